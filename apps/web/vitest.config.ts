import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { textPacks } from './build/text-packs.ts';
import { CORE_NAMESPACES, packOf } from './src/platform/i18n/core.ts';

export default defineConfig({
  plugins: [react(), textPacks(fileURLToPath(new URL('./src/locales', import.meta.url)), CORE_NAMESPACES, packOf)],
  // The contract's zod schemas are inert in the browser: see src/platform/contract/zod-shape-only.ts.
  resolve: { alias: { zod: fileURLToPath(new URL('./src/platform/contract/zod-shape-only.ts', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering antd screens in jsdom takes seconds when every core is busy (the test run uses them
    // all): 5 s timed out on a loaded machine without anything being wrong.
    testTimeout: 20_000,
  },
});
