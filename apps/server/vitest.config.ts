import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database (PGlite in memory, or a fresh
// PostgreSQL database when DATABASE_URL is set), so files may run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    globalSetup: ['test/helpers/global-setup.ts'],
  },
});
