#!/usr/bin/env node
// `npm test`: every check the project has, in order, ending with one "N passed, N failed" line.
// Lint, type checks and the bundle budget count as one check each; vitest and Playwright report
// their own test counts. Server tests run on embedded PGlite, and again on PostgreSQL (and Redis)
// when DATABASE_URL (and REDIS_URL) are set. Each stage's wall time is printed at the end, so a
// run that grows shows where.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'zhiyu-test-'));
const tally = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures = [];
const stages = [];
const started = performance.now();

function run(label, cmd, args, env = process.env) {
  console.log(`\n━━ ${label}: ${cmd} ${args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  stages.push({ label, ms: performance.now() - t0, ok: r.status === 0 });
  return r.status === 0;
}

/** Stage wall times, longest first, with their share of the whole run. */
function printStages() {
  const total = performance.now() - started;
  const fmt = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
  console.log('\nStage durations:');
  for (const s of [...stages].sort((a, b) => b.ms - a.ms))
    console.log(
      `  ${fmt(s.ms).padStart(7)}  ${String(Math.round((s.ms / total) * 100)).padStart(3)}%  ${s.label}${s.ok ? '' : ' (failed)'}`,
    );
  console.log(`  ${fmt(total).padStart(7)}  total`);
}

function check(label, cmd, args, env) {
  const ok = run(label, cmd, args, env);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
}

function withoutDb() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** Runs vitest with a JSON report and adds its test counts. */
function vitest(label, args, env) {
  const out = join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  if (!existsSync(out)) {
    tally.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  tally.passed += r.numPassedTests;
  tally.failed += r.numFailedTests;
  tally.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (!ok || r.numFailedTests > 0 || r.numFailedTestSuites > 0) {
    if (r.numFailedTests === 0) tally.failed += 1;
    failures.push(label);
  }
}

function playwright() {
  const out = join(tmp, 'e2e.json');
  const env = { ...withoutDb(), PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  const ok = run(
    'browser tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env,
  );
  if (!existsSync(out)) {
    tally.failed += 1;
    failures.push('browser tests (no report)');
    return;
  }
  const s = JSON.parse(readFileSync(out, 'utf8')).stats;
  tally.passed += s.expected + (s.flaky ?? 0);
  tally.flaky += s.flaky ?? 0;
  tally.failed += s.unexpected;
  tally.skipped += s.skipped;
  if (!ok || s.unexpected > 0) {
    if (s.unexpected === 0) tally.failed += 1;
    failures.push('browser tests');
  }
}

const only = process.argv[2];
if (!only || only === 'static') {
  check('lint (biome)', 'npx', ['biome', 'check', '.']);
  for (const ws of ['packages/contract', 'apps/server', 'apps/web', 'apps/widget', 'e2e', 'bench']) {
    if (existsSync(join(root, ws, 'tsconfig.json'))) check(`typecheck ${ws}`, 'npx', ['tsc', '--noEmit', '-p', ws]);
  }
}
if (!only || only === 'unit') {
  vitest('unit and server tests (PGlite)', [], withoutDb());
  // The second pass is about the database: test files that never open one (the language and
  // retrieval models, sanitising, static assets) ran in the first pass and would only repeat it.
  const noDb = ['test/platform/nlu/**', 'test/aikb/retrieval/**', 'test/aikb/document/parse.test.ts'];
  if (process.env.DATABASE_URL)
    vitest('server tests (PostgreSQL)', ['--project', 'server', ...noDb.map((g) => `--exclude=${g}`)]);
}
if (!only || only === 'e2e') {
  check('web build', 'npm', ['run', 'build', '--workspace', 'apps/web']);
  check('bundle budget', 'npm', ['run', 'bundle:check', '--workspace', 'apps/web']);
  check('widget budget', 'npm', ['run', 'size:check', '--workspace', 'apps/widget']);
  playwright();
}

printStages();
console.log(`\n${failures.length ? `Failed: ${failures.join('; ')}` : 'All checks passed.'}`);
const flaky = tally.flaky ? ` (${tally.flaky} browser tests passed only on their second try)` : '';
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped${flaky}`);
process.exit(tally.failed > 0 ? 1 : 0);
