// The dialer's throughput (issue 5 §3): one outbound task of 6,000 customers run to completion by
// the real scheduler (claims under the task, line and app caps, blacklist check at dial time,
// attempts, the simulated line with roundMs 0, finishCall writing record, attempt, customer and
// counters, intention grading, callback and SMS steps). Calls/s = finished calls / wall time from
// the start to the task's completion. The calls in flight are what the caps count: attempts
// `dialling` in the database, read under the claim lock at every claim; the largest is reported
// against the cap (min of task concurrency, line capacity, app cap). Budget: ≥ 200
// completed calls/s. Runs in-process (tsx) on a fresh embedded database; `--pg` also on a fresh
// PostgreSQL database, with two schedulers sharing it.
import { register } from 'tsx/esm/api';
import { createPgDatabase, pgUrlArg, writeResult } from './lib.mjs';

register();
const N = Number(process.env.BENCH_CUSTOMERS ?? 6000);
const CAP = { task: 60, line: 100, app: 40 };
const server = new URL('../apps/server/', import.meta.url);
const load = (p) => import(new URL(p, server).href);

async function measure(pgUrl) {
  const { openPglite, openPostgres } = await load('src/platform/db/client.ts');
  const { startDialer } = await load('src/modules/aicall/dialer/scheduler.ts');
  const { seedBotAndLines, seedTask } = await load('test/fixtures/dialer.ts');
  const { aicallSettings } = await load('src/modules/aicall/setting/table.ts');
  const { outboundTasks } = await load('src/modules/aicall/task/table.ts');
  const { eq, sql } = await import('drizzle-orm');
  const pgdb = pgUrl ? await createPgDatabase(pgUrl) : null;
  const h = pgdb ? await openPostgres(pgdb.url) : await openPglite();
  try {
    await h.migrate();
    const f = await seedBotAndLines(h.db, 'bench-t', 'bench-a', [
      { concurrency: CAP.line / 2, profile: { roundMs: 0 } },
      { concurrency: CAP.line / 2, profile: { roundMs: 0 } },
    ]);
    await h.db.insert(aicallSettings).values({ tenantId: 'bench-t', appId: 'bench-a', maxConcurrency: CAP.app });
    const taskId = await seedTask(h.db, f, { customers: N, concurrency: CAP.task, status: 'paused' });
    const log = { error: (o) => console.error(o), warn: () => {} };
    const dialers = Array.from({ length: pgUrl ? 2 : 1 }, () =>
      startDialer({ db: h.db, now: Date.now, log }, { tickMs: 50 }),
    );
    const t0 = performance.now();
    await h.db.update(outboundTasks).set({ status: 'running' }).where(eq(outboundTasks.id, taskId));
    for (const d of dialers) d.poke();
    for (;;) {
      const [t] = await h.db
        .select({ s: outboundTasks.status })
        .from(outboundTasks)
        .where(eq(outboundTasks.id, taskId));
      if (t.s === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - t0;
    const maxDialling = Math.max(...dialers.map((d) => d.peakDialling()));
    await Promise.all(dialers.map((d) => d.stop()));
    const [c] = (
      await h.db.execute(
        sql`SELECT count(*)::int AS calls, count(DISTINCT customer_id)::int AS customers, max(attempt_no)::int AS maxno FROM call_attempts WHERE task_id = ${taskId}`,
      )
    ).rows;
    const callsPerSec = Math.round((c.calls / ms) * 1000);
    return {
      schedulers: dialers.length,
      calls: c.calls,
      customersDialledOnce: c.customers === c.calls && c.maxno === 1,
      seconds: Math.round(ms) / 1000,
      callsPerSec,
      cap: Math.min(CAP.task, CAP.line, CAP.app),
      maxObservedConcurrency: maxDialling,
      capRespected: maxDialling <= Math.min(CAP.task, CAP.line, CAP.app),
      withinBudget: callsPerSec >= 200,
    };
  } finally {
    await h.close();
    await pgdb?.drop();
  }
}

const pgUrl = pgUrlArg();
writeResult('dialer', {
  measured: `one task of ${N} customers to completion through the real scheduler and the simulated line (roundMs 0); caps task ${CAP.task}, lines ${CAP.line}, app ${CAP.app}`,
  budget: { callsPerSec: 200 },
  embedded: await measure(),
  postgres: pgUrl ? await measure(pgUrl) : 'not run (node bench/dialer.mjs --pg)',
});
process.exit(0);
