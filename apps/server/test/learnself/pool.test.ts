/** Data flow-back (requirements R4 §1): rules, runs, masking, no utterance pooled twice. */
import { simulateInbound } from '@zhiyu/contract/modules/aicall/inbound';
import { getRecordDetail } from '@zhiyu/contract/modules/aicall/record';
import {
  createFlowRule,
  deleteFlowRules,
  type FlowRuleRow,
  listFlowRules,
  listPool,
  type PoolRow,
  runFlowRule,
} from '@zhiyu/contract/modules/learnself/pool';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callLines } from '../../src/modules/aicall/line/table.ts';
import { textMessages, textSessions } from '../../src/modules/aitext/session/table.ts';
import { maskNumbers } from '../../src/modules/learnself/pool/mask.ts';
import { dueRules } from '../../src/modules/learnself/pool/service.ts';
import { lsFlowRules } from '../../src/modules/learnself/pool/table.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { callApi } from '../helpers/api.ts';
import { signedIn } from '../helpers/signed-in.ts';

// Records are read as soon as they are written (production waits FLOW_SETTLE_MS).
const s = signedIn('tenant', { FLOW_SETTLE_MS: '0' });
type Page<T> = { list: T[]; total: number };
const OFF_SCRIPT = ['我的号码是13912345678你们记一下', '能不能分期付款', '能不能分期付款！'];

beforeAll(async () => {
  // Every reply of the simulated caller is off-script: one of the phrases above.
  const [line] = await s.db.select().from(callLines).where(eq(callLines.id, 'demo-line-inbound'));
  await s.db
    .update(callLines)
    .set({
      simulation: {
        ...(line.simulation ?? {}),
        answerRate: 1,
        unrecognisedRate: 1,
        silenceRate: 0,
        roundMs: 0,
        causeWeights: { '775': 1 },
        phrases: OFF_SCRIPT,
      },
    })
    .where(eq(callLines.id, 'demo-line-inbound'));
});

/**
 * Places simulated inbound calls until the callers have said each of `phrases` at least once (the
 * simulated caller picks its words at random, and now and then hangs up before speaking).
 */
async function callsSaying(phrases: string[]) {
  const said = new Set<string>();
  for (let i = 0; i < 60 && phrases.some((p) => !said.has(p)); i++) {
    const r = await callApi<{ recordId: string }>(s.app, simulateInbound, {
      token: s.token,
      body: { lineId: 'demo-line-inbound', caller: '13800001111' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const d = await callApi<{ transcript: { role: string; text: string }[] }>(s.app, getRecordDetail, {
      token: s.token,
      query: { id: r.body.data.recordId },
    });
    for (const t of d.body.data.transcript) if (t.role === 'user') said.add(t.text);
  }
  expect(phrases.filter((p) => !said.has(p))).toEqual([]);
}

async function ran(ruleId: string) {
  const r = await callApi<{ jobId: string }>(s.app, runFlowRule, { token: s.token, body: { id: ruleId } });
  expect(r.body.code).toBe('000000');
  for (let i = 0; i < 300; i++) {
    const [row] = await s.db.select().from(lsFlowRules).where(eq(lsFlowRules.id, ruleId));
    if (!row.jobId) return row;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('flow-back did not finish');
}

const pool = async (query: Record<string, unknown>) =>
  (await callApi<Page<PoolRow>>(s.app, listPool, { token: s.token, query: { pageSize: 100, ...query } })).body.data;

describe('masking', () => {
  it.each([
    ['手机13812345678', '手机[手机号]'],
    ['号码 139-1234-5678 呢', '号码 [手机号] 呢'],
    ['身份证号11010519491231002X', '身份证号[身份证号]'],
    ['卡号 6222 0212 3456 7890 123', '卡号 [银行卡号]'],
    ['幺三八一二三四五六七八', '[手机号]'],
    ['座机010-12345678', '座机[号码]'],
    ['我要3个套餐', '我要3个套餐'],
    ['１３８１２３４５６７８', '[手机号]'],
  ])('%s → %s', (input, masked) => expect(maskNumbers(input)).toBe(masked));
});

describe('flow-back of calls', () => {
  it('pools what callers said that was not recognised, masked, counted, and never twice', async () => {
    await callsSaying(OFF_SCRIPT);
    const made = await callApi<FlowRuleRow>(s.app, createFlowRule, {
      token: s.token,
      body: { name: '呼入未识别', source: 'call', schedule: 'manual' },
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('000000');
    const first = await ran(made.body.data.id);
    const rows = (await pool({ source: 'call', kind: 'unrecognised' })).list;
    const texts = rows.map((r) => r.text);
    expect(texts).toContain('我的号码是[手机号]你们记一下');
    // Two ways of writing the same words are one utterance.
    expect(texts.filter((t) => t.startsWith('能不能分期付款'))).toHaveLength(1);
    const stored = rowsOf<{ text: string }>(await s.db.execute(sql`SELECT text FROM ls_pool`));
    expect(stored.some((r) => r.text.includes('13912345678'))).toBe(false);
    const total = rows.reduce((a, r) => a + r.occurrences, 0);
    expect(total).toBe(first.lastPooled);
    expect(rows.every((r) => r.botName !== '' && r.prediction === '')).toBe(true);

    // A second run reads nothing new: nothing is counted twice.
    const again = await ran(made.body.data.id);
    expect(again.lastPooled).toBe(0);
    expect((await pool({ source: 'call' })).list.reduce((a, r) => a + r.occurrences, 0)).toBe(total);

    // New calls are read by the next run and counted onto the same rows.
    await callsSaying([OFF_SCRIPT[1]]);
    const third = await ran(made.body.data.id);
    expect(third.lastPooled).toBeGreaterThan(0);
    expect((await pool({ source: 'call' })).list.reduce((a, r) => a + r.occurrences, 0)).toBe(total + third.lastPooled);
    const rules = await callApi<FlowRuleRow[]>(s.app, listFlowRules, { token: s.token });
    expect(rules.body.data.find((r) => r.id === made.body.data.id)?.lastRunAt).not.toBeNull();
  }, 60_000);

  it('filters by text, score range and time', async () => {
    expect((await pool({ text: '分期' })).list.map((r) => r.text)).toEqual([expect.stringMatching(/^能不能分期付款/)]);
    expect((await pool({ from: Date.now() + 3_600_000 })).total).toBe(0);
    expect((await pool({ recognised: 'true' })).total).toBe(0);
  });
});

describe('flow-back of text sessions', () => {
  it('pools questions without an answer, disliked answers and picked suggestions, with what they became', async () => {
    const at = new Date(Date.now() - 2 * 3_600_000);
    const [ch] = rowsOf<{ id: string }>(
      await s.db.execute(sql`SELECT id FROM text_channels WHERE tenant_id = ${DEMO.tenant1} LIMIT 1`),
    );
    const [rule] = await s.db.select({ appId: lsFlowRules.appId }).from(lsFlowRules).limit(1);
    await s.db.insert(textSessions).values({
      id: 'ts-flow',
      tenantId: DEMO.tenant1,
      appId: rule.appId,
      channelId: ch.id,
      channelType: 1,
      visitorId: 'v1',
      visitorKey: 1n,
      startedAt: at,
      lastAt: at,
    });
    const m = (seq: number, role: 'user' | 'bot', kind: string, text: string, extra = {}) => ({
      id: `tm-flow-${seq}`,
      tenantId: DEMO.tenant1,
      sessionId: 'ts-flow',
      seq,
      role,
      kind: kind as 'question',
      text,
      createdAt: at,
      ...extra,
    });
    await s.db
      .insert(textMessages)
      .values([
        m(1, 'user', 'question', '你们周末营业吗'),
        m(2, 'bot', 'fallback', '抱歉，没有理解'),
        m(3, 'user', 'question', '退款要多久到账'),
        m(4, 'bot', 'answer', '三个工作日', { vote: -1, score: 0.8 }),
        m(5, 'user', 'question', '怎么改收货地址'),
        m(6, 'bot', 'suggest', '您是想问'),
        m(7, 'user', 'click', '如何修改收货地址'),
      ]);
    const made = await callApi<FlowRuleRow>(s.app, createFlowRule, {
      token: s.token,
      body: { name: '文本回流', source: 'text', schedule: 'manual', onlyUnrecognised: false },
    });
    await ran(made.body.data.id);
    const rows = (await pool({ source: 'text' })).list;
    const by = Object.fromEntries(rows.map((r) => [r.text, [r.kind, r.prediction, r.channelId === ch.id]]));
    expect(by).toMatchObject({
      你们周末营业吗: ['unrecognised', '', true],
      退款要多久到账: ['disliked', '', true],
      怎么改收货地址: ['picked', '如何修改收货地址', true],
    });
  });
});

describe('rules', () => {
  it('a daily rule is due when it never ran or ran a day ago; a manual one never', async () => {
    const daily = await callApi<FlowRuleRow>(s.app, createFlowRule, {
      token: s.token,
      body: { name: '每日', source: 'call' },
    });
    const due = (await dueRules(s.db, Date.now())).map((r) => r.id);
    expect(due).toContain(daily.body.data.id);
    const manual = (await callApi<FlowRuleRow[]>(s.app, listFlowRules, { token: s.token })).body.data.filter(
      (r) => r.schedule === 'manual',
    );
    for (const r of manual) expect(due).not.toContain(r.id);
    await s.db.update(lsFlowRules).set({ lastRunAt: new Date() }).where(eq(lsFlowRules.id, daily.body.data.id));
    expect((await dueRules(s.db, Date.now())).map((r) => r.id)).not.toContain(daily.body.data.id);
    const del = await callApi(s.app, deleteFlowRules, { token: s.token, body: { ids: [daily.body.data.id] } });
    expect(del.body.data).toEqual({ deleted: 1 });
  });

  it('a duplicate name and a bot of nobody are refused', async () => {
    const dup = await callApi(s.app, createFlowRule, { token: s.token, body: { name: '呼入未识别', source: 'call' } });
    expect(dup.body.code).toBe('180021');
    const bot = await callApi(s.app, createFlowRule, {
      token: s.token,
      body: { name: '无此机器人', source: 'call', botId: 'bot-x' },
    });
    expect(bot.body.code).toBe('180010');
  });
});
