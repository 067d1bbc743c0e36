import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCall } from '../../../src/modules/aicall/dialer/finish.ts';
import { seededRandom, simulateCall } from '../../../src/modules/aicall/dialer/simulated-line.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { addToRollups, rebuildRollups } from '../../../src/modules/aicall/rollup/service.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { FAST_PROFILE, type Fixture, seedBotAndLines, testFlow } from '../../fixtures/dialer.ts';
import { randomCalls, recompute, rollupRows, sorted } from '../../fixtures/rollup.ts';
import { dbDigest, freshDb } from '../../helpers/db.ts';

const END = Date.parse('2026-11-21T04:00:00Z');

describe('call rollups', () => {
  let h: DbHandle;
  let t1: Fixture;
  let t2: Fixture;
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
    t1 = await seedBotAndLines(h.db, 't1', 'a1');
    t2 = await seedBotAndLines(h.db, 't2', 'a2');
    await randomCalls(h.db, t1, 160, 11, END);
    await randomCalls(h.db, t2, 40, 12, END);
  }, 120_000);
  afterAll(() => h.close());

  it('equal a recomputation from the raw records, kept as calls finish', async () => {
    const records = await h.db.select().from(callRecords);
    expect(records).toHaveLength(200);
    const want = recompute(records);
    const got = await rollupRows(h.db);
    expect(sorted(got.days)).toEqual(sorted(want.days));
    expect(sorted(got.counts)).toEqual(sorted(want.counts));
    // The random data reaches every kind, both directions and several days.
    const kinds = new Set(got.counts.map((c) => c.kind));
    expect([...kinds].sort()).toEqual([
      'class',
      'hangupIntent',
      'intent',
      'level',
      'nodeSystem',
      'nodeUser',
      'tag',
      'unrecognised',
    ]);
    expect(new Set(got.days.map((d) => d.direction))).toEqual(new Set([0, 1]));
    expect(new Set(got.days.map((d) => d.day)).size).toBeGreaterThanOrEqual(4);
    const calls = got.days.filter((d) => d.tenant_id === 't1').reduce((s, d) => s + (d.calls as number), 0);
    expect(calls).toBe(160);
  });

  it('equal what a rebuild computes, and a rebuild is idempotent', async () => {
    const live = await rollupRows(h.db, 't1');
    const r = await rebuildRollups(h.db, 't1', '2026-11-01', '2026-11-30');
    expect(r.calls).toBe(160);
    expect(await rollupRows(h.db, 't1')).toEqual(live);
    await rebuildRollups(h.db, 't1', '2026-11-01', '2026-11-30');
    expect(await rollupRows(h.db, 't1')).toEqual(live);
  });

  it('rebuild repairs the range of one tenant only and leaves other days and tenants as they are', async () => {
    const t2Before = await rollupRows(h.db, 't2');
    await h.db.execute(sql`UPDATE call_rollup_days SET calls = calls + 1000`);
    await h.db.execute(sql`UPDATE call_rollup_counts SET n = n + 1000`);
    const days = [...new Set((await rollupRows(h.db, 't1')).days.map((d) => d.day as string))].sort();
    const [first, ...rest] = days;
    await rebuildRollups(h.db, 't1', rest[0], rest[rest.length - 1]);
    const after = await rollupRows(h.db);
    const t1Days = after.days.filter((d) => d.tenant_id === 't1');
    // The day before the range keeps the inflated numbers; the range is right again.
    for (const d of t1Days) expect((d.calls as number) >= 1000).toBe(d.day === first);
    for (const d of after.days.filter((d) => d.tenant_id === 't2')) expect(d.calls as number).toBeGreaterThan(1000);
    await rebuildRollups(h.db, 't2', '2026-11-01', '2026-11-30');
    expect(await rollupRows(h.db, 't2')).toEqual(t2Before);
    await rebuildRollups(h.db, 't1', first, first);
    const records = await h.db.select().from(callRecords).where(eq(callRecords.tenantId, 't1'));
    const want = recompute(records);
    const got = await rollupRows(h.db, 't1');
    expect(sorted(got.days)).toEqual(sorted(want.days));
    expect(sorted(got.counts)).toEqual(sorted(want.counts));
  });

  it('refuses bad days without changing anything', async () => {
    const before = await dbDigest(h.db);
    await expect(rebuildRollups(h.db, 't1', '2026-02-30', '2026-03-01')).rejects.toThrow(RangeError);
    await expect(rebuildRollups(h.db, 't1', '2026-11-02', '2026-11-01')).rejects.toThrow(/after/);
    await expect(rebuildRollups(h.db, 't1', '20261101', '2026-11-30')).rejects.toThrow(/YYYY-MM-DD/);
    expect(await dbDigest(h.db)).toEqual(before);
  });
});

describe('call rollup days', () => {
  let h: DbHandle;
  let f: Fixture;
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
    f = await seedBotAndLines(h.db, 't9', 'a9');
  }, 60_000);
  afterAll(() => h.close());

  const call = (startedAt: number, seed: number) =>
    finishCall(h.db, {
      tenantId: 't9',
      appId: 'a9',
      direction: 0,
      taskId: null,
      customerId: null,
      phone: '13800138000',
      lineId: f.lineIds[0],
      lineNumber: '0105555',
      botId: f.botId,
      botVersion: 1,
      startedAt,
      outcome: simulateCall({ flow: testFlow(), profile: FAST_PROFILE, random: seededRandom(seed), direction: 0 }),
    });

  it("are the tenant's Shanghai days, not UTC ones", async () => {
    await call(Date.parse('2026-11-20T15:30:00Z'), 1); // 23:30 on 20 November in Shanghai
    await call(Date.parse('2026-11-20T16:30:00Z'), 2); // 00:30 on 21 November in Shanghai, still the 20th in UTC
    await call(Date.parse('2026-11-19T16:00:00Z'), 3); // midnight opening 20 November in Shanghai
    const byDay = (await rollupRows(h.db, 't9')).days.map((d) => [d.day, d.calls]);
    expect(byDay).toEqual([
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
    // A rebuild of one Shanghai day takes exactly that day's calls.
    expect((await rebuildRollups(h.db, 't9', '2026-11-21', '2026-11-21')).calls).toBe(1);
    expect((await rebuildRollups(h.db, 't9', '2026-11-20', '2026-11-20')).calls).toBe(2);
    expect((await rebuildRollups(h.db, 't9', '2026-11-19', '2026-11-19')).calls).toBe(0);
  });

  it('roll back with the transaction that writes the record', async () => {
    const before = await rollupRows(h.db, 't9');
    const [rec] = await h.db.select().from(callRecords).limit(1);
    await expect(
      h.db.transaction(async (tx) => {
        await tx.insert(callRecords).values({ ...rec, id: 'rolled-back' });
        await addToRollups(tx as never, { id: 'rolled-back', tenantId: 't9' });
        throw new Error('the call could not be settled');
      }),
    ).rejects.toThrow(/settled/);
    expect(await rollupRows(h.db, 't9')).toEqual(before);
  });
});
