import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, closeSession, openSession, sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildTextRollups } from '../../../src/modules/aitext/rollup/service.ts';
import { callApi } from '../../helpers/api.ts';
import { dbDigest } from '../../helpers/db.ts';
import { consolePost, LIB1, LIB3, setupText, suggestQuestion, type TextSetup } from '../../helpers/text.ts';
import { type Row, recompute, snapshot } from '../../helpers/text-recompute.ts';

/** The public chat calls the random sessions make, by the name the loop uses. */
const OPEN = {
  session: openSession,
  message: sendMessage,
  feedback: sendFeedback,
  human: askHuman,
  close: closeSession,
};

/**
 * 150 random sessions (seeded) of two tenants, written through the public chat API over several
 * days, on an official, a test-window and a hand-over channel: questions that answer, unknown
 * ones, did-you-mean clicks, images, emoji, angry words, keywords, likes, dislikes, humans and
 * ratings. The rollups kept by the live path must equal a recomputation in JavaScript from the
 * raw sessions and messages, and a rebuild.
 */
let x: TextSetup;
const SESSIONS = 150;

function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const QUESTIONS = [
  '怎么申请退货',
  '运费怎么计算',
  '发票怎么开',
  '修改收货地址',
  '积分能抵现吗',
  '退货运费',
  '会员等级',
  '你们老板是谁',
  '太差劲了，我要投诉',
  '😀😀',
];

beforeAll(async () => {
  x = await setupText();
  const add = (token: string, body: object) =>
    consolePost<{ widgetKey: string }>(x.t, token, createChannelConfig, body);
  const keys = [
    x.widgetKey,
    (await add(x.token, { name: '随机测试窗口', channelType: 1, libraryIds: [LIB1] })).body.data.widgetKey,
    (await add(x.token, { name: '随机转人工', libraryIds: [LIB1], transferScenes: [1, 3, 4], keywords: ['投诉'] })).body
      .data.widgetKey,
    (await add(x.token3, { name: '丙随机', libraryIds: [LIB3] })).body.data.widgetKey,
  ];
  const r = rng(7);
  const questions = [...QUESTIONS, suggestQuestion(), suggestQuestion()];
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  for (let i = 0; i < SESSIONS; i++) {
    const key = pick(keys);
    const ip = `10.0.${i >> 8}.${i & 255}`;
    const post = (path: keyof typeof OPEN, payload: object) =>
      callApi<any>(x.t.app, OPEN[path], { body: { channelKey: key, ...payload }, remoteAddress: ip });
    const opened = await post('session', { visitorId: `v${Math.floor(r() * 40)}` });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe('000000');
    const sessionId = opened.body.data.sessionId;
    const answers: string[] = [];
    const steps = Math.floor(r() * 5);
    for (let s = 0; s < steps; s++) {
      const roll = r();
      let res: Awaited<ReturnType<typeof post>>;
      if (roll < 0.1) res = await post('message', { sessionId, type: 'file' });
      else if (roll < 0.2 && answers.length) {
        res = await post('feedback', {
          sessionId,
          messageId: answers.shift(),
          vote: r() < 0.5 ? 'like' : 'dislike',
          reason: '随机',
        });
        continue;
      } else if (roll < 0.25) res = await post('human', { sessionId });
      else res = await post('message', { sessionId, text: pick(questions) });
      expect(res.body.code, JSON.stringify(res.body)).toBe('000000');
      for (const m of res.body.data.replies ?? []) {
        if (m.kind === 'answer') answers.push(m.id);
        if (m.kind === 'suggest' && r() < 0.7) {
          const c = await post('message', { sessionId, candidate: { messageId: m.id, refId: m.candidates[0].refId } });
          expect(c.body.code).toBe('000000');
          for (const n of c.body.data.replies) if (n.kind === 'answer') answers.push(n.id);
        }
      }
    }
    if (r() < 0.3) await post('close', { sessionId, rating: 1 + Math.floor(r() * 5) });
    x.t.advance(Math.floor(r() * 3 * 3_600_000));
  }
}, 600_000);
afterAll(() => x.t.close());

const spanOf = (rows: Row[], tenant: string) => {
  const days = rows
    .filter((r) => r.tenant_id === tenant)
    .map((r) => String(r.day))
    .sort();
  return [days[0], days[days.length - 1]];
};

describe('text rollups', () => {
  it('the live rollups equal a recomputation from the raw sessions and messages', async () => {
    const live = await snapshot(x.t.db);
    const again = await recompute(x.t.db);
    expect(live.days.length).toBeGreaterThan(4);
    expect(new Set(live.days.map((r) => r.day)).size).toBeGreaterThan(2);
    expect(new Set(live.days.map((r) => r.tenant_id))).toEqual(new Set(['2001', '2003']));
    expect(new Set(live.days.map((r) => r.channel_type))).toEqual(new Set([0, 1]));
    expect(live.items.some((r) => Number(r.clicks) > 0)).toBe(true);
    expect(live.items.some((r) => Number(r.dislikes) > 0)).toBe(true);
    expect(live.days.some((r) => Number(r.transferred) > 0 && Number(r.scene4) > 0)).toBe(true);
    expect(live.words.length).toBeGreaterThan(5);
    expect(live).toEqual(again);
  });

  it('a rebuild of every day gives the same rows, and running it again changes nothing', async () => {
    const live = await snapshot(x.t.db);
    for (const tenant of ['2001', '2003']) {
      const [from, to] = spanOf(live.days, tenant);
      const r = await rebuildTextRollups(x.t.db, tenant, from, to);
      expect(r.sessions).toBe(
        live.days.filter((d) => d.tenant_id === tenant).reduce((n, d) => n + Number(d.sessions), 0),
      );
    }
    expect(await snapshot(x.t.db)).toEqual(live);
    const [from, to] = spanOf(live.days, '2001');
    await rebuildTextRollups(x.t.db, '2001', from, to);
    expect(await snapshot(x.t.db)).toEqual(live);
  });

  it('a one-day rebuild repairs that day of that tenant only', async () => {
    const live = await snapshot(x.t.db);
    const days = [...new Set(live.days.filter((r) => r.tenant_id === '2001').map((r) => String(r.day)))].sort();
    const [d1, d2] = days;
    await x.t.db.execute(sql`UPDATE text_rollup_days SET sessions = sessions + 100
      WHERE tenant_id = '2001' AND day IN (${d1}::date, ${d2}::date)`);
    await x.t.db.execute(sql`DELETE FROM text_rollup_words WHERE tenant_id = '2001' AND day = ${d2}::date`);
    await rebuildTextRollups(x.t.db, '2001', d2, d2);
    const after = await snapshot(x.t.db);
    const bumped = (r: Row) =>
      r.day === d1 && r.tenant_id === '2001' ? { ...r, sessions: Number(r.sessions) + 100 } : r;
    expect(after.days).toEqual(live.days.map(bumped));
    expect(after.words).toEqual(live.words);
    await rebuildTextRollups(x.t.db, '2001', d1, d1);
    await rebuildTextRollups(x.t.db, '2003', d1, d2);
    expect(await snapshot(x.t.db)).toEqual(live);
  });

  it('refuses bad days and changes nothing', async () => {
    const before = await dbDigest(x.t.db);
    await expect(rebuildTextRollups(x.t.db, '2001', '2026-02-30', '2026-03-01')).rejects.toThrow(RangeError);
    await expect(rebuildTextRollups(x.t.db, '2001', '2026-03-02', '2026-03-01')).rejects.toThrow(RangeError);
    expect(await dbDigest(x.t.db)).toEqual(before);
  });
});
