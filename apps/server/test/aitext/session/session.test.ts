import type { Page } from '@zhiyu/contract/list';
import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, closeSession, sendFeedback } from '@zhiyu/contract/modules/aitext/chat';
import type { SessionDetail, SessionRow } from '@zhiyu/contract/modules/aitext/session';
import {
  downloadTextSessionExport,
  exportTextSessions,
  exportTextSessionsStatus,
  getTextSession,
  listTextSessions,
} from '@zhiyu/contract/modules/aitext/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../fixtures/xlsx.ts';
import { call } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { ask, consoleGet, consolePost, LIB3, newSession, open, setupText, type TextSetup } from '../../helpers/text.ts';

let x: TextSetup;
const ids: Record<string, string> = {};
let from = 0;
let foreign = '';
beforeAll(async () => {
  x = await setupText();
  from = Date.now() - 1000;
  const k = x.widgetKey;
  // answered and liked · unknown question · asked for a human and rated 5 · an answer disliked
  ids.solved = await newSession(x.t, k, 'visitor-1');
  const a = await ask(x.t, k, ids.solved, '怎么申请退货');
  await open(x.t, sendFeedback, {
    channelKey: k,
    sessionId: ids.solved,
    messageId: a.body.data.replies[0].id,
    vote: 'like',
  });
  ids.unknown = await newSession(x.t, k, 'visitor-2');
  await ask(x.t, k, ids.unknown, '你们公司在哪个城市');
  ids.human = await newSession(x.t, k, 'visitor-1');
  await open(x.t, askHuman, { channelKey: k, sessionId: ids.human });
  await open(x.t, closeSession, { channelKey: k, sessionId: ids.human, rating: 5 });
  ids.disliked = await newSession(x.t, k, 'visitor-3');
  const b = await ask(x.t, k, ids.disliked, '怎么申请退货');
  await open(x.t, sendFeedback, {
    channelKey: k,
    sessionId: ids.disliked,
    messageId: b.body.data.replies[0].id,
    vote: 'dislike',
  });
  for (let i = 0; i < 4; i++) await newSession(x.t, k, `visitor-idle-${i}`);
  // Tenant 2003's own channel and session: never visible to tenant 2001.
  const c3 = await consolePost<{ widgetKey: string }>(x.t, x.token3, createChannelConfig, {
    name: '丙渠道',
    libraryIds: [LIB3],
  });
  foreign = await newSession(x.t, c3.body.data.widgetKey, 'ISO-MARK-visitor');
  await ask(x.t, c3.body.data.widgetKey, foreign, '怎么申请退货');
}, 300_000);
afterAll(() => x.t.close());

const list = (q: Record<string, unknown>, token = x.token) =>
  consoleGet<Page<SessionRow>>(x.t, token, listTextSessions, { from, to: Date.now() + 1000, pageSize: 100, ...q });
const idsOf = (p: Page<SessionRow>) => p.list.map((r) => r.id);

describe('session records', () => {
  it('lists the range newest first with the outcome of each session', async () => {
    const r = await list({});
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data.total).toBe(8);
    const times = r.body.data.list.map((s) => s.startedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = new Map(r.body.data.list.map((s) => [s.id, s]));
    expect(byId.get(ids.solved)).toMatchObject({
      solved: true,
      transferred: false,
      rounds: 1,
      scenes: [],
      channelName: '测试官网',
      firstQuestion: '怎么申请退货',
    });
    expect(byId.get(ids.unknown)).toMatchObject({ solved: false, scenes: [1], rounds: 1 });
    expect(byId.get(ids.human)).toMatchObject({ transferred: true, rating: 5, rounds: 0 });
    expect(byId.get(ids.human)?.closedAt).not.toBeNull();
    expect(byId.get(ids.disliked)).toMatchObject({ solved: false, scenes: [3] });
  });

  it('filters by outcome, scene, rating, visitor, channel and answered item; pages and sorts both ways', async () => {
    expect(idsOf((await list({ solved: 1 })).body.data)).toEqual([ids.solved]);
    expect(idsOf((await list({ transferred: 1 })).body.data)).toEqual([ids.human]);
    expect(idsOf((await list({ scene: 1 })).body.data)).toEqual([ids.unknown]);
    expect(idsOf((await list({ scene: 3 })).body.data)).toEqual([ids.disliked]);
    expect(idsOf((await list({ rating: 5 })).body.data)).toEqual([ids.human]);
    expect(idsOf((await list({ visitorId: 'visitor-1' })).body.data).sort()).toEqual([ids.solved, ids.human].sort());
    expect(idsOf((await list({ refId: 'i1' })).body.data).sort()).toEqual([ids.solved, ids.disliked].sort());
    expect((await list({ channelId: x.channelId })).body.data.total).toBe(8);
    expect((await list({ channelId: 'tch-2001-test' })).body.data.total).toBe(0);
    expect((await list({ channelType: 1 })).body.data.total).toBe(0);
    const p1 = await list({ pageSize: 5, pageNum: 1 });
    const p2 = await list({ pageSize: 5, pageNum: 2 });
    expect(p1.body.data.list).toHaveLength(5);
    expect(p2.body.data.list).toHaveLength(3);
    const asc = await list({ sortField: 'startedAt', sortOrder: 'ASC' });
    expect(idsOf(asc.body.data)).toEqual(idsOf((await list({})).body.data).reverse());
  });

  it('shows one conversation in order, with hits and votes', async () => {
    const d = await consoleGet<SessionDetail>(x.t, x.token, getTextSession, { id: ids.solved });
    expect(d.body.data.messages.map((m) => [m.role, m.kind])).toEqual([
      ['bot', 'welcome'],
      ['user', 'question'],
      ['bot', 'answer'],
    ]);
    expect(d.body.data.messages[2]).toMatchObject({ hitKind: 'item', hitRefId: 'i1', field: 'question', vote: 'like' });
  });

  it('refuses a missing or reversed time range (requirements §5) and unknown sessions', async () => {
    expect((await consoleGet(x.t, x.token, listTextSessions, {})).body.code).toBe('170024');
    expect((await consoleGet(x.t, x.token, listTextSessions, { from })).body.code).toBe('170024');
    expect((await consoleGet(x.t, x.token, listTextSessions, { from: from + 10, to: from })).body.code).toBe('170027');
    const future = Date.now() + 3 * 86_400_000;
    expect((await consoleGet(x.t, x.token, listTextSessions, { from: future, to: future + 1 })).body.code).toBe(
      '170026',
    );
    expect((await consoleGet(x.t, x.token, getTextSession, { id: 'none' })).body.code).toBe('170004');
  });

  it("keeps tenants apart: tenant 2003's sessions never reach tenant 2001, and the reverse", async () => {
    const mine = await list({});
    expect(idsOf(mine.body.data)).not.toContain(foreign);
    expect(JSON.stringify(mine.body)).not.toContain('ISO-MARK');
    await expectRefused(x.t.db, () => consoleGet(x.t, x.token, getTextSession, { id: foreign }), '170004');
    const theirs = await list({}, x.token3);
    expect(idsOf(theirs.body.data)).toEqual([foreign]);
    expect((await consoleGet(x.t, x.token3, getTextSession, { id: ids.solved })).body.code).toBe('170004');
  });

  it('exports the filtered sessions as a workbook', async () => {
    const r = await consolePost<{ jobId: string }>(x.t, x.token, exportTextSessions, {
      filter: { from, to: Date.now() + 1000, visitorId: 'visitor-1' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    let url = '';
    for (let i = 0; i < 400 && !url; i++) {
      const s = await consoleGet<{ status: boolean; files: { url: string }[] }>(
        x.t,
        x.token,
        exportTextSessionsStatus,
        {
          jobId: r.body.data.jobId,
        },
      );
      if (s.body.data.status) url = s.body.data.files[0].url;
      else await new Promise((res) => setTimeout(res, 50));
    }
    expect(url).toContain(downloadTextSessionExport.path);
    const res = await x.t.app.inject({ url, headers: { authorization: x.token } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '开始时间',
      '渠道',
      '渠道类型',
      '访客',
      '首个问题',
      '对话轮次',
      '是否解决',
      '是否转人工',
      '场景',
      '评分',
      '会话ID',
    ]);
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.slice(1).map((row) => [row[10], row]));
    // Numbers are number cells; empty cells are left out.
    const solved = byId.get(ids.solved) ?? [];
    expect(solved.slice(1, 8)).toEqual(['测试官网', '正式渠道', 'visitor-1', '怎么申请退货', 1, '是', '否']);
    expect([solved[8], solved[9]]).toEqual([undefined, undefined]);
    expect(byId.get(ids.human)?.[7]).toBe('是');
    expect(byId.get(ids.human)?.[9]).toBe(5);
    const other = await call(x.t.app, {
      url: `${downloadTextSessionExport.path}?jobId=${r.body.data.jobId}`,
      token: x.token3,
    });
    expect(other.body.code).toBe('100002');
  });
});
