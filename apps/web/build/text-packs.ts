import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:text-pack/';

/**
 * `import url from 'virtual:text-pack/<lang>'`: the address of one JSON file holding every
 * namespace of the language but the core ones (`{ namespace: { key: text } }`). The build writes it
 * under assets/ with a content hash (cached for good, like the chunks); the dev server and the tests
 * get it as a data: address. One file is one request for the forty namespaces, and texts stay data:
 * JSON.parse reads them faster than a script of the same size is compiled.
 */
export function textPacks(localesDir: string, core: readonly string[]): Plugin {
  let building = false;
  let base = '/';
  const files = (lang: string) =>
    readdirSync(join(localesDir, lang))
      .filter((f) => f.endsWith('.json') && !core.includes(f.slice(0, -'.json'.length)))
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
      const lang = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(lang)) throw new Error(`no text pack for "${lang}"`);
      const pack: Record<string, unknown> = {};
      for (const file of files(lang)) {
        this.addWatchFile(file);
        pack[/([^/\\]+)\.json$/.exec(file)?.[1] ?? file] = JSON.parse(readFileSync(file, 'utf8'));
      }
      const json = JSON.stringify(pack);
      if (!building) return `export default ${JSON.stringify(`data:application/json,${encodeURIComponent(json)}`)};`;
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
      const fileName = `assets/texts-${lang}-${hash}.json`;
      this.emitFile({ type: 'asset', fileName, source: json });
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
