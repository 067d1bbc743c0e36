/**
 * QC records (issue 21 §1): every finished conversation scored after it ends by the tenant's QC
 * points — scoring rules with their caps, trigger counts, post-call points that never warn the
 * desk — the hits with their lines, a supervisor's confirm and dispute, a dispute resolved with a
 * reason (an accepted one voids the hit and re-scores), a line after the end re-scoring, each
 * point's hits by day and agent; bad input refused with nothing changed; another tenant sees nothing.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createQcRule, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import {
  downloadQcRecordsExport,
  exportQcRecords,
  exportQcRecordsStatus,
  getQcRecord,
  listQcRecords,
  type QcPointHits,
  type QcRecordDetail,
  type QcRecordRow,
  qcPointHits,
  reviewQcHit,
} from '@zhiyu/contract/modules/aihelper/qc-record';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ahConversations } from '../../src/modules/aihelper/ingest/table.ts';
import { ahAlerts } from '../../src/modules/aihelper/qc/table.ts';
import { readXlsx } from '../fixtures/xlsx.ts';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { dbDigest, jobsSettled } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
const stamp = Date.now();
const group = `质检组-${stamp}`;
const calls = { bad: `qcs-a-${stamp}`, clean: `qcs-b-${stamp}` };
const from = stamp - 120_000;
const to = () => Date.now() + 1000;
const send = ingestAs(
  () => s.app,
  () => channel,
);
const points: Record<string, QcRuleRow> = {};
type Page = { list: QcRecordRow[]; total: number };
const list = (query: Record<string, unknown>, token = s.token) =>
  callApi<Page>(s.app, listQcRecords, { token, query: { pageNum: 1, pageSize: 100, from, to: to(), ...query } });
const ok = async <T>(r: Promise<{ body: { code: string; data: T } }>) => {
  const b = (await r).body;
  expect(b.code, JSON.stringify(b)).toBe('000000');
  return b.data;
};
const detail = (id: string) => ok(callApi<QcRecordDetail>(s.app, getQcRecord, { token: s.token, query: { id } }));
const review = (body: Record<string, unknown>, token = s.token) =>
  callApi<{ row: QcRecordRow }>(s.app, reviewQcHit, { token, body });

/** The conversation of a call, once its record is scored (the scoring job runs in the background). */
async function scored(callId: string, minScoredAt = 0): Promise<QcRecordRow> {
  const [conv] = await s.db.select().from(ahConversations).where(eq(ahConversations.callId, callId));
  for (let i = 0; i < 100; i++) {
    const row = (await list({ skillGroup: group })).body.data.list.find((r) => r.id === conv?.id);
    if (row && row.scoredAt > minScoredAt) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${callId} was not scored`);
}

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown) =>
    ok(callApi<T>(s.app, endpoint, { token: s.token, body }));
  channel = await post(createAccessChannel, { name: `质检渠道-${stamp}`, kind: 'cti' });
  const point = async (key: string, body: Record<string, unknown>) => {
    points[key] = await post<QcRuleRow>(createQcRule, { name: `${key}-${stamp}`, ...body });
  };
  // -5 a time, at most -10 however often it is said.
  await point('禁语', { kind: 'forbidden', words: ['不归我管'], strategy: 1, score: -5, cap: 10 });
  // Judged only after the end: the desk is never warned of it.
  await point('投诉退款', {
    kind: 'pattern',
    pattern: '退款&(投诉|举报)&!已解决',
    speaker: 'customer',
    mode: 'postCall',
    strategy: 1,
    score: -20,
  });
  // A count: hits, no points.
  await point('结束语', { kind: 'required', phase: 'closing', words: ['再见'], strategy: 0 });
  await point('致谢', { kind: 'forbidden', words: ['感谢您'], strategy: 1, score: 5 });
  const start = (callId: string) => ({
    type: 'start',
    callId,
    seq: 1,
    agent: 'tenant',
    direction: 'in',
    customerNumber: '13912345678',
    skillGroup: group,
    at: stamp - 60_000,
  });
  const r = await send([
    start(calls.bad),
    line(calls.bad, 2, 'customer', '我要退款，不然我就投诉你们'),
    line(calls.bad, 3, 'agent', '这个不归我管'),
    line(calls.bad, 4, 'agent', '真的不归我管'),
    line(calls.bad, 5, 'agent', '还是不归我管'),
    line(calls.bad, 6, 'agent', '您稍等'),
    { type: 'end', callId: calls.bad, seq: 7 },
    start(calls.clean),
    line(calls.clean, 2, 'customer', '查一下话费'),
    line(calls.clean, 3, 'agent', '感谢您的来电，再见'),
    { type: 'end', callId: calls.clean, seq: 4 },
  ]);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
});

describe('post-call scoring', () => {
  it('scores each finished conversation: capped deductions, post-call points, counts without points', async () => {
    const bad = await scored(calls.bad);
    // 100 - 10 (three -5, capped at 10) - 20 (the post-call pattern).
    expect(bad).toMatchObject({
      score: 70,
      agent: 'tenant',
      skillGroup: group,
      customerNumber: '139****5678',
      disputed: 0,
    });
    const d = await detail(bad.id);
    const of = (key: string) => d.hits.filter((h) => h.pointId === points[key]?.id);
    expect(of('禁语').map((h) => h.score)).toEqual([-5, -5, 0]);
    expect(of('禁语').map((h) => h.text)).toEqual(['这个不归我管', '真的不归我管', '还是不归我管']);
    expect(of('投诉退款')).toEqual([
      expect.objectContaining({ score: -20, detail: '退款、投诉', speaker: 'customer', mode: 'postCall' }),
    ]);
    expect(of('结束语')).toEqual([expect.objectContaining({ score: 0, strategy: 0, utteranceId: null })]);
    expect(bad.hits).toBe(d.hits.length);
    expect(d.lines.map((l) => l.text)).toContain('您稍等');
    // The post-call point never warned the desk; the real-time one did.
    const alerts = await s.db.select().from(ahAlerts).where(eq(ahAlerts.conversationId, bad.id));
    expect(alerts.some((a) => a.ruleId === points['投诉退款']?.id)).toBe(false);
    expect(alerts.some((a) => a.ruleId === points['禁语']?.id)).toBe(true);
  });

  it('keeps the score within full marks when points are added', async () => {
    const clean = await scored(calls.clean);
    expect(clean.score).toBe(100);
    const d = await detail(clean.id);
    expect(d.hits.map((h) => [h.pointId, h.score])).toEqual([[points['致谢']?.id, 5]]);
  });

  it('filters by point, score and state', async () => {
    const bad = await scored(calls.bad);
    const clean = await scored(calls.clean);
    const ids = async (q: Record<string, unknown>) =>
      (await ok(list({ skillGroup: group, ...q }))).list.map((r) => r.id);
    expect(await ids({ pointId: points['投诉退款']?.id })).toEqual([bad.id]);
    expect(await ids({ scoreMax: 80 })).toEqual([bad.id]);
    expect(await ids({ scoreMin: 90 })).toEqual([clean.id]);
    expect((await ids({ sortField: 'score', sortOrder: 'ASC' }))[0]).toBe(bad.id);
    expect(await ids({ state: 'disputed' })).toEqual([]);
    expect((await list({ from: undefined })).body.code).toBe('190022');
  });

  it('a dispute waits, an accepted one voids the hit and re-scores; each step only once', async () => {
    const bad = await scored(calls.bad);
    const hit = (await detail(bad.id)).hits.find((h) => h.pointId === points['投诉退款']?.id);
    await jobsSettled(s.db);
    const before = await dbDigest(s.db);
    // A dispute needs a reason; a resolution needs a dispute; nothing is written by a refusal.
    expect((await review({ hitId: hit?.id, action: 'dispute' })).body.code).not.toBe('000000');
    expect((await review({ hitId: hit?.id, action: 'accept', reason: '客户已撤回' })).body.code).toBe('190040');
    expect((await review({ hitId: 'hit-none', action: 'confirm' })).body.code).toBe('190039');
    expect((await review({ hitId: hit?.id, action: 'confirm' }, token3)).body.code).toBe('190039');
    expect(await dbDigest(s.db)).toEqual(before);

    const disputed = await ok(review({ hitId: hit?.id, action: 'dispute', reason: '客户是在咨询流程' }));
    expect(disputed.row).toMatchObject({ disputed: 1, score: 70 });
    expect(await (await ok(list({ state: 'disputed', skillGroup: group }))).list.map((r) => r.id)).toEqual([bad.id]);
    expect((await review({ hitId: hit?.id, action: 'dispute', reason: '再次' })).body.code).toBe('190040');
    const accepted = await ok(review({ hitId: hit?.id, action: 'accept', reason: '核实无投诉意图' }));
    expect(accepted.row).toMatchObject({ disputed: 0, score: 90, hits: bad.hits - 1 });
    const h = (await detail(bad.id)).hits.find((x) => x.id === hit?.id);
    expect(h).toMatchObject({
      score: -20,
      review: 3,
      disputeReason: '客户是在咨询流程',
      resolveReason: '核实无投诉意图',
      reviewer: 'tenant',
      resolver: 'tenant',
    });
    expect(await (await ok(list({ pointId: points['投诉退款']?.id, skillGroup: group }))).list).toEqual([]);
  });

  it('a rejected dispute stands, a confirmed hit is kept; a line after the end re-scores and keeps reviews', async () => {
    const bad = await scored(calls.bad);
    const [first, second] = (await detail(bad.id)).hits.filter((x) => x.pointId === points['禁语']?.id);
    await ok(review({ hitId: first?.id, action: 'confirm' }));
    await ok(review({ hitId: second?.id, action: 'dispute', reason: '语气词' }));
    expect((await ok(review({ hitId: second?.id, action: 'reject', reason: '确属推诿' }))).row.score).toBe(90);
    // A late line: the agent says goodbye after all, so the closing count no longer hits.
    await send([line(calls.bad, 8, 'agent', '好的，再见', 9000, 9800)]);
    const again = await scored(calls.bad, bad.scoredAt);
    const d = await detail(again.id);
    expect(d.hits.some((x) => x.pointId === points['结束语']?.id)).toBe(false);
    expect(d.hits.find((x) => x.id === first?.id)?.review).toBe(1);
    expect(d.hits.find((x) => x.id === second?.id)?.review).toBe(4);
    expect(again.score).toBe(90);
  });

  it("counts a point's hits by day and agent, with the latest lines", async () => {
    const r = await ok(
      callApi<QcPointHits>(s.app, qcPointHits, { token: s.token, query: { id: points['禁语']?.id, from, to: to() } }),
    );
    expect(r).toMatchObject({ total: 3, conversations: 1, byAgent: [{ agent: 'tenant', hits: 3, conversations: 1 }] });
    expect(r.byDay.reduce((n, d) => n + d.hits, 0)).toBe(3);
    expect(r.latest.map((l) => l.text).sort()).toEqual(['真的不归我管', '这个不归我管', '还是不归我管'].sort());
    const other = await callApi(s.app, qcPointHits, {
      token: token3,
      query: { id: points['禁语']?.id, from, to: to() },
    });
    expect(other.body.code).toBe('190010');
  });

  it('exports the filtered records as a workbook with the points hit, numbers masked', async () => {
    const r = await ok(
      callApi<{ jobId: string }>(s.app, exportQcRecords, {
        token: s.token,
        body: { filter: { from, to: to(), skillGroup: group } },
      }),
    );
    let url = '';
    for (let i = 0; i < 400 && !url; i++) {
      const st = await callApi<{ status: boolean; files: { url: string }[] }>(s.app, exportQcRecordsStatus, {
        token: s.token,
        query: { jobId: r.jobId },
      });
      if (st.body.data.status) url = st.body.data.files[0]?.url ?? '';
      else await new Promise((res) => setTimeout(res, 50));
    }
    expect(url).toContain(downloadQcRecordsExport.path);
    const rows = await readXlsx((await s.app.inject({ url, headers: { authorization: s.token } })).rawPayload);
    expect(rows[0]).toEqual([
      '开始时间',
      '时长（秒）',
      '坐席',
      '技能组',
      '接入渠道',
      '客户号码',
      '质检得分',
      '命中次数',
      '待处理申诉',
      '命中质检点',
    ]);
    expect(rows).toHaveLength(3);
    const bad = rows.find((row) => String(row[9]).includes(`禁语-${stamp}`));
    expect(bad?.[5]).toBe('139****5678');
    expect(JSON.stringify(rows)).not.toContain('13912345678');
    // Another tenant's download of the job is refused.
    expect((await s.app.inject({ url, headers: { authorization: token3 } })).statusCode).not.toBe(200);
  });

  it('another tenant sees none of the records', async () => {
    const bad = await scored(calls.bad);
    expect((await ok(list({}, token3))).list).toEqual([]);
    expect((await callApi(s.app, getQcRecord, { token: token3, query: { id: bad.id } })).body.code).toBe('190025');
  });
});
