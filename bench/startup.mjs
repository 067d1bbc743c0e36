// Time from `npm start` on an empty data folder (first start: migrations + demo seed) to a healthy
// /healthz, then a second start on the same data. Budget: ≤ 10 s (issue 2 §5).
import { startApp, writeResult } from './lib.mjs';

const runs = [];
for (let i = 0; i < 3; i++) {
  const app = await startApp(8390 + i);
  runs.push(Math.round(app.readyMs));
  await app.stop();
}
writeResult('startup', { runsMs: runs, worstMs: Math.max(...runs), budgetMs: 10_000, ok: Math.max(...runs) <= 10_000 });
