#!/usr/bin/env node
/**
 * Bundle budgets (requirements D8, issue §5), from dist/.vite/manifest.json:
 *   (a) /login initial JS = entry ∪ app (main.tsx) ∪ login page closures ≤ 200 KB gzip
 *   (b) shell after login = (a) ∪ layout closure ∪ user-setting closure ≤ 300 KB gzip
 *   (c) every other chunk, on its own                                   ≤ 100 KB gzip
 *   (d) the shared ECharts chunk of the data boards (issue 6)            ≤ 250 KB gzip
 *   (e) each language's text pack (JSON, every non-core namespace)         ≤ 40 KB gzip
 *   (f) antd's styles written at build time (build/antd-styles.ts)       ≤ 60 KB gzip
 * A closure follows static imports only; lazy chunks load when their route is opened.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET = {
  login: 200 * KB,
  shell: 300 * KB,
  chunk: 100 * KB,
  echarts: 250 * KB,
  texts: 40 * KB,
  styles: 60 * KB,
};
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}

function keyOf(srcPart) {
  const key = Object.keys(manifest).find((k) => k.includes(srcPart));
  if (!key) throw new Error(`no chunk for ${srcPart} in the manifest`);
  return key;
}

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const files = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const total = (set) => [...set].reduce((n, f) => n + gz(f), 0);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// Texts of the first-shown language (Chinese) that load before the first render count too: the
// core namespaces (src/platform/i18n/core.ts) and antd's locale. The other namespaces are the
// language's text pack, a JSON file (build/text-packs.ts), with its own budget below: data, not
// script, awaited before a signed-in page's first render and fetched after it by the sign-in page.
const zhTexts = Object.keys(manifest).filter((k) =>
  /locales\/zh-CN\/(common|auth|menu)\.json$|antd\/locale\/zh_CN/.test(k),
);
const login = files(
  new Set([
    ...closure(entry),
    // The entry (app/boot.ts) is small and loads the app (app/main.tsx) at once.
    ...closure(keyOf('src/app/main.tsx')),
    ...closure(keyOf('modules/auth/login/login.page')),
    ...zhTexts.flatMap((k) => [...closure(k)]),
  ]),
);
const shell = new Set([
  ...login,
  ...files(closure(keyOf('app/layout/shell'))),
  ...files(closure(keyOf('modules/admin/user-setting/setting.page'))),
]);
const others = [...new Set(Object.values(manifest).map((c) => c.file))].filter(
  (f) => f.endsWith('.js') && !shell.has(f),
);

// The text packs are assets the manifest does not list: found in the output folder by name.
const textPacks = readdirSync(join(dist, 'assets'))
  .filter((f) => /^texts-[\w-]+\.json$/.test(f))
  .map((f) => `assets/${f}`);
if (textPacks.length < 2) throw new Error('no text packs in dist/assets (build/text-packs.ts)');
// Loaded by every page before its scripts run: a render-blocking stylesheet.
const antdStyles = readdirSync(join(dist, 'assets'))
  .filter((f) => /^antd-[\w-]+\.css$/.test(f))
  .map((f) => `assets/${f}`);
if (antdStyles.length !== 1) throw new Error('expected one antd stylesheet in dist/assets (build/antd-styles.ts)');

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const rows = [
  ['/login initial JS', total(login), BUDGET.login],
  ['shell after login', total(shell), BUDGET.shell],
  ...others.map((f) =>
    /(^|\/)echarts-[\w-]+\.js$/.test(f) ? [`echarts ${f}`, gz(f), BUDGET.echarts] : [`chunk ${f}`, gz(f), BUDGET.chunk],
  ),
  ...textPacks.map((f) => [`texts ${f}`, gz(f), BUDGET.texts]),
  ...antdStyles.map((f) => [`styles ${f}`, gz(f), BUDGET.styles]),
];
// `--json`: the table goes to stderr and a summary object to stdout (for bench/bundle.mjs).
const asJson = process.argv.includes('--json');
const out = asJson ? console.error : console.log;
let failed = 0;
out(`${'bundle'.padEnd(60)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}`);
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) failed++;
  out(`${name.padEnd(60)} ${kb(size).padStart(10)} ${kb(budget).padStart(10)} ${ok ? 'ok' : 'OVER BUDGET'}`);
}
out(
  `largest chunk in the shell: ${Math.max(...[...shell].map(gz)) / KB > 0 ? kb(Math.max(...[...shell].map(gz))) : '-'}`,
);
if (asJson) {
  const k = (n) => Math.round((n / KB) * 10) / 10;
  const lazy = others.map(gz);
  console.log(
    JSON.stringify({
      loginKB: k(total(login)),
      shellKB: k(total(shell)),
      largestLazyChunkKB: k(Math.max(0, ...lazy)),
      lazyChunks: lazy.length,
      textPacksKB: textPacks.map((f) => k(gz(f))),
      budgetsKB: { login: 200, shell: 300, chunk: 100, echarts: 250, texts: 40, styles: 60 },
    }),
  );
}
if (failed) {
  console.error(`${failed} bundle budget(s) broken`);
  process.exit(1);
}
out('all bundle budgets kept');
