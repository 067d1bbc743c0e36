#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 8080) and the Vite dev server (port 5173)
// that proxies API calls to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const procs = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && stop());
