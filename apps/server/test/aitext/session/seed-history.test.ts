/**
 * The demo dataset's text bot history: official-channel sessions of the last 30 days, written as
 * the chat engine writes them, with rollups equal to a recomputation, so every knowledge report,
 * the service overview and the knowledge analysis have figures on first start.
 */
import { getClicksReport, getKnowledgeReport, getLikeReport } from '@zhiyu/contract/modules/aikb/report-items';
import { getUsageReport, getWordsReport } from '@zhiyu/contract/modules/aikb/report-usage';
import { getKnowledgeStats, getServiceOverview } from '@zhiyu/contract/modules/aitext/stats';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAllTextRollups } from '../../../src/modules/aitext/rollup/service.ts';
import seedTextHistory from '../../../src/modules/aitext/session/seed.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { recompute, snapshot } from '../../helpers/text-recompute.ts';

let t: TestApp;
let token = '';
const today = () => zonedDay(Date.now(), 'Asia/Shanghai');
const monthAgo = () => zonedDay(Date.now() - 29 * 86_400_000, 'Asia/Shanghai');
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000', SEED_DEMO_TEXT: '1' });
  token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
}, 120_000);
afterAll(() => t?.close());

const get = async <T>(url: string, q: Record<string, unknown>) => {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]));
  const r = await call<T>(t.app, { method: 'GET', url: `${url}?${qs}`, token });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const range = () => ({ startDay: monthAgo(), endDay: today() });
const digest = async () =>
  rowsOf<{ s: string; m: string }>(
    await t.db.execute(sql`SELECT
      (SELECT md5(string_agg(concat_ws('|', id, channel_id, visitor_id, first_question, rounds, solved, transferred,
        scenes, rating), ',' ORDER BY id)) FROM text_sessions WHERE started_at < now() - interval '1 day') AS s,
      (SELECT md5(string_agg(concat_ws('|', m.id, m.kind, m.text, m.hit_ref_id, m.vote), ',' ORDER BY m.id))
        FROM text_messages m JOIN text_sessions x ON x.id = m.session_id
        WHERE x.started_at < now() - interval '1 day') AS m`),
  )[0];

describe('demo text history', () => {
  it('official channels of the demo tenant only, over the last 30 days, with every kind of outcome', async () => {
    const [s] = rowsOf<Record<string, string>>(
      await t.db.execute(sql`SELECT count(*)::text AS sessions, count(DISTINCT tenant_id)::text AS tenants,
        count(DISTINCT channel_id)::text AS channels, max(channel_type)::text AS max_type,
        count(DISTINCT (started_at AT TIME ZONE 'Asia/Shanghai')::date)::text AS days,
        count(*) FILTER (WHERE transferred)::text AS transferred, count(*) FILTER (WHERE solved)::text AS solved,
        count(*) FILTER (WHERE scenes & 1 <> 0)::text AS fallback, count(rating)::text AS rated
        FROM text_sessions`),
    );
    expect(s.tenants).toBe('1');
    expect(s.channels).toBe('2');
    expect(s.max_type).toBe('0');
    expect(Number(s.days)).toBeGreaterThanOrEqual(30);
    expect(Number(s.sessions)).toBeGreaterThan(120);
    for (const k of ['transferred', 'solved', 'fallback', 'rated']) expect(Number(s[k]), k).toBeGreaterThan(0);
    const kinds = rowsOf<{ kind: string }>(await t.db.execute(sql`SELECT DISTINCT kind FROM text_messages ORDER BY 1`));
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['answer', 'click', 'fallback', 'question', 'suggest', 'transfer', 'welcome']),
    );
    // Every hit is an item of the demo FAQ.
    const stray = rowsOf<{ n: string }>(
      await t.db.execute(sql`SELECT count(*)::text AS n FROM text_messages m
        WHERE m.hit_ref_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM kb_items i WHERE i.id = m.hit_ref_id)`),
    );
    expect(stray[0].n).toBe('0');
  });

  it('the rollups are those of the sessions: equal to a recomputation and to a rebuild', async () => {
    const live = await snapshot(t.db);
    expect(live.days.length).toBeGreaterThan(30);
    expect(live).toEqual(await recompute(t.db));
    await rebuildAllTextRollups(t.db);
    expect(await snapshot(t.db)).toEqual(live);
  });

  it('every knowledge report has figures for the last 30 days', async () => {
    type Totals = Record<string, number>;
    const k = await get<{ list: { hits: number }[]; totals: Totals }>(getKnowledgeReport.path, range());
    expect(k.list.length).toBeGreaterThan(5);
    expect(k.totals.hitItems).toBeGreaterThan(5);
    const c = await get<{ list: { clicks: number }[] }>(getClicksReport.path, range());
    expect(c.list.length).toBeGreaterThan(0);
    const l = await get<{ cards: Totals }>(getLikeReport.path, range());
    expect(l.cards.totalLikeCount).toBeGreaterThan(0);
    expect(l.cards.totalDislikeCount).toBeGreaterThan(0);
    const w = await get<{ list: { word: string }[] }>(getWordsReport.path, range());
    expect(w.list.length).toBeGreaterThan(5);
    const u = await get<{ rows: { sessions: number; answered: number }[] }>(getUsageReport.path, range());
    expect(u.rows.reduce((n, r) => n + r.sessions, 0)).toBeGreaterThan(120);
    expect(u.rows.reduce((n, r) => n + r.answered, 0)).toBeGreaterThan(0);
  });

  it('the service overview and the knowledge analysis have figures; test windows add nothing', async () => {
    type Kpi = { value: number };
    const o = await get<{ kpis: Record<string, Kpi> }>(getServiceOverview.path, range());
    for (const f of ['sessionTotal', 'servicePersonCount', 'totalSolvedCount', 'transferredToHumanCount'])
      expect(o.kpis[f].value, f).toBeGreaterThan(0);
    const withTest = await get<{ kpis: Record<string, Kpi> }>(getServiceOverview.path, {
      ...range(),
      includeTest: 1,
    });
    expect(withTest.kpis.sessionTotal.value).toBe(o.kpis.sessionTotal.value);
    const a = await get<{ list: unknown[]; totals: Record<string, number> }>(getKnowledgeStats.path, range());
    expect(a.list.length).toBeGreaterThan(5);
    expect(a.totals.clicks).toBeGreaterThan(0);
  });

  it('is deterministic: written again from scratch, the same rows', async () => {
    const before = await digest();
    await t.db.execute(sql`DELETE FROM text_messages`);
    await t.db.execute(sql`DELETE FROM text_sessions`);
    for (const x of ['text_rollup_days', 'text_rollup_visitors', 'text_rollup_items', 'text_rollup_words'])
      await t.db.execute(sql`DELETE FROM ${sql.identifier(x)}`);
    const t0 = performance.now();
    const r = await seedTextHistory(t.db, Date.now());
    const ms = performance.now() - t0;
    console.log(`demo text history: ${r.sessions} sessions, ${r.messages} messages in ${Math.round(ms)} ms`);
    // Its time is printed, not asserted: speed is measured by benchmarks, not by a test's clock.
    expect(await digest()).toEqual(before);
  });
});
