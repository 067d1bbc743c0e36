// First render of each data board (issue 6 speed: ≤ 1 s in the browser on this machine). The web
// app is built from the current sources, served by the app started as the README starts it
// (`npm start`, embedded database, demo data), and driven with Debian's chromium. Signed in once as
// `tenant`; then each board is opened RUNS times, each time in a fresh browser context (empty
// HTTP cache, the session carried over), and timed from navigation start to its first chart drawn:
// an `svg` with at least one `path` inside a chart (`.echarts-for-react`, the shared Chart
// component), seen by a MutationObserver installed before the page's own scripts. The boards are
// the routes of apps/web/src/modules/aicall/data-board/*/routes.ts, found at run time. The budget
// holds each board's median; the worst run is reported beside it, and the median of a second
// opening in the same context (a full page load, the app's code then from the HTTP cache).
// `node bench/board-render.mjs`; BENCH_RENDER_RUNS sets the runs per board (default 5).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { percentile, root, startApp, writeResult } from './lib.mjs';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 5);
const PORT = 8489;
const CHART = '.echarts-for-react svg path';
const r0 = (x) => Math.round(x);

/** The board routes, from each board folder's routes.ts. */
function boardRoutes() {
  const dir = join(root, 'apps/web/src/modules/aicall/data-board');
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'routes.ts')))
    .flatMap((d) =>
      [...readFileSync(join(dir, d, 'routes.ts'), 'utf8').matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]),
    )
    .sort();
}

/** In the page, before its scripts: the time (ms since navigation start) a chart first had a path. */
const WATCH = (selector) => {
  window.__firstChart = null;
  const check = () => {
    if (window.__firstChart === null && document.querySelector(selector)) {
      window.__firstChart = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * In the page, once its chart is drawn: when the app's scripts had run (DOMContentLoaded), when
 * the ECharts chunk and the page's first board call had arrived, and when the chart was drawn.
 */
const PHASES = () => {
  const res = performance.getEntriesByType('resource');
  const end = (re) => res.find((e) => re.test(e.name))?.responseEnd ?? -1;
  return {
    scriptsRun: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    echartsLoaded: end(/\/assets\/echarts-[^/]*\.js$/),
    firstBoardCallStart: res.find((e) => /\/v1\/aicall-web\/databoard\//.test(e.name))?.startTime ?? -1,
    firstBoardCallEnd: end(/\/v1\/aicall-web\/databoard\//),
    chartDrawn: window.__firstChart,
  };
};

const webDist = mkdtempSync(join(tmpdir(), 'zhiyu-bench-render-web-'));
const t0 = performance.now();
execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: join(root, 'apps/web'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const buildMs = r0(performance.now() - t0);
const app = await startApp(PORT, { WEB_DIST: webDist });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const viewport = { width: 1400, height: 900 };
try {
  // Sign in through the form once; every run starts from that session in a fresh context.
  const login = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await login.newPage();
  await page.goto(`${app.base}/login`);
  await page.locator('#login_username').fill('tenant');
  await page.locator('#login_password').fill('Tenant@2026');
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.getByTestId('side-menu').waitFor();
  const storageState = await login.storageState();
  await login.close();

  const boards = [];
  const loadBefore = r0(loadavg()[0] * 10) / 10;
  for (const route of boardRoutes()) {
    const cold = [];
    const warm = [];
    const phases = [];
    let error;
    for (let i = 0; i < RUNS && !error; i++) {
      const ctx = await browser.newContext({ viewport, locale: 'zh-CN', storageState });
      await ctx.addInitScript(WATCH, CHART);
      try {
        // Cold: nothing cached yet. Warm: the same board again in a new tab of that context.
        for (const times of [cold, warm]) {
          const p = await ctx.newPage();
          await p.goto(`${app.base}${route}`);
          await p
            .waitForFunction(() => window.__firstChart !== null, null, { timeout: 15_000 })
            .catch((e) => Promise.reject(new Error(`no chart drawn at ${p.url()}: ${e.message.split('\n')[0]}`)));
          times.push(await p.evaluate(() => window.__firstChart));
          if (times === cold) phases.push(await p.evaluate(PHASES));
          await p.close();
        }
      } catch (e) {
        error = e.message;
      } finally {
        await ctx.close();
      }
    }
    const median = (xs) =>
      r0(
        percentile(
          [...xs].sort((a, b) => a - b),
          50,
        ),
      );
    const row = error
      ? { route, error }
      : {
          route,
          runs: RUNS,
          medianMs: median(cold),
          worstMs: r0(Math.max(...cold)),
          bestMs: r0(Math.min(...cold)),
          warmMedianMs: median(warm),
          // Where a cold run's time goes (medians, ms from navigation start).
          phasesMs: Object.fromEntries(Object.keys(phases[0]).map((k) => [k, median(phases.map((x) => x[k]))])),
        };
    console.error(JSON.stringify(row));
    boards.push(row);
  }
  const over = boards.filter((b) => b.error || b.medianMs > BUDGET_MS);
  writeResult('board-render', {
    measured: `first chart drawn on each board, from navigation start, ${RUNS} runs per board in fresh browser contexts (empty cache, signed in as tenant), demo data, chromium headless`,
    budget: { ms: BUDGET_MS, of: 'median per board', ok: over.length === 0, over: over.map((b) => b.route) },
    webBuildMs: buildMs,
    loadAverage1m: { before: loadBefore, after: r0(loadavg()[0] * 10) / 10 },
    boards,
  });
  if (over.length) process.exitCode = 1;
} finally {
  await browser.close();
  await app.stop();
  rmSync(webDist, { recursive: true, force: true });
}
