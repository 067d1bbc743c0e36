import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite loads its config with Node, which will not run a linked
// package's TypeScript; a relative import is bundled into the config instead.
import { API_PREFIXES } from '../../packages/contract/src/services.ts';
import { antdStyles } from './build/antd-styles.ts';
import { textPacks } from './build/text-packs.ts';
import { THEME } from './src/app/theme.ts';
import { CORE_NAMESPACES, packOf } from './src/platform/i18n/core.ts';

const target = process.env.ZHIYU_API ?? 'http://localhost:8080';
const proxied = [...API_PREFIXES.filter((p) => p !== '/ws'), '/runtime-config.js', '/healthz'];
const proxy: Record<string, object> = Object.fromEntries(proxied.map((p) => [p, { target, changeOrigin: true }]));
proxy['/ws'] = { target, ws: true, changeOrigin: true };

export default defineConfig({
  plugins: [
    react(),
    textPacks(fileURLToPath(new URL('./src/locales', import.meta.url)), CORE_NAMESPACES, packOf),
    antdStyles(THEME),
  ],
  // The contract's zod schemas are inert in the browser: see src/platform/contract/zod-shape-only.ts.
  resolve: { alias: { zod: fileURLToPath(new URL('./src/platform/contract/zod-shape-only.ts', import.meta.url)) } },
  server: { proxy },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router are needed by every screen and change rarely: one long-cached chunk.
          // antd is left to automatic splitting so /login only pulls the components it uses.
          groups: [
            {
              name: 'react',
              test: /node_modules[/](react|react-dom|scheduler|react-router|i18next|react-i18next)[/]/,
            },
            // ECharts and its renderer: one chunk shared by the data boards, loaded with the first
            // board opened (its own budget in scripts/bundle-check.mjs).
            { name: 'echarts', test: /node_modules[/](echarts|zrender|echarts-for-react|size-sensor)[/]/ },
          ],
        },
      },
    },
  },
});
