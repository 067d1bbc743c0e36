/**
 * Triggers through the API (issue 20 §3 trigger): defined per tenant, bad definitions refused with
 * nothing written, another tenant's never touched; and fired by the events a channel brings in —
 * a customer's word, a negative line the second time, a recognised intent, the call's start and
 * end, a long silence — each once, with its actions run: a tip and an alert shown on the desk, a
 * field filled, a script pushed, the session tagged.
 */

import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type CustomFieldRow, createCustomField } from '@zhiyu/contract/modules/aihelper/field';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { createScript, type ScriptRow } from '@zhiyu/contract/modules/aihelper/script';
import {
  createTrigger,
  deleteTriggers,
  getTrigger,
  listTriggerBots,
  listTriggerIntents,
  listTriggers,
  type TriggerRow,
  updateTrigger,
} from '@zhiyu/contract/modules/aihelper/trigger';
import { createBot } from '@zhiyu/contract/modules/bot/bot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
let repair: ScriptRow;
let calm: ScriptRow;
let business: CustomFieldRow;
const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });
const send = ingestAs(
  () => s.app,
  () => channel,
);
const current = async () =>
  (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
const made = async (body: unknown) => {
  const r = await post<TriggerRow>(createTrigger, body);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `触发渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
  repair = (
    await post<ScriptRow>(createScript, {
      scene: '宽带',
      intent: '宽带报修',
      questions: ['宽带断了', '网络连不上', '宽带坏了没法上网'],
      text: '非常抱歉，我马上为您报修。',
    })
  ).body.data;
  calm = (
    await post<ScriptRow>(createScript, {
      scene: '通用',
      intent: '安抚',
      questions: ['我很生气'],
      text: '非常理解您的心情，我一定尽快处理。',
    })
  ).body.data;
  business = (
    await post<CustomFieldRow>(createCustomField, {
      name: '业务线',
      type: 'select',
      extraction: 'none',
      options: [{ label: '宽带', keywords: [] }],
    })
  ).body.data;
});

describe('trigger definitions', () => {
  it('creates, reads, lists and edits, refusing bad definitions and keeping tenants apart', async () => {
    const t = await made({
      name: '投诉提醒',
      event: 'customer',
      conditions: { keywords: ['投诉'] },
      actions: [
        { kind: 'tip', text: '客户提到投诉，先安抚情绪' },
        { kind: 'tag', tag: '投诉' },
      ],
    });
    expect(t).toMatchObject({
      name: '投诉提醒',
      event: 'customer',
      conditions: { intents: [], keywords: ['投诉'], emotion: null, count: 1 },
      validity: 0,
      creator: 'tenant',
    });
    expect((await post<TriggerRow>(getTrigger, { id: t.id })).body.data.name).toBe('投诉提醒');
    const listed = await post<{ list: TriggerRow[] }>(listTriggers, { pageNum: 1, pageSize: 10, name: '投诉' });
    expect(listed.body.data.list.map((x) => x.id)).toContain(t.id);
    const none = await post<{ list: TriggerRow[] }>(listTriggers, {
      pageNum: 1,
      pageSize: 10,
      event: 'end',
      name: '投诉',
    });
    expect(none.body.data.list).toEqual([]);

    const bad: [unknown, string][] = [
      [{ name: '无动作', event: 'customer', actions: [] }, '100001'],
      [{ name: '', event: 'customer', actions: [{ kind: 'tip', text: 'x' }] }, '100001'],
      [{ name: '错事件', event: 'hangup', actions: [{ kind: 'tip', text: 'x' }] }, '100001'],
      [{ name: '错动作', event: 'customer', actions: [{ kind: 'sms', text: 'x' }] }, '100001'],
      [
        {
          name: '开场关键词',
          event: 'start',
          conditions: { keywords: ['你好'] },
          actions: [{ kind: 'tip', text: 'x' }],
        },
        '100001',
      ],
      [{ name: '次数', event: 'customer', conditions: { count: 0 }, actions: [{ kind: 'tip', text: 'x' }] }, '100001'],
      [{ name: '投诉提醒', event: 'agent', actions: [{ kind: 'tip', text: 'x' }] }, '190018'],
      [{ name: '外话术', event: 'customer', actions: [{ kind: 'script', scriptId: 'sc-none' }] }, '190019'],
      [{ name: '外字段', event: 'customer', actions: [{ kind: 'fill', fieldId: 'cf-none', value: 'x' }] }, '190020'],
    ];
    for (const [body, code] of bad) await expectRefused(s.db, () => post(createTrigger, body), code);

    const edited = await post<TriggerRow>(updateTrigger, {
      id: t.id,
      name: '投诉提醒',
      event: 'customer',
      conditions: { keywords: ['投诉', '12315'] },
      actions: [
        { kind: 'tip', text: '客户提到投诉，先安抚情绪' },
        { kind: 'tag', tag: '投诉' },
      ],
    });
    expect(edited.body.data.conditions.keywords).toEqual(['投诉', '12315']);

    // Another tenant neither reads, edits nor deletes it; its scripts are not ours to push.
    await expectRefused(s.db, () => post(getTrigger, { id: t.id }, token3), '190017');
    await expectRefused(
      s.db,
      () => post(updateTrigger, { id: t.id, name: 'x', event: 'agent', actions: [{ kind: 'tip', text: 'x' }] }, token3),
      '190017',
    );
    expect((await post<{ deleted: number }>(deleteTriggers, { ids: [t.id] }, token3)).body.data.deleted).toBe(0);
    await expectRefused(
      s.db,
      () =>
        post(
          createTrigger,
          { name: '借用', event: 'customer', actions: [{ kind: 'script', scriptId: repair.id }] },
          token3,
        ),
      '190019',
    );
    expect(
      (await post<{ list: TriggerRow[] }>(listTriggers, { pageNum: 1, pageSize: 50 }, token3)).body.data.list,
    ).toEqual([]);
  });

  it('offers the assistant bots and the intents a trigger may name', async () => {
    const bot = await post<{ id: string }>(createBot, {
      name: `坐席助手机器人-${Date.now()}`,
      type: 2,
      description: '',
    });
    expect(bot.body.code, JSON.stringify(bot.body)).toBe('000000');
    const outbound = await post<{ id: string }>(createBot, { name: `外呼-${Date.now()}`, type: 0, description: '' });
    const bots = (await post<{ id: string; name: string }[]>(listTriggerBots, {})).body.data;
    expect(bots.map((b) => b.id)).toContain(bot.body.data.id);
    expect(bots.map((b) => b.id)).not.toContain(outbound.body.data.id);
    const intents = (await post<{ name: string; source: string }[]>(listTriggerIntents, {})).body.data;
    expect(intents).toEqual(
      expect.arrayContaining([
        { name: '宽带报修', source: 'script' },
        { name: '安抚', source: 'script' },
      ]),
    );
    expect((await post<unknown[]>(listTriggerIntents, { botId: bot.body.data.id })).body.code).toBe('000000');
    await expectRefused(s.db, () => post(listTriggerIntents, { botId: outbound.body.data.id }), '190021');
    expect((await post<unknown[]>(listTriggerBots, {}, token3)).body.data).toEqual([]);
  });
});

describe('triggers firing on a call', () => {
  it('fire once when their conditions hold, and the desk shows what they did', async () => {
    const angry = await made({
      name: '二次不满',
      event: 'customer',
      conditions: { emotion: 'negative', count: 2 },
      actions: [
        { kind: 'alert', text: '客户连续不满，请主管关注' },
        { kind: 'script', scriptId: calm.id },
      ],
    });
    const repairTip = await made({
      name: '报修指引',
      event: 'customer',
      conditions: { intents: ['宽带报修'] },
      actions: [{ kind: 'tip', text: '先核实宽带账号' }],
    });
    await made({ name: '开场', event: 'start', actions: [{ kind: 'fill', fieldId: business.id, value: '宽带' }] });
    await made({ name: '收尾', event: 'end', actions: [{ kind: 'tag', tag: '已结束' }] });
    await made({ name: '冷场', event: 'silence', actions: [{ kind: 'tip', text: '客户等待较久，请致歉' }] });
    await made({
      name: '停用的',
      event: 'customer',
      validity: 1,
      actions: [{ kind: 'tag', tag: '不该出现' }],
    });

    const id = `tr-${Date.now()}`;
    await send([
      { type: 'start', callId: id, seq: 1, agent: 'tenant', direction: 'in', customerNumber: '13900001111' },
    ]);
    let conv = await current();
    expect(conv.triggers.map((t) => t.name)).toEqual(['开场']);
    expect(conv.fills.find((f) => f.fieldId === business.id)).toMatchObject({ value: '宽带', confirmed: false });

    await send([
      line(id, 2, 'customer', '我家宽带断了，没法上网', 1000, 3000),
      line(id, 3, 'agent', '您好，请稍等', 3500, 4500),
      // 12 s of silence before this line.
      line(id, 4, 'customer', '太气人了，我要投诉你们', 16_500, 19_000),
    ]);
    conv = await current();
    const names = conv.triggers.map((t) => t.name);
    expect(names.slice(0, 2)).toEqual(['开场', '报修指引']);
    // The silence and the word are on the same line, at the same time in the call.
    expect(names.slice(2).sort()).toEqual(['冷场', '投诉提醒'].sort());
    expect(conv.triggers.find((t) => t.name === '冷场')).toMatchObject({ utteranceId: 'u4', atMs: 16_500 });
    const tip = conv.triggers.find((t) => t.triggerId === repairTip.id);
    expect(tip).toMatchObject({ utteranceId: 'u2', atMs: 1000, actions: [{ kind: 'tip', text: '先核实宽带账号' }] });
    expect(conv.tags).toEqual(['投诉']);
    // One negative line so far: the second-time trigger waits.
    expect(conv.triggers.map((t) => t.triggerId)).not.toContain(angry.id);

    // A repeat of the same events changes nothing; a second negative line fires it, once.
    await send([line(id, 4, 'customer', '太气人了，我要投诉你们', 16_500, 19_000)]);
    await send([
      line(id, 5, 'customer', '真是气死我了，太差劲了', 20_000, 22_000),
      line(id, 6, 'customer', '我非常生气，太差劲了', 23_000, 25_000),
    ]);
    conv = await current();
    const fired = conv.triggers.filter((t) => t.triggerId === angry.id);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ utteranceId: 'u5', name: '二次不满' });
    expect(conv.recommendations.find((r) => r.scriptId === calm.id && r.rank === 0)).toMatchObject({
      utteranceId: 'u5',
      why: '二次不满',
    });
    expect(conv.tags).toEqual(['投诉']);

    await send([{ type: 'end', callId: id, seq: 7 }]);
    conv = await current();
    expect(conv.triggers.at(-1)?.name).toBe('收尾');
    expect(conv.tags).toEqual(['投诉', '已结束']);
    expect(conv.tags).not.toContain('不该出现');
  });
});
