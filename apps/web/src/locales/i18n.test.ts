import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { flattenNav } from '@zhiyu/contract/nav';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const LOCALES = join(SRC, 'locales');
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

describe('locales (requirements D3.9)', () => {
  const namespaces = readdirSync(join(LOCALES, 'zh-CN')).filter((f) => f.endsWith('.json'));

  it('zh-CN and en-US have the same namespaces and keys, none empty', () => {
    expect(
      readdirSync(join(LOCALES, 'en-US'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(namespaces.sort());
    for (const file of namespaces) {
      const ns = file.replace(/\.json$/, '');
      const zh = read('zh-CN', ns);
      const en = read('en-US', ns);
      expect(Object.keys(en).sort(), `keys of ${ns}`).toEqual(Object.keys(zh).sort());
      for (const [k, v] of [...Object.entries(zh), ...Object.entries(en)]) expect(v, `${ns}:${k}`).not.toBe('');
    }
  });

  it('the menu namespace names every nav path and directory', () => {
    const zh = read('zh-CN', 'menu');
    const missing = flattenNav()
      .map((n) => n.path)
      .filter((p) => !(p in zh));
    expect(missing).toEqual([]);
  });

  it('no CJK literal in code outside locales and tests', () => {
    const offenders = walk(SRC)
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.(ts|tsx)$/.test(f) && !f.startsWith(LOCALES))
      .filter((f) => /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(offenders).toEqual([]);
  });
});
