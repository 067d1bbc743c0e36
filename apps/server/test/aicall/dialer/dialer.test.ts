/**
 * Dialer properties on a real database (PGlite, or PostgreSQL with DATABASE_URL): caps, windows,
 * blacklists, exactly-once attempts across a restart and across two schedulers, redial, pause and
 * stop, completion, recovery of attempts left by a dead instance.
 */
import { instantOf } from '@zhiyu/contract/rules/call-window';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBlacklist } from '../../../src/modules/admin/blacklist/table.ts';
import { customerBlacklist } from '../../../src/modules/aicall/customer/table.ts';
import { claimCalls } from '../../../src/modules/aicall/dialer/claim.ts';
import { type Dialer, recoverStale, startDialer } from '../../../src/modules/aicall/dialer/scheduler.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { aicallSettings } from '../../../src/modules/aicall/setting/table.ts';
import { callAttempts, outboundTasks, taskCustomers } from '../../../src/modules/aicall/task/table.ts';
import { type DbHandle, rowsOf } from '../../../src/platform/db/client.ts';
import { seedBotAndLines, seedTask } from '../../fixtures/dialer.ts';
import { freshDb } from '../../helpers/db.ts';

let h: DbHandle;
let clock = Date.now();
const quiet = { error: (o: object) => console.error(o), warn: () => {} };
const dialers: Dialer[] = [];
const dialer = (o: { staleMs?: number } = {}) => {
  const d = startDialer({ db: h.db, now: () => clock, log: quiet }, { tickMs: 20, ...o });
  dialers.push(d);
  return d;
};
beforeAll(async () => {
  h = await freshDb();
  await h.migrate();
});
afterAll(async () => {
  for (const d of dialers) await d.stop();
  await h.close();
});

async function until(cond: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached in time');
}
const statusOf = async (id: string) =>
  (await h.db.select({ s: outboundTasks.status }).from(outboundTasks).where(eq(outboundTasks.id, id)))[0].s;
const attemptsPerCustomer = async (taskId: string) =>
  rowsOf<{ customer_id: string; n: number; maxno: number }>(
    await h.db.execute(
      sql`SELECT customer_id, count(*)::int AS n, max(attempt_no)::int AS maxno FROM call_attempts WHERE task_id = ${taskId} GROUP BY customer_id`,
    ),
  );

describe('dialer', () => {
  it('never exceeds task, line or tenant concurrency (across its apps), and completes the tasks', async () => {
    const f = await seedBotAndLines(h.db, 'cap-t', 'cap-a', [
      { concurrency: 3, profile: { roundMs: 15 } },
      { concurrency: 3, profile: { roundMs: 15 } },
    ]);
    // A second app of the same tenant with lines of its own: the cap of 5 holds for both together.
    const g = await seedBotAndLines(h.db, 'cap-t', 'cap-a2', [{ concurrency: 4, profile: { roundMs: 15 } }]);
    await h.db.insert(aicallSettings).values([
      { tenantId: 'cap-t', appId: 'cap-a', maxConcurrency: 5 },
      { tenantId: 'cap-t', appId: 'cap-a2', maxConcurrency: 5 },
    ]);
    const a = await seedTask(h.db, f, { customers: 40, concurrency: 4 });
    const b = await seedTask(h.db, f, { customers: 40, concurrency: 4, phonePrefix: '136' });
    const c = await seedTask(h.db, g, { customers: 40, concurrency: 4, phonePrefix: '137' });
    const max = { task: 0, line: 0, app: 0 };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = rowsOf<{ task_id: string; line_id: string; n: number }>(
          await h.db.execute(
            sql`SELECT task_id, line_id, count(*)::int AS n FROM call_attempts WHERE state = 'dialling' AND tenant_id = 'cap-t' GROUP BY 1, 2`,
          ),
        );
        const byTask = new Map<string, number>();
        const byLine = new Map<string, number>();
        let all = 0;
        for (const r of rows) {
          byTask.set(r.task_id, (byTask.get(r.task_id) ?? 0) + r.n);
          byLine.set(r.line_id, (byLine.get(r.line_id) ?? 0) + r.n);
          all += r.n;
        }
        max.task = Math.max(max.task, ...byTask.values(), 0);
        max.line = Math.max(max.line, ...byLine.values(), 0);
        max.app = Math.max(max.app, all);
        await new Promise((r) => setTimeout(r, 3));
      }
    })();
    const d = dialer();
    await until(
      async () =>
        (await statusOf(a)) === 'completed' &&
        (await statusOf(b)) === 'completed' &&
        (await statusOf(c)) === 'completed',
      90_000,
    );
    sampling = false;
    await sampler;
    await d.stop();
    expect(max.task).toBeLessThanOrEqual(4);
    expect(max.line).toBeLessThanOrEqual(4);
    expect(max.app).toBeLessThanOrEqual(5);
    expect(max.app).toBeGreaterThanOrEqual(3); // the caps were actually reached, not idled under
    for (const t of [a, b, c]) {
      const per = await attemptsPerCustomer(t);
      expect(per).toHaveLength(40);
      expect(per.every((p) => p.n === 1)).toBe(true);
      const [task] = await h.db.select().from(outboundTasks).where(eq(outboundTasks.id, t));
      expect(task).toMatchObject({ dialledCount: 40, finishedCount: 40 });
      const [rec] = await h.db.select({ n: count() }).from(callRecords).where(eq(callRecords.taskId, t));
      expect(rec.n).toBe(40);
    }
  });

  it('never dials outside the windows, and starts when a window opens', async () => {
    const f = await seedBotAndLines(h.db, 'win-t', 'win-a');
    const windows = { '1': [{ from: '09:00', to: '12:00' }] };
    const t = await seedTask(h.db, f, { customers: 5, windows });
    clock = instantOf(2026, 3, 2, 8 * 60 + 59, 'Asia/Shanghai'); // Monday 08:59 in Shanghai
    const d = dialer();
    await new Promise((r) => setTimeout(r, 400));
    expect(await attemptsPerCustomer(t)).toEqual([]);
    clock = instantOf(2026, 3, 3, 10 * 60, 'Asia/Shanghai'); // Tuesday 10:00: no window either
    await new Promise((r) => setTimeout(r, 300));
    expect(await attemptsPerCustomer(t)).toEqual([]);
    clock = instantOf(2026, 3, 9, 9 * 60, 'Asia/Shanghai'); // next Monday 09:00
    await until(async () => (await statusOf(t)) === 'completed');
    await d.stop();
    const started = await h.db
      .select({ at: callAttempts.startedAt })
      .from(callAttempts)
      .where(eq(callAttempts.taskId, t));
    expect(started).toHaveLength(5);
    expect(started.every((x) => x.at.getTime() === clock)).toBe(true);
    clock = Date.now();
  });

  it('never dials a blacklisted number, also one blacklisted after the start', async () => {
    const f = await seedBotAndLines(h.db, 'bl-t', 'bl-a', [{ concurrency: 1, profile: { roundMs: 40 } }]);
    const t = await seedTask(h.db, f, { customers: 6, concurrency: 1, phonePrefix: '135' });
    await h.db.insert(customerBlacklist).values({ id: 'bl-1', tenantId: 'bl-t', appId: 'bl-a', phone: '13500000000' });
    // The platform's list, written with the country code; an expired entry no longer counts.
    await h.db.insert(platformBlacklist).values([
      { id: 'pbl-1', phone: '+8613500000001' },
      { id: 'pbl-2', phone: '13500000002', expiresAt: new Date(Date.now() - 60_000) },
    ]);
    const d = dialer();
    await until(async () => (await attemptsPerCustomer(t)).length >= 1, 10_000);
    await h.db.insert(customerBlacklist).values({ id: 'bl-2', tenantId: 'bl-t', appId: 'bl-a', phone: '13500000005' });
    await until(async () => (await statusOf(t)) === 'completed');
    await d.stop();
    const dialled = (await attemptsPerCustomer(t)).map((p) => p.customer_id);
    expect(dialled).toHaveLength(3);
    const blocked = await h.db
      .select()
      .from(taskCustomers)
      .where(and(eq(taskCustomers.taskId, t), eq(taskCustomers.status, 'blacklisted')));
    expect(blocked.map((c) => c.phone).sort()).toEqual(['13500000000', '13500000001', '13500000005']);
    expect(blocked.every((c) => c.attempts === 0 && !dialled.includes(c.customerId))).toBe(true);
  });

  it('dials each attempt once across a restart', async () => {
    const f = await seedBotAndLines(h.db, 'rs-t', 'rs-a', [{ concurrency: 5, profile: { roundMs: 5 } }]);
    const t = await seedTask(h.db, f, { customers: 60, concurrency: 5 });
    const first = dialer();
    await until(async () => (await attemptsPerCustomer(t)).length >= 15, 20_000);
    await first.stop();
    const mid = (await attemptsPerCustomer(t)).length;
    expect(mid).toBeLessThan(60);
    const [{ n: stuck }] = await h.db
      .select({ n: count() })
      .from(callAttempts)
      .where(eq(callAttempts.state, 'dialling'));
    expect(stuck).toBe(0); // a stopping instance writes its calls in flight
    const second = dialer();
    await until(async () => (await statusOf(t)) === 'completed');
    await second.stop();
    const per = await attemptsPerCustomer(t);
    expect(per).toHaveLength(60);
    expect(per.every((p) => p.n === 1 && p.maxno === 1)).toBe(true);
  });

  it('dials each attempt once with two schedulers on one database', async () => {
    const f = await seedBotAndLines(h.db, 'two-t', 'two-a', [{ concurrency: 6, profile: { roundMs: 3 } }]);
    const t = await seedTask(h.db, f, { customers: 120, concurrency: 6 });
    const x = dialer();
    const y = dialer();
    await until(async () => (await statusOf(t)) === 'completed', 60_000);
    await Promise.all([x.stop(), y.stop()]);
    const per = await attemptsPerCustomer(t);
    expect(per).toHaveLength(120);
    expect(per.every((p) => p.n === 1)).toBe(true);
  });

  it('two instances claiming at the same moment never share a customer nor pass the cap', async () => {
    const f = await seedBotAndLines(h.db, 'race-t', 'race-a', [{ concurrency: 50 }]);
    const t = await seedTask(h.db, f, { customers: 40, concurrency: 6 });
    const [task] = await h.db.select().from(outboundTasks).where(eq(outboundTasks.id, t));
    const rounds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimCalls(h.db, task, `instance-${i % 2}`, Date.now())),
    );
    const claimed = rounds.flat().map((c) => c.customerId);
    expect(claimed).toHaveLength(6);
    expect(new Set(claimed).size).toBe(6);
    const [{ n }] = await h.db
      .select({ n: count() })
      .from(callAttempts)
      .where(and(eq(callAttempts.taskId, t), eq(callAttempts.state, 'dialling')));
    expect(n).toBe(6);
  });

  it('follows the redial rule: classes, times, interval', async () => {
    const f = await seedBotAndLines(h.db, 'rd-t', 'rd-a', [
      { concurrency: 5, profile: { answerRate: 0, causeWeights: { '486': 1 } } },
    ]);
    const t = await seedTask(h.db, f, { customers: 3, redial: { classes: ['busy'], times: 2, intervalMin: 10 } });
    const base = Date.now();
    clock = base;
    const d = dialer();
    // n attempts each, all ended: the clock jumps below pass the stale limit (5 min), so a call
    // still in flight at a jump would be taken for one left by a dead instance and abandoned.
    const allAt = async (n: number) =>
      (await attemptsPerCustomer(t)).filter((p) => p.n === n).length === 3 &&
      rowsOf<{ n: number }>(
        await h.db.execute(
          sql`SELECT count(*)::int AS n FROM call_attempts WHERE task_id = ${t} AND state = 'dialling'`,
        ),
      )[0].n === 0;
    await until(() => allAt(1));
    clock = base + 9 * 60_000;
    await new Promise((r) => setTimeout(r, 300));
    expect(await allAt(1)).toBe(true); // not before the interval
    clock = base + 10 * 60_000;
    await until(() => allAt(2));
    clock = base + 20 * 60_000;
    await until(async () => (await statusOf(t)) === 'completed');
    clock = base + 60 * 60_000;
    await new Promise((r) => setTimeout(r, 200));
    await d.stop();
    const per = await attemptsPerCustomer(t);
    expect(per.map((p) => [p.n, p.maxno])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    const cs = await h.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, t));
    expect(cs.every((c) => c.status === 'failed' && c.lastResultClass === 'busy')).toBe(true);
    clock = Date.now();
  });

  it('makes no new call while paused or stopped', async () => {
    const f = await seedBotAndLines(h.db, 'ps-t', 'ps-a', [{ concurrency: 2, profile: { roundMs: 20 } }]);
    const t = await seedTask(h.db, f, { customers: 30, concurrency: 2 });
    const d = dialer();
    await until(async () => (await attemptsPerCustomer(t)).length >= 2);
    await h.db.update(outboundTasks).set({ status: 'paused' }).where(eq(outboundTasks.id, t));
    await new Promise((r) => setTimeout(r, 100)); // calls in flight finish
    const paused = (await attemptsPerCustomer(t)).length;
    await new Promise((r) => setTimeout(r, 300));
    expect((await attemptsPerCustomer(t)).length).toBe(paused);
    await h.db.update(outboundTasks).set({ status: 'running' }).where(eq(outboundTasks.id, t));
    await until(async () => (await attemptsPerCustomer(t)).length >= paused + 2);
    await h.db.update(outboundTasks).set({ status: 'stopped' }).where(eq(outboundTasks.id, t));
    await new Promise((r) => setTimeout(r, 100));
    const stopped = (await attemptsPerCustomer(t)).length;
    await new Promise((r) => setTimeout(r, 300));
    await d.stop();
    expect((await attemptsPerCustomer(t)).length).toBe(stopped);
    expect(stopped).toBeLessThan(30);
    expect(await statusOf(t)).toBe('stopped');
  });

  it('abandons attempts left dialling by a dead instance and moves their customers on', async () => {
    const f = await seedBotAndLines(h.db, 'rc-t', 'rc-a');
    const t = await seedTask(h.db, f, {
      customers: 2,
      status: 'paused',
      redial: { classes: ['other'], times: 1, intervalMin: 5 },
    });
    const cs = await h.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, t));
    const now = Date.now();
    for (const [i, c] of cs.entries()) {
      await h.db.insert(callAttempts).values({
        id: `dead-${i}`,
        taskId: t,
        customerId: c.customerId,
        tenantId: 'rc-t',
        attemptNo: 1 + i,
        workerId: 'dead-host',
        startedAt: new Date(now - (i === 0 ? 10 * 60_000 : 1000)),
      });
      await h.db
        .update(taskCustomers)
        .set({ status: 'calling', attempts: 1 + i })
        .where(and(eq(taskCustomers.taskId, t), eq(taskCustomers.customerId, c.customerId)));
    }
    expect(await recoverStale(h.db, now, 5 * 60_000)).toBe(1);
    const after = await h.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, t));
    const first = after.find((c) => c.customerId === cs[0].customerId);
    expect(first).toMatchObject({ status: 'waiting', lastResultClass: 'other' });
    expect(first?.nextAttemptAt?.getTime()).toBe(now + 5 * 60_000);
    expect(after.find((c) => c.customerId === cs[1].customerId)?.status).toBe('calling'); // young: still live
    const states = await h.db.select().from(callAttempts).where(eq(callAttempts.taskId, t));
    expect(states.map((a) => [a.id, a.state]).sort()).toEqual([
      ['dead-0', 'abandoned'],
      ['dead-1', 'dialling'],
    ]);
  });
  it('with concurrency 1 its records never overlap, and each starts when its call was dialled', async () => {
    // The simulated line decides a call at once and holds it for a few ms a round: a record must
    // say when the line really was busy, not the simulated talk time counted from the dial.
    const f = await seedBotAndLines(h.db, 'seq-t', 'seq-a', [{ concurrency: 5, profile: { roundMs: 10 } }]);
    const taskId = await seedTask(h.db, f, { customers: 8, concurrency: 1 });
    const real = startDialer({ db: h.db, now: () => Date.now(), log: quiet }, { tickMs: 20 });
    dialers.push(real);
    await until(async () => (await statusOf(taskId)) === 'completed');
    const rows = rowsOf<{ started: string; ended: string; a_started: string; a_ended: string; dur: number }>(
      await h.db.execute(sql`
        SELECT r.started_at AS started, r.ended_at AS ended, a.started_at AS a_started, a.ended_at AS a_ended,
          r.duration_sec AS dur
        FROM call_records r JOIN call_attempts a ON a.record_id = r.id
        WHERE r.task_id = ${taskId} ORDER BY r.started_at, r.id`),
    );
    expect(rows).toHaveLength(8);
    const ms = (v: string) => new Date(v).getTime();
    // Some answered call talked for seconds: the old records ran it from the dial into the next call.
    expect(rows.some((r) => r.dur > 1)).toBe(true);
    for (const [i, r] of rows.entries()) {
      // The record's interval lies within the attempt's: claimed, dialled, released, written.
      expect(ms(r.started)).toBeGreaterThanOrEqual(ms(r.a_started));
      expect(ms(r.ended)).toBeGreaterThanOrEqual(ms(r.started));
      expect(ms(r.ended)).toBeLessThanOrEqual(ms(r.a_ended));
      if (i > 0) expect(ms(r.started)).toBeGreaterThanOrEqual(ms(rows[i - 1].ended));
    }
  });
});
