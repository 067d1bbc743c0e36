import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The app is started exactly as the README starts it (`npm start`, embedded database, demo data),
// on its own port and in a fresh data folder, and driven with Debian's chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = join(tmpdir(), `zhiyu-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  // A minute a test: the longest flows (a task run to its end, an engine created, assigned and
  // deleted) take 15–25 s here and half as long again on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  // One browser at a time: the machine has two cores and the app under test needs one of them.
  workers: 1,
  // All specs share one running app, so a test can meet another's rows or a slow reply on a busy
  // machine. A failed test gets one more try; one that passes only then is reported as flaky in the
  // summary line, and one that fails twice fails the run.
  retries: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The host page of entry.spec.ts, which frames console pages from another origin.
      EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${port + 20000}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
