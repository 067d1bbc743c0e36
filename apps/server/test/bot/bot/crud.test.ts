import {
  copyBot,
  createBot,
  deleteBot,
  getBotDetail,
  listBots,
  shareBot,
  updateBot,
} from '@zhiyu/contract/modules/bot/bot';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLines } from '../../../src/modules/aicall/line/table.ts';
import { outboundTasks } from '../../../src/modules/aicall/task/table.ts';
import { DEMO_BOTS } from '../../../src/modules/bot/bot/seed.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { type BotRow, botClient, type Page, secondAppUser } from '../../helpers/bot.ts';
import { expectRefused } from '../../helpers/db.ts';

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

const list = (q: Record<string, string | number> = {}, token = tk) => c.get<Page<BotRow>>(listBots, token, q);
const create = (body: unknown, token = tk) => c.post(createBot, token, body);

describe('bot list', () => {
  it('pages the demo bots newest first, with the published ones marked', async () => {
    const r = await list({ pageSize: 100 });
    expect(r.body.code).toBe('000000');
    expect(r.body.data.total).toBe(14);
    const times = r.body.data.list.map((b) => b.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const outbound = r.body.data.list.find((b) => b.id === DEMO_BOTS.outbound);
    expect(outbound).toMatchObject({ name: '信用卡分期营销', type: 0, publishedVersion: 1, editable: true });
    expect(r.body.data.list.find((b) => b.name === '售后回访')?.publishedVersion).toBeNull();
  });
  it('searches by name part, type and shared', async () => {
    expect((await list({ name: '客服' })).body.data.list.map((b) => b.name).sort()).toEqual(
      ['官网在线客服', '客服热线接待'].sort(),
    );
    expect((await list({ name: '%' })).body.data.total).toBe(0);
    const inbound = (await list({ type: 1 })).body.data.list;
    expect(inbound.map((b) => b.name).sort()).toEqual(['客服热线接待', '预约挂号咨询'].sort());
    const shared = (await list({ shared: 1, pageSize: 100 })).body.data.list;
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((b) => b.shared === 1)).toBe(true);
  });
  it.each([
    [{ pageSize: 7 }, 'pageSize'],
    [{ type: 7 }, 'type'],
    [{ shared: 2 }, 'shared'],
    [{ sortField: 'tenantId' }, 'sortField'],
  ])('refuses bad query %j with 100001 naming the field', async (q, field) => {
    const r = await list(q as Record<string, string | number>);
    expect([r.status, r.body.code]).toEqual([400, '100001']);
    expect(r.body.msg).toContain(field);
  });
  it("never shows another tenant's bots", async () => {
    const mine = JSON.stringify((await list({ pageSize: 100 })).body.data);
    expect(mine).not.toContain('ISO-MARK');
    const theirs = (await list({ pageSize: 100 }, tk3)).body.data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((b) => b.name.includes('ISO-MARK-T3'))).toBe(true);
  });
  it('shows another app only the shared bots, not editable there', async () => {
    const seen = (await list({ pageSize: 100 }, other)).body.data.list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((b) => b.shared === 1 && !b.editable)).toBe(true);
  });
});

describe('create, update, share, copy', () => {
  it('creates an unpublished bot whose draft is the empty flow', async () => {
    const r = await create({ name: '  贷款回访机器人  ', type: 0, description: '回访' });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({
      name: '贷款回访机器人',
      type: 0,
      shared: 0,
      publishedVersion: null,
      revision: 0,
    });
    expect((await list()).body.data.list[0].id).toBe(r.body.data.id);
    const d = await c.get<{ draft: { nodes: unknown[] } }>(getBotDetail, tk, { id: r.body.data.id });
    expect(d.body.data.draft.nodes).toHaveLength(3);
  });
  it.each([
    [{ type: 0 }, 'name'],
    [{ name: '   ', type: 0 }, 'name'],
    [{ name: 'x'.repeat(51), type: 0 }, 'name'],
    [{ name: 'ok' }, 'type'],
    [{ name: 'ok', type: 7 }, 'type'],
    [{ name: 'ok', type: 0, description: 'd'.repeat(201) }, 'description'],
  ])('refuses bad body %j with 100001 naming the field, changing nothing', async (body, field) => {
    const msg = await expectRefused(t.db, () => create(body), '100001');
    expect(msg).toBe(`参数错误: ${field}`);
  });
  it('accepts 50 characters and refuses a name taken in the app (100003)', async () => {
    expect((await create({ name: '名'.repeat(50), type: 6 })).body.code).toBe('000000');
    const msg = await expectRefused(t.db, () => create({ name: '售后回访', type: 0 }), '100003');
    expect(msg).toBe('数据已存在: 机器人名称「售后回访」已存在');
  });
  it('updates name and description, keeps the type, refuses a taken name', async () => {
    const b = (await create({ name: '待改名', type: 1 })).body.data;
    const r = await c.post(updateBot, tk, { id: b.id, name: '已改名', description: '说明', type: 0 });
    expect(r.body.data).toMatchObject({ name: '已改名', description: '说明', type: 1 });
    await expectRefused(t.db, () => c.post(updateBot, tk, { id: b.id, name: '售后回访' }), '100003');
    await expectRefused(t.db, () => c.post(updateBot, tk, { id: 'bot-none', name: 'x' }), '100002');
  });
  it('toggles sharing: another app then sees the bot, may copy it but not change it', async () => {
    const b = (await create({ name: '共享机器人', type: 0 })).body.data;
    expect((await list({ name: '共享机器人' }, other)).body.data.total).toBe(0);
    expect((await c.post(shareBot, tk, { id: b.id, shared: 1 })).body.data.shared).toBe(1);
    expect((await list({ name: '共享机器人' }, other)).body.data.list[0]).toMatchObject({ id: b.id, editable: false });
    await expectRefused(t.db, () => c.post(updateBot, other, { id: b.id, name: '抢' }), '150003');
    await expectRefused(t.db, () => c.post(shareBot, other, { id: b.id, shared: 0 }), '150003');
    await expectRefused(t.db, () => c.post(deleteBot, other, { id: b.id }), '150003');
    const copy = await c.post(copyBot, other, { id: b.id });
    expect(copy.body.data).toMatchObject({ name: '共享机器人-副本', editable: true, shared: 0 });
    await expectRefused(t.db, () => c.post(shareBot, tk, { id: b.id, shared: 2 }), '100001');
  });
  it('copies with -副本, then -副本2, the draft copied and unpublished', async () => {
    const src = DEMO_BOTS.outbound;
    const a = (await c.post(copyBot, tk, { id: src })).body.data;
    const b = (await c.post(copyBot, tk, { id: src })).body.data;
    expect([a.name, b.name]).toEqual(['信用卡分期营销-副本', '信用卡分期营销-副本2']);
    expect(a).toMatchObject({ type: 0, publishedVersion: null, revision: 0, shared: 0 });
    const [d1, d2] = await Promise.all([
      c.get<{ draft: unknown }>(getBotDetail, tk, { id: src }),
      c.get<{ draft: unknown; versions: unknown[] }>(getBotDetail, tk, { id: a.id }),
    ]);
    expect(d2.body.data.draft).toEqual(d1.body.data.draft);
    expect(d2.body.data.versions).toEqual([]);
    const long = (await create({ name: '长'.repeat(50), type: 0 })).body.data;
    const lc = (await c.post(copyBot, tk, { id: long.id })).body.data;
    expect([...lc.name]).toHaveLength(50);
    expect(lc.name.endsWith('-副本')).toBe(true);
  });
});

describe('delete', () => {
  it('deletes a bot with its draft and versions', async () => {
    const b = (await create({ name: '将删除', type: 0 })).body.data;
    expect((await c.post<{ deleted: number }>(deleteBot, tk, { id: b.id })).body.data.deleted).toBe(1);
    expect((await c.get(getBotDetail, tk, { id: b.id })).body.code).toBe('100002');
    const left = await t.db.execute(sql`select count(*)::int as n from bot_details where bot_id = ${b.id}`);
    expect(JSON.stringify(left)).toContain('"n":0');
  });
  it('is refused while an unfinished outbound task uses the bot, counting them', async () => {
    // The dialer would finish a running task that has no customers: this one must stay running.
    await (t.app as unknown as { dialer?: { stop(): Promise<void> } | null }).dialer?.stop();
    const b = (await create({ name: '任务在用', type: 0 })).body.data;
    const task = (id: string, status: 'notStarted' | 'running' | 'paused' | 'completed' | 'stopped') => ({
      id,
      tenantId: '2001',
      appId: '30000001',
      name: id,
      botId: b.id,
      botVersion: 1,
      execution: { type: 0 as const },
      windows: {},
      redial: { classes: [], times: 0, intervalMin: 0 },
      status,
    });
    await t.db
      .insert(outboundTasks)
      .values([
        task('t-new', 'notStarted'),
        task('t-run', 'running'),
        task('t-pause', 'paused'),
        task('t-done', 'completed'),
        task('t-stop', 'stopped'),
      ]);
    const msg = await expectRefused(t.db, () => c.post(deleteBot, tk, { id: b.id }), '150001');
    expect(msg).toBe('该机器人仍被3个未完成的外呼任务使用，无法删除');
    const en = await c.post(deleteBot, tk, { id: b.id }, 'en-US');
    expect(en.body.msg).toBe('The bot is used by 3 outbound tasks that are not finished and cannot be deleted');
  });
  it('is refused while a number answers with the bot as its inbound bot', async () => {
    const b = (await create({ name: '热线在用', type: 1 })).body.data;
    await t.db.insert(callLines).values({
      id: 'line-bot-test',
      tenantId: '2001',
      appId: '30000001',
      number: '4000000999',
      inboundBotId: b.id,
    });
    const msg = await expectRefused(t.db, () => c.post(deleteBot, tk, { id: b.id }), '150005');
    expect(msg).toBe('该机器人仍被1个号码用作呼入机器人，无法删除');
  });
  it("cannot reach another tenant's bot (100002), nor an unknown id", async () => {
    await expectRefused(t.db, () => c.post(deleteBot, tk3, { id: DEMO_BOTS.outbound }), '100002');
    await expectRefused(t.db, () => c.post(copyBot, tk3, { id: DEMO_BOTS.outbound }), '100002');
    await expectRefused(t.db, () => c.post(shareBot, tk3, { id: DEMO_BOTS.outbound, shared: 1 }), '100002');
    await expectRefused(t.db, () => c.post(updateBot, tk3, { id: DEMO_BOTS.outbound, name: 'x' }), '100002');
    await expectRefused(t.db, () => c.post(deleteBot, tk, { id: 'bot-none' }), '100002');
    await expectRefused(t.db, () => c.post(deleteBot, tk, { id: '' }), '100001');
  });
});

describe('permissions', () => {
  it('refuses a user without the codes (100403), changing nothing', async () => {
    await expectRefused(t.db, () => list({}, agent), '100403');
    await expectRefused(t.db, () => create({ name: 'agent', type: 0 }, agent), '100403');
    await expectRefused(t.db, () => c.post(copyBot, agent, { id: DEMO_BOTS.outbound }), '100403');
    await expectRefused(t.db, () => c.post(deleteBot, agent, { id: DEMO_BOTS.outbound }), '100403');
  });
});
