/**
 * Tests call endpoints by their contract definition (helpers/api.ts), not by a literal URL, so
 * renaming an endpoint cannot leave a test calling a dead path (docs/conventions.md §6). The files
 * below still write API paths by hand; the list may only shrink: a file not on it that writes one
 * fails, and a file on it that no longer does must be taken off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractEndpoints } from '../../helpers/walk.ts';

const TEST_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * Files (relative to apps/server/test) still holding literal API paths. Each of these writes a path
 * that is no contract endpoint on purpose: unknown addresses that must answer 404 or the console
 * page, and the path of a stand-in engine server.
 */
const STILL_LITERAL = new Set<string>([
  'admin/engine.test.ts',
  'admin/public.test.ts',
  'platform/http/nul-input.test.ts',
  'platform/http/web-entry.test.ts',
]);

/**
 * Files that write an API path on purpose: the helper that builds URLs, this check, and the XSS
 * corpus, whose editor-file address is page content (the browser tests read it too).
 */
const EXEMPT = new Set(['helpers/api.ts', 'platform/http/literal-paths.test.ts', 'fixtures/sanitize-corpus.ts']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return testFiles(p);
    return d.name.endsWith('.ts') ? [path.relative(TEST_DIR, p)] : [];
  });
}

/** The first segment of every contract path (`/ai-admin`, `/v1`, …): a string starting so is an API path. */
async function apiRoots(): Promise<string[]> {
  const roots = new Set((await contractEndpoints()).map((e) => `/${e.path.split('/')[1]}`));
  return [...roots];
}

async function filesWithLiteralPaths(): Promise<string[]> {
  const roots = (await apiRoots()).map((r) => r.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  const literal = new RegExp(`['"\`](${roots.join('|')})(/|['"\`?])`);
  return testFiles(TEST_DIR)
    .filter((f) => !EXEMPT.has(f))
    .filter((f) => literal.test(readFileSync(path.join(TEST_DIR, f), 'utf8')))
    .sort();
}

describe('tests call endpoints by their contract definition', () => {
  it('no file outside the allow-list writes a literal API path', async () => {
    const found = await filesWithLiteralPaths();
    expect(found.filter((f) => !STILL_LITERAL.has(f))).toEqual([]);
  });

  it('the allow-list only names files that still need converting', async () => {
    const found = new Set(await filesWithLiteralPaths());
    expect([...STILL_LITERAL].filter((f) => !found.has(f))).toEqual([]);
  });
});
