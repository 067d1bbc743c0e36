/**
 * The agent assistant's demo data (SEED_DEMO_AIHELPER, on by default with the demo): a simulator
 * channel, golden scripts, fields, QC rules, triggers and the assistant bot recognising for 信用卡
 * — enough for a simulated call to fill every panel of the desk with nothing configured by hand.
 */

import { regenerateChannelKey } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { listProfiles, type ProfileRow } from '@zhiyu/contract/modules/aihelper/profile';
import { describe, expect, it } from 'vitest';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn('tenant', { SEED_DEMO_AIHELPER: '1' });
const channel = { id: 'ah-demo-channel-1', key: '' };
const send = ingestAs(
  () => s.app,
  () => channel,
);
const current = async () =>
  (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
const start = (callId: string, skillGroup: string) => ({
  type: 'start',
  callId,
  seq: 1,
  agent: 'tenant',
  direction: 'in',
  customerNumber: '13812345678',
  skillGroup,
});

describe('the agent assistant demo data', () => {
  it('makes a credit-card call fill every panel: intent scripts, trigger tip, form, QC', async () => {
    const key = await callApi<{ key: string }>(s.app, regenerateChannelKey, {
      token: s.token,
      body: { id: channel.id },
    });
    expect(key.body.code, JSON.stringify(key.body)).toBe('000000');
    channel.key = key.body.data.key;
    const profiles = await callApi<{ list: ProfileRow[] }>(s.app, listProfiles, {
      token: s.token,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(profiles.body.data.list.map((p) => [p.skillGroup, p.botName])).toEqual([['信用卡', '坐席话术助手']]);
    const id = `demo-${Date.now()}`;
    const r = await send([
      start(id, '信用卡'),
      line(id, 2, 'agent', '您好，这里是信用卡中心，请问有什么可以帮您？', 0, 3000),
      line(id, 3, 'customer', '卡寄到了，怎么开卡呀', 4000, 6000),
      line(id, 4, 'customer', '我叫王丽华，身份证号是110101199003071233。', 7000, 10_000),
      line(id, 5, 'agent', '这个我不知道', 11_000, 12_000),
    ]);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const conv = await current();
    expect(conv.callId).toBe(id);
    const first = conv.recommendations.find((x) => x.utteranceId === 'u3');
    expect(first).toMatchObject({ intent: '激活信用卡', via: 'intent', why: '激活信用卡' });
    expect(conv.triggers.map((t) => t.name)).toEqual(['激活前核验']);
    const values = conv.fills.map((f) => f.value);
    expect(values).toEqual(expect.arrayContaining(['王丽华', '110101199003071233', '信用卡']));
    expect(conv.alerts.map((a) => a.ruleName)).toContain('服务禁语');
  });
});
