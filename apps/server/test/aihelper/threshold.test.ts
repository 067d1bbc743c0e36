/**
 * Thresholds of the real-time detections per skill group (issue 20 §3 thresholdConfig): kept per
 * tenant, bad values refused with nothing written, another tenant's never touched; and used by the
 * QC rules that leave their own threshold empty — a skill group's value first, then the tenant's
 * default row, then the built-in one — with a rule's repeats spaced by the group's interval.
 */

import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createQcRule } from '@zhiyu/contract/modules/aihelper/qc';
import {
  createThreshold,
  deleteThresholds,
  listThresholds,
  type ThresholdRow,
  updateThreshold,
} from '@zhiyu/contract/modules/aihelper/threshold';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, line, startOf } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
const { post, send, current } = deskCalls(s, () => channel);
let token3 = '';
const made = async (body: unknown) => {
  const r = await post<ThresholdRow>(createThreshold, body);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const start = (callId: string, skillGroup: string) => startOf(callId, skillGroup, '13900002222');

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `阈值渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
  for (const rule of [
    { name: '静默', kind: 'silence' },
    { name: '推诿', kind: 'forbidden', words: ['不归我管'] },
  ])
    expect((await post(createQcRule, rule)).body.code).toBe('000000');
});

describe('thresholds per skill group', () => {
  it('keeps one row per skill group; bad values and another tenant are refused, nothing written', async () => {
    const base = await made({ silenceSeconds: 20 });
    expect(base).toMatchObject({ skillGroup: '', silenceSeconds: 20, speechRate: null, repeatSeconds: null });
    const card = await made({ skillGroup: '信用卡', silenceSeconds: 3, repeatSeconds: 30 });
    expect(card.creator).toBe('tenant');
    await expectRefused(s.db, () => post(createThreshold, { skillGroup: '信用卡' }), '190027');
    const bad: Record<string, unknown>[] = [
      { skillGroup: 'a', silenceSeconds: 0 },
      { skillGroup: 'b', speechRate: 200 },
      { skillGroup: 'c', overlapMs: 1.5 },
      { skillGroup: 'd', repeatSeconds: -1 },
      { skillGroup: 'x'.repeat(65) },
    ];
    for (const body of bad) await expectRefused(s.db, () => post(createThreshold, body), '100001');
    await expectRefused(s.db, () => post(updateThreshold, { id: card.id, skillGroup: '信用卡' }, token3), '190026');
    expect((await post<{ deleted: number }>(deleteThresholds, { ids: [card.id] }, token3)).body.data.deleted).toBe(0);
    const theirs = await callApi<{ list: unknown[] }>(s.app, listThresholds, {
      token: token3,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(theirs.body.data.list).toEqual([]);
    const mine = await callApi<{ list: ThresholdRow[] }>(s.app, listThresholds, {
      token: s.token,
      query: { pageNum: 1, pageSize: 10 },
    });
    // The default row first.
    expect(mine.body.data.list.map((r) => r.skillGroup)).toEqual(['', '信用卡']);
    const edited = await post<ThresholdRow>(updateThreshold, { id: base.id, silenceSeconds: 20, overlapMs: 500 });
    expect(edited.body.data).toMatchObject({ silenceSeconds: 20, overlapMs: 500 });
  });

  it('a silence is judged by the skill group, then the default row', async () => {
    const stamp = Date.now();
    // 信用卡: 3 s of silence is too long; 4 s here.
    const card = `th-card-${stamp}`;
    await send([
      start(card, '信用卡'),
      line(card, 2, 'customer', '你好', 0, 1000),
      line(card, 3, 'agent', '您好', 5000, 6000),
    ]);
    expect((await current()).alerts.map((a) => a.ruleName)).toEqual(['静默']);
    // 宽带 has no row: the default row's 20 s, so 10 s (over the built-in 8) is no alert.
    const net = `th-net-${stamp}`;
    await send([
      start(net, '宽带'),
      line(net, 2, 'customer', '你好', 0, 1000),
      line(net, 3, 'agent', '您好', 11_000, 12_000),
    ]);
    expect((await current()).alerts).toEqual([]);
  });

  it('spaces the repeats of one rule by the skill group interval', async () => {
    const id = `th-repeat-${Date.now()}`;
    await send([
      start(id, '信用卡'),
      line(id, 2, 'agent', '这个不归我管', 0, 1500),
      line(id, 3, 'agent', '真的不归我管', 2000, 3500),
    ]);
    // The second within 30 s of the first is not raised.
    const shirked = async () => (await current()).alerts.filter((a) => a.ruleName === '推诿').map((a) => a.atMs);
    expect(await shirked()).toEqual([0]);
    await send([line(id, 4, 'agent', '还是不归我管', 40_000, 41_500)]);
    expect(await shirked()).toEqual([0, 40_000]);
  });
});
