/**
 * Golden scripts through the API: defined per tenant, recommended for each customer line with the
 * wording that matched, counted as used when the agent says one or marks it, and followed at once
 * when a script is edited; bad input refused and nothing written.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import {
  createScript,
  deleteScripts,
  listScripts,
  markScriptUsed,
  type ScriptRow,
  updateScript,
} from '@zhiyu/contract/modules/aihelper/script';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
const ids: Record<string, string> = {};
const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });
const send = ingestAs(
  () => s.app,
  () => channel,
);
const current = async () =>
  (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `话术渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
  const scripts = [
    {
      scene: '宽带',
      intent: '报修',
      questions: ['宽带断了', '网络连不上', '上不了网'],
      text: '非常抱歉给您带来不便，我马上为您加急报修。',
    },
    {
      scene: '宽带',
      intent: '补偿',
      questions: ['断网期间的费用怎么算', '要求赔偿'],
      text: '断网期间的月租会按天减免。',
    },
    {
      scene: '信用卡',
      intent: '年费',
      questions: ['年费怎么收', '免年费吗'],
      text: '首年免年费，刷满六次免次年年费。',
    },
  ];
  for (const b of scripts) {
    const r = await post<ScriptRow>(createScript, b);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    ids[b.intent] = r.body.data.id;
  }
});

describe('golden scripts', () => {
  it('lists and filters, refuses bad scripts and keeps tenants apart', async () => {
    const page = async (query: Record<string, unknown>, token = s.token) =>
      (
        await callApi<{ list: ScriptRow[] }>(s.app, listScripts, {
          token,
          query: { pageNum: 1, pageSize: 50, ...query },
        })
      ).body.data.list;
    expect((await page({ scene: '宽带' })).map((r) => r.intent).sort()).toEqual(['报修', '补偿']);
    expect((await page({ keyword: '年费' })).map((r) => r.intent)).toEqual(['年费']);
    expect(await page({}, token3)).toEqual([]);
    for (const body of [
      { scene: '宽带', intent: '空', questions: [], text: '答' },
      { scene: '', intent: 'x', questions: ['a'], text: '答' },
      { scene: '宽带', intent: 'x', questions: ['a'], text: 'x'.repeat(501) },
    ])
      await expectRefused(s.db, () => post(createScript, body), '100001');
    const edit = { id: ids.年费, scene: '信用卡', intent: '年费', questions: ['年费'], text: '答' };
    await expectRefused(s.db, () => post(updateScript, edit, token3), '190016');
    expect((await post<{ deleted: number }>(deleteScripts, { ids: [ids.年费] }, token3)).body.data.deleted).toBe(0);
  });

  it('recommends for each customer line with why, and counts a script as used when the agent says it', async () => {
    await send([
      { type: 'start', callId: 'sc-1', seq: 1, agent: 'tenant', direction: 'in' },
      line('sc-1', 2, 'customer', '我家宽带又断了，上不了网'),
    ]);
    const [first] = (await current()).recommendations;
    expect(first).toMatchObject({
      utteranceId: 'u2',
      scriptId: ids.报修,
      scene: '宽带',
      intent: '报修',
      rank: 1,
      used: null,
    });
    expect(['宽带断了', '网络连不上', '上不了网']).toContain(first.why);
    await send([line('sc-1', 3, 'agent', '非常抱歉给您带来不便，我这边马上为您加急报修')]);
    expect((await current()).recommendations.find((r) => r.scriptId === ids.报修)?.used).toBe('said');
  });

  it('lets the agent mark a script used, only in their own conversation', async () => {
    await send([line('sc-1', 4, 'customer', '那断网这几天的费用怎么算，我要求赔偿')]);
    const conv = await current();
    const shown = conv.recommendations.find((r) => r.utteranceId === 'u4' && r.scriptId === ids.补偿);
    expect(shown?.used).toBeNull();
    const body = { conversationId: conv.id, utteranceId: 'u4', scriptId: ids.补偿 };
    await expectRefused(s.db, () => post(markScriptUsed, body, token3), '190013');
    await expectRefused(s.db, () => post(markScriptUsed, { ...body, scriptId: ids.年费 }), '190016');
    expect((await post(markScriptUsed, body)).body).toMatchObject({ data: { used: true } });
    expect((await current()).recommendations.find((r) => r.utteranceId === 'u4' && r.scriptId === ids.补偿)?.used).toBe(
      'marked',
    );
  });

  it('recommends with an edited script at once', async () => {
    const edit = {
      id: ids.年费,
      scene: '信用卡',
      intent: '年费',
      questions: ['年费怎么收', '信用卡要交钱吗'],
      text: '首年免年费。',
    };
    expect((await post(updateScript, edit)).body.code).toBe('000000');
    await send([line('sc-1', 5, 'customer', '这张信用卡要交钱吗')]);
    expect((await current()).recommendations.filter((r) => r.utteranceId === 'u5').map((r) => r.scriptId)[0]).toBe(
      ids.年费,
    );
  });
});
