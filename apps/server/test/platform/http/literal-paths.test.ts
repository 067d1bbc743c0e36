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

/** Files (relative to apps/server/test) still holding literal API paths, to be converted. */
const STILL_LITERAL = new Set<string>([
  'admin/auth/login.test.ts',
  'admin/auth/refresh-grace.test.ts',
  'admin/auth/session.test.ts',
  'admin/auth/switch-org.test.ts',
  'admin/auth/throttle.test.ts',
  'admin/blacklist.test.ts',
  'admin/botcase.test.ts',
  'admin/editor-upload.test.ts',
  'admin/engine.test.ts',
  'admin/files/serve.test.ts',
  'admin/files/upload.test.ts',
  'admin/home.test.ts',
  'admin/oem.test.ts',
  'admin/public.test.ts',
  'admin/role/access.test.ts',
  'admin/role/scope.test.ts',
  'admin/sip.test.ts',
  'admin/tenant.test.ts',
  'admin/trade.test.ts',
  'admin/user-manage/create-roles.test.ts',
  'admin/user-manage/user-manage.test.ts',
  'admin/user-manage/username.test.ts',
  'admin/user/avatar.test.ts',
  'admin/user/user.test.ts',
  'aicall/board-hangup.test.ts',
  'aicall/board-hot.test.ts',
  'aicall/board-model.test.ts',
  'aicall/board-outbound.test.ts',
  'aicall/board-overview.test.ts',
  'aicall/board-tags.test.ts',
  'aicall/customer-blacklist/customer-blacklist.test.ts',
  'aicall/customer/io.test.ts',
  'aicall/databoard.test.ts',
  'aicall/inbound.test.ts',
  'aicall/intention.test.ts',
  'aicall/record/record.test.ts',
  'aicall/tag/export.test.ts',
  'aicall/tag/import.test.ts',
  'aicall/tag/tag.test.ts',
  'aicall/task/task.test.ts',
  'aicall/task/window.test.ts',
  'aikb/knowledge-io.test.ts',
  'aikb/report.test.ts',
  'aitext/session/seed-history.test.ts',
  'aitext/session/session.test.ts',
  'fixtures/board-hot-model.ts',
  'helpers/customer.ts',
  'helpers/kb-document.ts',
  'helpers/text.ts',
  'lookups/lookups.test.ts',
  'platform/app.test.ts',
  'platform/excel/bounds.test.ts',
  'platform/http/nul-input.test.ts',
  'platform/http/rate-limit-cluster.test.ts',
  'platform/http/web-entry.test.ts',
  'platform/jobs/import-template.test.ts',
  'platform/log-safety.test.ts',
  'platform/realtime/realtime.test.ts',
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
