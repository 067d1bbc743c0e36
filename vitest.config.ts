import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; `npm test` runs them all through scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
