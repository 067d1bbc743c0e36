import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAllTextRollups } from '../../../src/modules/aitext/rollup/service.ts';
import { seedTextVolume } from '../../../src/modules/aitext/rollup/volume.ts';
import { overview } from '../../../src/modules/aitext/stats/overview.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { type TestApp, testApp } from '../../helpers/app.ts';
import { recompute, snapshot } from '../../helpers/text-recompute.ts';

/** The volume seed behind the metrics benchmark writes what the chat engine would, rollups included. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({});
}, 300_000);
afterAll(() => t.close());

describe('text volume seed', () => {
  it('writes about eight messages a session over the days asked, with consistent flags and rollups', async () => {
    const r = await seedTextVolume(t.db, { tenantId: DEMO.tenant1, appId: DEMO.appid1, messages: 4000, days: 3 });
    expect(r.sessions).toBe(3 * Math.ceil(500 / 3));
    expect(r.messages / r.sessions).toBeGreaterThan(6);
    expect(r.messages / r.sessions).toBeLessThan(10);
    const [bad] = rowsOf<{ n: string }>(
      await t.db.execute(sql`SELECT count(*) AS n FROM text_sessions
        WHERE solved <> (answers > 0 AND NOT disliked AND NOT transferred) OR rounds * 2 + 1 <> messages`),
    );
    expect(Number(bad.n)).toBe(0);
    const days = rowsOf<{ d: string }>(
      await t.db.execute(
        sql`SELECT DISTINCT (started_at AT TIME ZONE 'Asia/Shanghai')::date::text AS d FROM text_sessions`,
      ),
    );
    expect(days).toHaveLength(3);
    const live = await snapshot(t.db);
    expect(live.days.length).toBeGreaterThan(3);
    expect(live.items.some((x) => Number(x.dislikes) > 0)).toBe(true);
    expect(live).toEqual(await recompute(t.db));
    await rebuildAllTextRollups(t.db);
    expect(await snapshot(t.db)).toEqual(live);
  });

  it('the overview estimates persons of long ranges from the sketches, close to the exact count', async () => {
    const [span] = rowsOf<{ a: string; b: string }>(
      await t.db.execute(sql`SELECT min(day)::text AS a, max(day)::text AS b FROM text_rollup_days`),
    );
    const q = { startDay: span.a, endDay: span.b, granularity: 1 as const, includeTest: 1 as const };
    const scope = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
    const exact = await overview(t.db, scope, q, Date.now());
    const sketched = await overview(t.db, scope, q, Date.now(), 0);
    const n = exact.kpis.servicePersonCount.value;
    expect(n).toBeGreaterThan(300);
    expect(Math.abs(sketched.kpis.servicePersonCount.value - n) / n).toBeLessThan(0.05);
    // Day buckets are exact either way (the day rows' own counts).
    expect(sketched.trend.map((b) => b.servicePersonCount)).toEqual(exact.trend.map((b) => b.servicePersonCount));
    expect(sketched.kpis.sessionTotal).toEqual(exact.kpis.sessionTotal);
  });
});

describe('HyperLogLog sketches of long ranges', () => {
  it('estimate distinct persons within a few percent, and exactly for a handful', async () => {
    const { hllEstimate, hllMerge, hllRegister, HLL_SIZE } = await import('../../../src/modules/aitext/rollup/hll.ts');
    const [row] = rowsOf<{ keys: string[] }>(
      await t.db.execute(
        sql`SELECT array_agg(hashtextextended('c:' || g, 0)::text) AS keys FROM generate_series(1, 100000) g`,
      ),
    );
    const sketchOf = (keys: string[]) => {
      const s = new Uint8Array(HLL_SIZE);
      for (const k of keys) {
        const { idx, rho } = hllRegister(BigInt(k));
        s[idx] = Math.max(s[idx], rho);
      }
      return s;
    };
    for (const n of [5, 1000, 100_000]) {
      const est = hllEstimate(sketchOf(row.keys.slice(0, n)));
      expect(Math.abs(est - n) / n, `n=${n} est=${est}`).toBeLessThan(n <= 5 ? 0.0001 : 0.05);
    }
    // Sketches merge: two halves give the whole's estimate.
    const whole = sketchOf(row.keys);
    const halves = hllMerge([sketchOf(row.keys.slice(0, 50_000)), sketchOf(row.keys.slice(50_000))]);
    expect(hllEstimate(halves)).toBe(hllEstimate(whole));
  });
});
