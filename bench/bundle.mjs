// Gzip sizes of the built web app against the budgets, via the web workspace's bundle check.
import { spawnSync } from 'node:child_process';
import { root, writeResult } from './lib.mjs';

const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const r = spawnSync('npm', ['run', '--silent', 'bundle:check', '--workspace', 'apps/web', '--', '--json'], {
  cwd: root,
  encoding: 'utf8',
});
process.stderr.write(r.stderr);
const json = r.stdout.slice(r.stdout.indexOf('{'));
writeResult('bundle', { ...JSON.parse(json), ok: r.status === 0 });
