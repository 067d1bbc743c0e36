/**
 * 质检分析 (issue 21 §3 qulityAnalysis): figures read from the QC rollups kept as conversations are
 * scored; each figure equals the count of QC records its drill-down opens; the rollups equal a
 * rebuild from the scores after a re-score; bad ranges refused; another tenant sees nothing.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createQcRule, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { getQcAnalysis, type QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import {
  getQcRecord,
  listQcRecords,
  type QcRecordDetail,
  type QcRecordRow,
  reviewQcHit,
} from '@zhiyu/contract/modules/aihelper/qc-record';
import { addDays, zonedDay, zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { qcRollup } from '../../src/modules/aihelper/qc-rollup/service.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { jobsSettled } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
const TZ = 'Asia/Shanghai';
const today = zonedDay(Date.now(), TZ);
const range = { startDay: addDays(today, -1), endDay: today };
const instants = zonedDayRange(range.startDay, range.endDay, TZ);
let channel: AccessChannelRow & { key: string };
let rude: QcRuleRow;
let token3 = '';
const stamp = Date.now();
const send = ingestAs(
  () => s.app,
  () => channel,
);
const ok = async <T>(r: Promise<{ body: { code: string; data: T } }>) => {
  const b = (await r).body;
  expect(b.code, JSON.stringify(b)).toBe('000000');
  return b.data;
};
const report = (query: Record<string, unknown> = {}, token = s.token) =>
  callApi<QcAnalysis>(s.app, getQcAnalysis, { token, query: { ...range, ...query } });
const records = (query: Record<string, unknown>) =>
  ok(
    callApi<{ list: QcRecordRow[]; total: number }>(s.app, listQcRecords, {
      token: s.token,
      query: { pageNum: 1, pageSize: 100, ...instants, ...query },
    }),
  );
const rollupRows = async () =>
  rowsOf(
    await s.db.execute(sql`SELECT tenant_id, day::text, agent, skill_group, conversations, score_sum, passed, band_fail,
      band_fair, band_good, band_excellent, hits FROM ah_qc_rollup_days WHERE conversations <> 0 ORDER BY 1, 2, 3, 4`),
  ).concat(
    rowsOf(
      await s.db.execute(sql`SELECT tenant_id, day::text, agent, skill_group, point_id, hits, conversations
        FROM ah_qc_rollup_points WHERE hits <> 0 OR conversations <> 0 ORDER BY 1, 2, 3, 4, 5`),
    ),
  );

/** Calls of two agents: 'tenant' says the forbidden words `n` times, 'agent' never. */
function call(i: number, agent: string, n: number, group: string) {
  const id = `qca-${i}-${stamp}`;
  const says = Array.from({ length: n }, (_, k) =>
    line(id, 3 + k, 'agent', `这个不归我管${k}`, 3000 + k * 2000, 3800 + k * 2000),
  );
  return [
    {
      type: 'start',
      callId: id,
      seq: 1,
      agent,
      direction: 'in',
      customerNumber: '13900001111',
      skillGroup: group,
      at: stamp - 60_000,
    },
    line(id, 2, 'customer', '查一下话费', 1000, 1800),
    ...says,
    { type: 'end', callId: id, seq: 3 + n },
  ];
}

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = await ok(
    callApi(s.app, createAccessChannel, { token: s.token, body: { name: `分析渠道-${stamp}`, kind: 'cti' } }),
  );
  rude = await ok(
    callApi(s.app, createQcRule, {
      token: s.token,
      body: { name: `分析禁语-${stamp}`, kind: 'forbidden', words: ['不归我管'], strategy: 1, score: -15 },
    }),
  );
  const events = [
    ...call(1, 'tenant', 0, '信用卡'),
    ...call(2, 'tenant', 1, '信用卡'),
    ...call(3, 'tenant', 3, '宽带'),
    ...call(4, 'agent', 0, '宽带'),
    ...call(5, 'agent', 2, '宽带'),
  ];
  expect((await send(events)).body.code).toBe('000000');
  for (let i = 0; i < 100 && (await records({})).total < 5; i++) await new Promise((r) => setTimeout(r, 50));
  await jobsSettled(s.db);
});

describe('QC analysis', () => {
  it('reads the figures of the range: conversations, average, pass rate, hits, the distribution', async () => {
    const r = await ok(report());
    // Scores: 100, 85, 55, 100, 70 (−15 a hit, no cap).
    expect(r.figures.conversations.value).toBe(5);
    expect(r.figures.averageScore.value).toBe(82);
    expect(r.figures.passRate.value).toBeCloseTo(4 / 5);
    expect(r.figures.hitsPerConversation.value).toBe(1.2);
    expect(r.figures.conversations.previous).toBe(0);
    expect(r.bands.map((b) => [b.key, b.conversations])).toEqual([
      ['fail', 1],
      ['fair', 1],
      ['good', 1],
      ['excellent', 2],
    ]);
    expect(r.trend.map((t) => t.bucket)).toEqual([range.startDay, range.endDay]);
    expect(r.trend.reduce((n, t) => n + t.conversations, 0)).toBe(5);
    expect(r.points).toEqual([{ pointId: rude.id, pointName: rude.name, hits: 6, conversations: 3 }]);
    expect(r.agents.map((a) => [a.agent, a.conversations, a.averageScore])).toEqual([
      ['tenant', 3, 80],
      ['agent', 2, 85],
    ]);
    expect((await ok(report({ sortOrder: 'DESC' }))).agents.map((a) => a.agent)).toEqual(['agent', 'tenant']);
    expect((await ok(report({ skillGroup: '宽带' }))).figures.conversations.value).toBe(3);
  });

  it('each figure opens as many QC records as it counts', async () => {
    const r = await ok(report());
    expect((await records({})).total).toBe(r.figures.conversations.value);
    for (const b of r.bands) expect((await records({ scoreMin: b.from, scoreMax: b.to })).total).toBe(b.conversations);
    for (const a of r.agents) expect((await records({ agent: a.agent })).total).toBe(a.conversations);
    for (const g of r.skillGroups) expect((await records({ skillGroup: g.skillGroup })).total).toBe(g.conversations);
    for (const p of r.points) expect((await records({ pointId: p.pointId })).total).toBe(p.conversations);
  });

  it('keeps the rollups equal to a rebuild after a conversation is scored again', async () => {
    const worst = (await records({ sortField: 'score', sortOrder: 'ASC' })).list[0] as QcRecordRow;
    const d = await ok(callApi<QcRecordDetail>(s.app, getQcRecord, { token: s.token, query: { id: worst.id } }));
    const hit = d.hits[0];
    await ok(
      callApi(s.app, reviewQcHit, { token: s.token, body: { hitId: hit?.id, action: 'dispute', reason: '复核' } }),
    );
    await ok(
      callApi(s.app, reviewQcHit, { token: s.token, body: { hitId: hit?.id, action: 'accept', reason: '成立' } }),
    );
    const r = await ok(report());
    expect(r.figures.averageScore.value).toBe(85);
    expect(r.bands.find((b) => b.key === 'fail')?.conversations).toBe(0);
    expect(r.points[0]?.hits).toBe(5);
    const kept = await rollupRows();
    const rebuilt = await qcRollup.rebuild(s.db, await tenantOf(), range.startDay, range.endDay);
    expect(rebuilt.conversations).toBe(5);
    expect(await rollupRows()).toEqual(kept);
  });

  it('refuses a bad range, and shows another tenant nothing', async () => {
    expect((await report({ startDay: undefined })).body.code).toBe('190022');
    expect((await report({ startDay: '2026-02-30' })).body.code).toBe('190041');
    expect((await report({ startDay: addDays(today, 1), endDay: addDays(today, 2) })).body.code).toBe('190023');
    expect((await report({ startDay: today, endDay: addDays(today, -1) })).body.code).toBe('190024');
    expect((await report({ startDay: addDays(today, -400), endDay: today })).body.code).toBe('190042');
    expect((await report({ startDay: addDays(today, -400), endDay: today, granularity: 2 })).body.code).toBe('000000');
    const other = await ok(report({}, token3));
    expect(other.figures.conversations.value).toBe(0);
    expect(other.points).toEqual([]);
  });
});

async function tenantOf(): Promise<string> {
  const [row] = rowsOf<{ tenant_id: string }>(await s.db.execute(sql`SELECT tenant_id FROM ah_qc_scores LIMIT 1`));
  return row?.tenant_id ?? '';
}
