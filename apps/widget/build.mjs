/**
 * Builds the widget into one minified script. The server calls `buildWidget()` once and serves the
 * result at /newaitext/widget.js; `node build.mjs` writes dist/widget.js (the size check reads it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

export async function buildWidget() {
  const r = await build({
    entryPoints: [join(here, 'src/main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return r.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await buildWidget();
  mkdirSync(join(here, 'dist'), { recursive: true });
  writeFileSync(join(here, 'dist/widget.js'), code);
  console.log(`dist/widget.js ${code.length} bytes`);
}
