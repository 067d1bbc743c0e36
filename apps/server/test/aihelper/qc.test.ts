/**
 * Real-time quality rules through the API: defined per tenant (bad definitions refused, nothing
 * written), judged on each line as the channel's events come in, stored once, and shown with the
 * agent's conversation; what is judged at the end is judged when the call ends.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import {
  createQcRule,
  deleteQcRules,
  listQcRules,
  type QcRuleRow,
  updateQcRule,
} from '@zhiyu/contract/modules/aihelper/qc';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });

const send = ingestAs(
  () => s.app,
  () => channel,
);
const say = (
  callId: string,
  seq: number,
  speaker: 'agent' | 'customer',
  text: string,
  startMs: number,
  endMs: number,
) => line(callId, seq, speaker, text, startMs, endMs);

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `质检渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
});

describe('quality rules', () => {
  it('refuses a bad rule, a second rule of a name and another tenant, writing nothing', async () => {
    const made = await post<QcRuleRow>(createQcRule, {
      name: '禁用语',
      kind: 'forbidden',
      words: ['不知道', '你自己看'],
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('000000');
    expect(made.body.data).toMatchObject({ speaker: 'agent', severity: 'warning', validity: 0 });
    const bad: Record<string, unknown>[] = [
      { name: '空词', kind: 'forbidden', words: [] },
      { name: '无阶段', kind: 'required', words: ['您好'] },
      { name: '', kind: 'emotion' },
      { name: '错类型', kind: 'shouting' },
      { name: '语速', kind: 'speechRate', threshold: -1 },
      { name: '长词', kind: 'forbidden', words: ['x'.repeat(21)] },
    ];
    for (const body of bad) await expectRefused(s.db, () => post(createQcRule, body), '100001');
    await expectRefused(s.db, () => post(createQcRule, { name: '禁用语', kind: 'emotion' }), '190009');
    await expectRefused(s.db, () => post(updateQcRule, { id: 'qc-none', name: 'x', kind: 'emotion' }), '190010');
    const id = made.body.data.id;
    await expectRefused(s.db, () => post(updateQcRule, { id, name: 'x', kind: 'emotion' }, token3), '190010');
    expect((await post<{ deleted: number }>(deleteQcRules, { ids: [id] }, token3)).body.data.deleted).toBe(0);
    const theirs = await callApi<{ list: unknown[] }>(s.app, listQcRules, {
      token: token3,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(theirs.body.data.list).toEqual([]);
  });

  it('judges each line as it comes in and the call when it ends, each alert once', async () => {
    for (const body of [
      { name: '客户情绪', kind: 'emotion', speaker: 'customer', severity: 'critical' },
      { name: '开场白', kind: 'required', phase: 'greeting', words: ['您好', '你好'] },
      { name: '结束语', kind: 'required', phase: 'closing', words: ['再见'] },
      { name: '停用的', kind: 'forbidden', words: ['宽带'], validity: 1 },
    ])
      expect((await post(createQcRule, body)).body.code).toBe('000000');
    const batch = [
      { type: 'start', callId: 'qc-1', seq: 1, agent: 'tenant', direction: 'in' },
      say('qc-1', 2, 'agent', '您好，请问有什么可以帮您', 0, 3000),
      say('qc-1', 3, 'customer', '宽带断了三天了，太气人了', 3500, 6000),
      say('qc-1', 4, 'agent', '这个我也不知道', 6500, 8000),
    ];
    expect((await send(batch)).body.data.accepted).toBe(4);
    expect((await send(batch)).body.data.accepted).toBe(0);
    const read = async () =>
      (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data.alerts.map((a) => [
        a.ruleName,
        a.severity,
        a.utteranceId,
        a.detail,
      ]);
    expect(await read()).toEqual([
      ['客户情绪', 'critical', 'u3', ''],
      ['禁用语', 'warning', 'u4', '不知道'],
    ]);
    expect((await send([{ type: 'end', callId: 'qc-1', seq: 5 }])).body.code).toBe('000000');
    expect((await read()).at(-1)).toEqual(['结束语', 'warning', null, '']);
  });
});
