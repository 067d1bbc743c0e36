import {
  createBot,
  getBotDetail,
  getBotVersion,
  listBotVersions,
  publishBot,
  saveBotDraft,
  shareBot,
} from '@zhiyu/contract/modules/bot/bot';
import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { listCmsBots } from '@zhiyu/contract/modules/lookups/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundDemoFlow } from '../../../src/modules/bot/bot/demo-flows.ts';
import { DEMO_BOTS } from '../../../src/modules/bot/bot/seed.ts';
import { getPublishedFlow, latestPublished } from '../../../src/modules/bot/bot/versions.ts';
import { injectApi } from '../../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { type BotDetail, type BotRow, botClient, secondAppUser } from '../../helpers/bot.ts';
import { dbDigest, expectRefused } from '../../helpers/db.ts';

let t: TestApp;
let tk: string;
let tk3: string;
let agent: string;
let other: string;
let c: ReturnType<typeof botClient>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  c = botClient(t);
  tk = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  tk3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  agent = (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization;
  other = await secondAppUser(t);
});
afterAll(() => t.close());

const detail = (id: string, token = tk) => c.get<BotDetail>(getBotDetail, token, { id });
const save = (body: unknown, token = tk) => c.post<{ revision: number; updatedAt: number }>(saveBotDraft, token, body);
const publish = (body: unknown, token = tk) =>
  c.post<{ version: number; publishedAt: number } | { problems: { code: string; nodeId?: string }[] }>(
    publishBot,
    token,
    body,
  );
const newBot = async (name: string) => (await c.post<BotRow>(createBot, tk, { name, type: 0 })).body.data;

describe('detail', () => {
  it('gives meta, draft, revision, published version and versions of a demo bot', async () => {
    const r = await detail(DEMO_BOTS.outbound);
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({
      revision: 1,
      publishedVersion: 1,
      meta: { name: '信用卡分期营销', appId: '30000001' },
    });
    expect(r.body.data.draft).toEqual(outboundDemoFlow());
    expect(r.body.data.versions).toEqual([
      expect.objectContaining({ version: 1, note: '初始版本', publishedBy: 'tenant' }),
    ]);
  });
  it("answers 100002 for another tenant's bot and needs index.botDetail.get", async () => {
    await expectRefused(t.db, () => detail(DEMO_BOTS.outbound, tk3), '100002');
    await expectRefused(t.db, () => detail(DEMO_BOTS.outbound, agent), '100403');
  });
});

describe('save draft', () => {
  it('saves with the revision it edited and bumps it; the detail reads it back', async () => {
    const b = await newBot('草稿机器人');
    const flow = emptyFlow('您好');
    const r = await save({ id: b.id, revision: 0, flow });
    expect(r.body.data.revision).toBe(1);
    const d = await detail(b.id);
    expect(d.body.data).toMatchObject({ revision: 1, draft: flow, publishedVersion: null });
    expect((await save({ id: b.id, revision: 1, flow: emptyFlow('第二次') })).body.data.revision).toBe(2);
  });
  it('refuses a stale revision: changed elsewhere, refresh (150002), nothing written', async () => {
    const b = await newBot('冲突机器人');
    await save({ id: b.id, revision: 0, flow: emptyFlow('甲') });
    const msg = await expectRefused(t.db, () => save({ id: b.id, revision: 0, flow: emptyFlow('乙') }), '150002');
    expect(msg).toBe('机器人流程已在别处修改，请刷新后再编辑');
    expect((await detail(b.id)).body.data.draft).toEqual(emptyFlow('甲'));
  });
  it('saves the first draft of a bot that had none, only once for revision 0', async () => {
    const first = await save({ id: 'bot-2001-4', revision: 0, flow: emptyFlow('售后') });
    expect(first.body.data.revision).toBe(1);
    await expectRefused(t.db, () => save({ id: 'bot-2001-4', revision: 0, flow: emptyFlow('x') }), '150002');
  });
  it("refuses a bot of another app (150003), even a shared one, and another tenant's (100002)", async () => {
    const b = await newBot('别的应用不能改');
    await c.post(shareBot, tk, { id: b.id, shared: 1 });
    await expectRefused(t.db, () => save({ id: b.id, revision: 0, flow: emptyFlow('x') }, other), '150003');
    await expectRefused(t.db, () => publish({ id: b.id, revision: 0 }, other), '150003');
    await expectRefused(t.db, () => save({ id: b.id, revision: 0, flow: emptyFlow('x') }, tk3), '100002');
  });
  it.each([
    [{ revision: 0, flow: { nodes: [], edges: [], intents: [] } }, 'flow.globalIntents'],
    [{ revision: -1, flow: emptyFlow() }, 'revision'],
    [{ revision: 0, flow: { ...emptyFlow(), nodes: [{ id: 'a', type: 'robot' }] } }, 'flow.nodes.0.type'],
    [
      { revision: 0, flow: { ...emptyFlow(), nodes: [{ id: 'a', type: 'speak', text: 'x'.repeat(1001) }] } },
      'flow.nodes.0.text',
    ],
    [
      {
        revision: 0,
        flow: { ...emptyFlow(), nodes: Array.from({ length: 501 }, (_, i) => ({ id: `n${i}`, type: 'speak' })) },
      },
      'flow.nodes',
    ],
  ])('refuses a malformed flow %# with 100001 naming the field', async (body, field) => {
    const b = await newBot(`坏流程-${field}-${Math.random()}`.slice(0, 50));
    const msg = await expectRefused(t.db, () => save({ id: b.id, ...body }), '100001');
    expect(msg).toBe(`参数错误: ${field}`);
  });
});

describe('publish', () => {
  it('refuses a flow with problems (150004) listing them as data, writing nothing', async () => {
    const b = await newBot('有问题的流程');
    const broken = emptyFlow('');
    broken.nodes.push({ id: 'lost', type: 'hangup', name: '', text: '', templateId: null, position: { x: 0, y: 0 } });
    await save({ id: b.id, revision: 0, flow: broken });
    const before = await dbDigest(t.db);
    const r = await publish({ id: b.id, revision: 1 });
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, '150004', '流程有2个问题，无法发布']);
    expect(r.body.data).toEqual({
      problems: [
        { code: 'emptyText', nodeId: 'n1' },
        { code: 'unreachable', nodeId: 'lost' },
      ],
    });
    expect(await dbDigest(t.db)).toEqual(before);
    expect((await publish({ id: b.id, revision: 1 }, tk)).body.code).toBe('150004');
  });
  it('publishes version 1, then 2; version 1 stays readable as published', async () => {
    const b = await newBot('发布机器人');
    await save({ id: b.id, revision: 0, flow: emptyFlow('第一版') });
    const v1 = await publish({ id: b.id, revision: 1, note: '首发' });
    expect(v1.body.data).toMatchObject({ version: 1 });
    await save({ id: b.id, revision: 1, flow: emptyFlow('第二版') });
    await expectRefused(t.db, () => publish({ id: b.id, revision: 1 }), '150002');
    const v2 = await publish({ id: b.id, revision: 2 });
    expect(v2.body.data).toMatchObject({ version: 2 });

    const d = (await detail(b.id)).body.data;
    expect(d.publishedVersion).toBe(2);
    expect(d.meta.publishedVersion).toBe(2);
    expect(d.versions.map((v) => [v.version, v.note])).toEqual([
      [2, ''],
      [1, '首发'],
    ]);
    const listed = await c.get<{ list: { version: number }[] }>(listBotVersions, tk, { id: b.id });
    expect(listed.body.data.list.map((v) => v.version)).toEqual([2, 1]);
    const old = await c.get<{ flow: ReturnType<typeof emptyFlow>; version: number }>(getBotVersion, tk, {
      id: b.id,
      version: 1,
    });
    expect(old.body.data.flow).toEqual(emptyFlow('第一版'));
    expect((await getPublishedFlow(t.db, '2001', b.id, 1))?.nodes[1].text).toBe('第一版');
    expect((await latestPublished(t.db, '2001', b.id))?.version).toBe(2);
    expect((await c.get(getBotVersion, tk, { id: b.id, version: 3 })).body.code).toBe('100002');
    expect((await c.get(getBotVersion, tk3, { id: b.id, version: 1 })).body.code).toBe('100002');
    expect((await c.get(listBotVersions, tk3, { id: b.id })).body.code).toBe('100002');
  });
  it('needs the publish code', async () => {
    await expectRefused(t.db, () => publish({ id: DEMO_BOTS.outbound, revision: 1 }, agent), '100403');
  });
});

describe('§7 bot lists read the same bots', () => {
  it('GET /v1/aicall-web/bot/list and POST /cms/api/botList find a new bot', async () => {
    const b = await newBot('七节查询机器人');
    const get = await c.get<{ list: { id: string }[] }>(searchBots, tk, { name: '七节查询' });
    expect(get.body.data.list.map((x) => x.id)).toEqual([b.id]);
    const cms = await injectApi(t.app, listCmsBots, {
      token: tk,
      body: { botName: '七节查询', limit: 50, start: 1, share: 0, searchBotType: 0 },
    });
    expect(cms.json().data.list.map((x: { id: string }) => x.id)).toEqual([b.id]);
  });
});
