import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:text-pack/';

/**
 * `import url from 'virtual:text-pack/<lang>/<pack>'`: the address of one JSON file holding the
 * namespaces of the language that `packOf` puts in that pack, the core ones left out
 * (`{ namespace: { key: text } }`). The build writes it under assets/ with a content hash (cached
 * for good, like the chunks); the dev server and the tests get it as a data: address. A pack is one
 * request for its namespaces, and texts stay data: JSON.parse reads them faster than a script of
 * the same size is compiled.
 */
export function textPacks(localesDir: string, core: readonly string[], packOf: (ns: string) => string): Plugin {
  let building = false;
  let base = '/';
  const files = (lang: string, pack: string) =>
    readdirSync(join(localesDir, lang))
      .filter((f) => {
        const ns = f.slice(0, -'.json'.length);
        return f.endsWith('.json') && !core.includes(ns) && packOf(ns) === pack;
      })
      .sort()
      .map((f) => join(localesDir, lang, f));
  return {
    name: 'zhiyu-text-packs',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, name] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(lang) || !/^[a-z]+$/.test(name ?? ''))
        throw new Error(`no text pack "${id.slice(PREFIX.length + 1)}"`);
      const pack: Record<string, unknown> = {};
      for (const file of files(lang, name)) {
        this.addWatchFile(file);
        pack[/([^/\\]+)\.json$/.exec(file)?.[1] ?? file] = JSON.parse(readFileSync(file, 'utf8'));
      }
      const json = JSON.stringify(pack);
      if (!building) return `export default ${JSON.stringify(`data:application/json,${encodeURIComponent(json)}`)};`;
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
      const fileName = `assets/texts-${lang}-${name}-${hash}.json`;
      this.emitFile({ type: 'asset', fileName, source: json });
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
