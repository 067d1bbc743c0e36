// `npm run bench`: every benchmark script in turn; each writes bench/results/<name>.json. The
// volume benches that need PostgreSQL (seed-calls, databoard) run on their own: see
// docs/aicall-board-speed.md.
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'startup',
      'http',
      'bundle',
      'realtime',
      'import',
      'import-fairness',
      'export',
      'admin-users',
      'admin-tree',
      'admin-login',
      'dialer',
      'call-records',
      'board-render',
      'kb-retrieval',
      'text-chat',
      'aihelper-qc',
    ];
let failed = 0;
for (const s of scripts) {
  console.log(`\n━━ bench ${s}`);
  const r = spawnSync('node', [`${import.meta.dirname}/${s}.mjs`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
