import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The contract's zod schemas are inert in the browser: see src/platform/contract/zod-shape-only.ts.
  resolve: { alias: { zod: fileURLToPath(new URL('./src/platform/contract/zod-shape-only.ts', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
