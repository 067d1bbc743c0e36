/**
 * The real-time channel reconnects after the server restarts (issue 3 §8). Playwright's own web
 * server cannot be restarted mid-test, so this test starts `npm start` itself, on a free port and
 * its own data folder, and stops and starts it by process id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './helpers.ts';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Its own process group, so stopping it stops npm and the node process under it.
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: 'ignore', detached: true });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready after 60 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Publishes to the signed-in user's own sockets through the echo endpoint, as the page would. */
function echo(page: Page, text: string) {
  return page.evaluate(async (t) => {
    const r = await fetch('/ai-admin/realtime/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('authorization') ?? '' },
      body: JSON.stringify({ text: t }),
    });
    return (await r.json()).code as string;
  }, text);
}

test('the real-time channel reconnects after the server restarts', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-e2e-realtime-'));
  let server = await startServer(port, dataDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/login`);
    await page.locator('#login_username').fill(ACCOUNTS.tenant.username);
    await page.locator('#login_password').fill(ACCOUNTS.tenant.password);
    const agreement = page.locator('#login_agreement');
    if (!(await agreement.isChecked())) await agreement.check();
    await page.locator('button[type=submit]').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();

    const dot = page.getByTestId('realtime-status');
    await expect(dot).toHaveAttribute('data-state', 'open');
    await expect(dot).toHaveAttribute('aria-label', '实时连接已连接');
    expect(await echo(page, 'before restart')).toBe('000000');
    await expect(dot).toHaveAttribute('data-received', '1');

    await stopServer(server);
    await expect(dot).toHaveAttribute('data-state', /closed|connecting/);
    server = await startServer(port, dataDir);

    // Retries every 3 s: open again within a few of them, same session (the database kept it).
    await expect(dot).toHaveAttribute('data-state', 'open', { timeout: 15_000 });
    expect(await echo(page, 'after restart')).toBe('000000');
    await expect(dot).toHaveAttribute('data-received', '2');
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
