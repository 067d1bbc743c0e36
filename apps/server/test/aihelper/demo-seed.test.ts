/**
 * The agent assistant's demo data (SEED_DEMO_AIHELPER, on by default with the demo): a simulator
 * channel, golden scripts, fields, QC rules, triggers and the assistant bot recognising for 信用卡
 * — enough for a simulated call to fill every panel of the desk with nothing configured by hand.
 */

import { regenerateChannelKey } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { listProfiles, type ProfileRow } from '@zhiyu/contract/modules/aihelper/profile';
import {
  getQcRecord,
  listQcRecords,
  type QcRecordDetail,
  type QcRecordRow,
} from '@zhiyu/contract/modules/aihelper/qc-record';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, HISTORY_PER_DAY } from '../../src/modules/aihelper/demo/history.ts';
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

  it('has a fortnight of past conversations, scored by the QC points, some of them with slips', async () => {
    const from = Date.now() - (HISTORY_DAYS + 1) * 86_400_000;
    let rows: QcRecordRow[] = [];
    for (let i = 0; i < 200 && rows.length < HISTORY_DAYS * HISTORY_PER_DAY; i++) {
      const r = await callApi<{ list: QcRecordRow[] }>(s.app, listQcRecords, {
        token: s.token,
        query: { pageNum: 1, pageSize: 100, from, to: Date.now(), agent: undefined },
      });
      rows = r.body.data.list.filter((x) => x.startedAt < Date.now() - 3_600_000);
      if (rows.length < HISTORY_DAYS * HISTORY_PER_DAY) await new Promise((res) => setTimeout(res, 100));
    }
    expect(rows).toHaveLength(HISTORY_DAYS * HISTORY_PER_DAY);
    expect(new Set(rows.map((r) => r.agent))).toEqual(new Set(['tenant', 'agent', '坐席小周']));
    const low = rows.filter((r) => r.score < 100);
    expect(low.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.score === 100)).toBe(true);
    const worst = [...rows].sort((a, b) => a.score - b.score)[0] as QcRecordRow;
    const d = await callApi<QcRecordDetail>(s.app, getQcRecord, { token: s.token, query: { id: worst.id } });
    const names = new Set(d.body.data.hits.map((h) => h.pointName));
    expect([...names].some((n) => ['服务禁语', '违规承诺', '礼貌结束语', '开场问候'].includes(n))).toBe(true);
  });
});
