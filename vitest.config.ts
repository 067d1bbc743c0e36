import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; `npm test` runs them all through scripts/test.mjs.
// Vitest's default is one worker fewer than there are cores: on a two-core machine that is one
// worker, and the files run one after another. Test files spend their time in their own worker (the
// embedded database is in-process), so every core runs one.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    maxWorkers: availableParallelism(),
  },
});
