import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACE_OWNERS, SHARED_NAMESPACES } from './owners.ts';

const src = resolve(import.meta.dirname, '../..');
const shared = new Set<string>(SHARED_NAMESPACES);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Namespaces a file names: useTranslation('x'), useTranslation(['x', 'y']) and t('x:key'). */
function namespacesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const q of m[1].matchAll(/'([a-z-]+)'/g)) out.push(q[1]);
  for (const m of text.matchAll(/\bt\(\s*'([a-z-]+):/g)) out.push(m[1]);
  return out;
}

describe('locale namespaces follow the owners map (docs/conventions.md §3)', () => {
  it('every locale file is a shared namespace or has owners', () => {
    const names = readdirSync(join(src, 'locales', 'zh-CN')).map((f) => f.replace(/\.json$/, ''));
    expect(names.filter((n) => !shared.has(n) && !(n in NAMESPACE_OWNERS))).toEqual([]);
    // And the map names no namespace that has no file.
    expect([...shared, ...Object.keys(NAMESPACE_OWNERS)].filter((n) => !names.includes(n))).toEqual([]);
  });

  it('a module folder uses only its own namespaces and the shared ones', () => {
    const wrong: string[] = [];
    for (const file of files(join(src, 'modules'))) {
      const area = relative(join(src, 'modules'), file).split(/[\\/]/)[0];
      for (const ns of namespacesOf(readFileSync(file, 'utf8')))
        if (!shared.has(ns) && !(NAMESPACE_OWNERS[ns] ?? []).includes(area))
          wrong.push(`${relative(src, file)} uses ${ns}`);
    }
    expect(wrong).toEqual([]);
  });
});
