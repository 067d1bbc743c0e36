/**
 * The assistant's settings per skill group (issue 20 §3 agent-assistant): kept per tenant, refusing
 * bad values and other tenants' fields, rules, triggers and bots with nothing written; and applied
 * to the conversations of the group — the panels and form the desk shows, the QC rules that judge,
 * the fields filled, the scenes recommended from, the triggers that fire, and the assistant bot
 * whose intents bring their scripts first.
 */

import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type CustomFieldRow, createCustomField, deleteCustomFields } from '@zhiyu/contract/modules/aihelper/field';
import {
  createProfile,
  deleteProfiles,
  getProfileChoices,
  listProfiles,
  type ProfileChoices,
  type ProfileRow,
  updateProfile,
} from '@zhiyu/contract/modules/aihelper/profile';
import { createQcRule, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { createScript, type ScriptRow } from '@zhiyu/contract/modules/aihelper/script';
import { createTrigger, type TriggerRow } from '@zhiyu/contract/modules/aihelper/trigger';
import { createBot, saveBotDraft } from '@zhiyu/contract/modules/bot/bot';
import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, line, startOf } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
const { post, ok, send, current } = deskCalls(s, () => channel);
let token3 = '';
const start = (callId: string, skillGroup: string) => startOf(callId, skillGroup, '13900003333');

let phone: CustomFieldRow;
let name: CustomFieldRow;
let rude: QcRuleRow;
let openCard: ScriptRow;
let instalment: ScriptRow;
let tipA: TriggerRow;
let assistant: { id: string };
let outbound: { id: string };

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = await ok(createAccessChannel, { name: `配置渠道-${Date.now()}`, kind: 'cti' });
  phone = await ok(createCustomField, { name: '联系电话', type: 'phone', extraction: 'phone' });
  name = await ok(createCustomField, { name: '客户姓名', type: 'text', extraction: 'name' });
  rude = await ok(createQcRule, { name: '辱骂', kind: 'forbidden', words: ['笨蛋'] });
  await ok(createQcRule, { name: '推诿', kind: 'forbidden', words: ['不归我管'] });
  openCard = await ok(createScript, {
    scene: '开卡',
    intent: '激活信用卡',
    questions: ['我想激活信用卡', '新卡怎么开卡'],
    text: '好的，请您提供卡片背面的后三位。',
  });
  await ok(createScript, {
    scene: '投诉',
    intent: '激活信用卡',
    questions: ['我想激活信用卡怎么这么麻烦'],
    text: '抱歉给您带来不便。',
  });
  instalment = await ok(createScript, {
    scene: '开卡',
    intent: '办理分期',
    questions: ['可以分几期'],
    text: '目前支持3期、6期和12期。',
  });
  tipA = await ok(createTrigger, {
    name: '分期提示',
    event: 'customer',
    conditions: { intents: ['办理分期'] },
    actions: [{ kind: 'tip', text: '介绍分期手续费' }],
  });
  await ok(createTrigger, { name: '每句提示', event: 'customer', actions: [{ kind: 'tip', text: '注意语气' }] });
  assistant = await ok(createBot, { name: `信用卡助手-${Date.now()}`, type: 2, description: '' });
  const flow = emptyFlow();
  flow.intents = [{ id: 'i1', name: '办理分期', examples: ['我想办分期'], keywords: ['分期', '分几个月还'] }];
  await ok(saveBotDraft, { id: assistant.id, revision: 0, flow });
  outbound = await ok(createBot, { name: `外呼-${Date.now()}`, type: 0, description: '' });
});

describe('assistant settings per skill group', () => {
  it('keeps one row per skill group; bad values, foreign choices and another tenant are refused', async () => {
    const choices = (await callApi<ProfileChoices>(s.app, getProfileChoices, { token: s.token })).body.data;
    expect(choices.scenes).toEqual(expect.arrayContaining(['开卡', '投诉']));
    expect(choices.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['联系电话', '客户姓名']));
    expect(choices.bots.map((b) => b.id)).toContain(assistant.id);
    expect(choices.bots.map((b) => b.id)).not.toContain(outbound.id);
    const card = await ok<ProfileRow>(createProfile, {
      skillGroup: '信用卡',
      panels: ['qc', 'recommend', 'qc'],
      scenes: ['开卡'],
      fieldIds: [phone.id],
      ruleIds: [rude.id],
      triggerIds: [tipA.id],
      botId: assistant.id,
    });
    // Panels in the desk's order, without repeats; the bot by name.
    expect(card).toMatchObject({ panels: ['recommend', 'qc'], botName: expect.stringContaining('信用卡助手') });
    await expectRefused(s.db, () => post(createProfile, { skillGroup: '信用卡' }), '190033');
    const bad: [Record<string, unknown>, string][] = [
      [{ skillGroup: 'a', panels: [] }, '100001'],
      [{ skillGroup: 'b', panels: ['chat'] }, '100001'],
      [{ skillGroup: 'x'.repeat(65) }, '100001'],
      [{ skillGroup: 'c', fieldIds: ['cf-none'] }, '190035'],
      [{ skillGroup: 'd', ruleIds: [rude.id, 'qc-none'] }, '190036'],
      [{ skillGroup: 'e', triggerIds: ['tr-none'] }, '190037'],
      [{ skillGroup: 'f', botId: outbound.id }, '190021'],
    ];
    for (const [body, code] of bad) await expectRefused(s.db, () => post(createProfile, body), code);
    // Another tenant sees none of it, cannot change it, and cannot use this tenant's rows.
    await expectRefused(s.db, () => post(updateProfile, { id: card.id, skillGroup: '信用卡' }, token3), '190032');
    expect((await post<{ deleted: number }>(deleteProfiles, { ids: [card.id] }, token3)).body.data.deleted).toBe(0);
    await expectRefused(s.db, () => post(createProfile, { skillGroup: 'g', fieldIds: [phone.id] }, token3), '190035');
    await expectRefused(s.db, () => post(createProfile, { skillGroup: 'h', botId: assistant.id }, token3), '190021');
    const theirs = await callApi<{ list: unknown[] }>(s.app, listProfiles, {
      token: token3,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(theirs.body.data.list).toEqual([]);
    const mine = await callApi<{ list: ProfileRow[] }>(s.app, listProfiles, {
      token: s.token,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(mine.body.data.list.map((r) => r.skillGroup)).toEqual(['信用卡']);
  });

  it('a skill group without settings gets every panel, field, rule, scene and trigger', async () => {
    const id = `pf-all-${Date.now()}`;
    await send([
      start(id, '宽带'),
      line(id, 2, 'customer', '我想激活信用卡', 0, 3000),
      line(id, 3, 'agent', '这个不归我管，笨蛋', 4000, 5000),
      line(id, 4, 'customer', '我叫王小明，电话13812345678', 6000, 8000),
    ]);
    const conv = await current();
    expect(conv.callId).toBe(id);
    expect(conv.panels).toEqual(['recommend', 'fill', 'portrait', 'qc']);
    expect(conv.formFieldIds).toBeNull();
    expect(conv.alerts.map((a) => a.ruleName).sort()).toEqual(['推诿', '辱骂']);
    expect(conv.fills.map((f) => f.fieldId).sort()).toEqual([phone.id, name.id].sort());
    expect(new Set(conv.recommendations.map((r) => r.scene))).toEqual(new Set(['开卡', '投诉']));
    expect(conv.triggers.map((t) => t.name)).toEqual(['每句提示']);
  });

  it("the group's settings choose the panels, form, rules, scenes, triggers and the bot's intents", async () => {
    const id = `pf-card-${Date.now()}`;
    await send([
      start(id, '信用卡'),
      line(id, 2, 'customer', '我想激活信用卡', 0, 3000),
      line(id, 3, 'agent', '这个不归我管，笨蛋', 4000, 5000),
      line(id, 5, 'customer', '我叫王小明，电话13812345678', 9000, 11_000),
      // No wording of any script, but the assistant bot's keyword: its intent's script comes first.
      line(id, 4, 'customer', '这笔账单能不能分几个月还', 6000, 8000),
    ]);
    const conv = await current();
    expect(conv.callId).toBe(id);
    expect(conv.panels).toEqual(['recommend', 'qc']);
    expect(conv.formFieldIds).toEqual([phone.id]);
    expect(conv.alerts.map((a) => a.ruleName)).toEqual(['辱骂']);
    expect(conv.fills.map((f) => [f.fieldId, f.value])).toEqual([[phone.id, '13812345678']]);
    const first = conv.recommendations.filter((r) => r.utteranceId === 'u2');
    expect(first.map((r) => r.scene)).toEqual(['开卡']);
    expect(first[0]).toMatchObject({ scriptId: openCard.id, via: 'wording' });
    const second = conv.recommendations.filter((r) => r.utteranceId === 'u4');
    expect(second[0]).toMatchObject({ scriptId: instalment.id, via: 'intent', why: '办理分期', rank: 1 });
    // Only the chosen trigger, on the intent the bot recognised.
    expect(conv.triggers.map((t) => [t.name, t.utteranceId])).toEqual([['分期提示', 'u4']]);
  });

  it('an edit drops what was deleted since, but refuses a new unknown choice', async () => {
    const extra = await ok<CustomFieldRow>(createCustomField, { name: '临时字段', type: 'text', extraction: 'none' });
    const row = await ok<ProfileRow>(createProfile, { skillGroup: '过期', fieldIds: [phone.id, extra.id] });
    await ok(deleteCustomFields, { ids: [extra.id] });
    const saved = await ok<ProfileRow>(updateProfile, {
      id: row.id,
      skillGroup: '过期',
      panels: ['qc'],
      fieldIds: [phone.id, extra.id],
    });
    expect(saved).toMatchObject({ panels: ['qc'], fieldIds: [phone.id] });
    await expectRefused(
      s.db,
      () => post(updateProfile, { id: row.id, skillGroup: '过期', fieldIds: [phone.id, 'cf-never'] }),
      '190035',
    );
    await ok(deleteProfiles, { ids: [row.id] });
  });

  it('the default row applies to groups without their own, and a deleted row stops applying', async () => {
    const base = await ok<ProfileRow>(createProfile, { skillGroup: '', panels: ['fill'], fieldIds: [name.id] });
    const id = `pf-default-${Date.now()}`;
    await send([start(id, '理财'), line(id, 2, 'customer', '我叫李四', 0, 1000)]);
    let conv = await current();
    expect([conv.callId, conv.panels, conv.formFieldIds]).toEqual([id, ['fill'], [name.id]]);
    await ok(deleteProfiles, { ids: [base.id] });
    conv = await current();
    expect(conv.panels).toEqual(['recommend', 'fill', 'portrait', 'qc']);
  });
});
