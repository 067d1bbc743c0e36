// biome-ignore-all lint/suspicious/noExplicitAny: replies are JSON inspected field by field
import { accessCodes } from '@zhiyu/contract/endpoint';
import { searchBots as botListEndpoint } from '@zhiyu/contract/modules/lookups/bot';
import { listAllCallChannels } from '@zhiyu/contract/modules/lookups/call-channel';
import { listCmsBots, listCmsChannels, queryCmsBots } from '@zhiyu/contract/modules/lookups/cms';
import { listAllTextChannels, saveTextChannelWelcome } from '@zhiyu/contract/modules/lookups/text-channel';
import { listDomains, listTrades } from '@zhiyu/contract/modules/lookups/trade';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLines } from '../../src/modules/aicall/line/table.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';
import { userWithout } from '../helpers/walk.ts';

let t: TestApp;
let tenant: string;
let tenant3: string;
let admin: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tenant = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  tenant3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
});
afterAll(() => t.close());

const get = (url: string, token = tenant) => call<any>(t.app, { method: 'GET', url, token });
const post = (url: string, payload: object, token = tenant) =>
  call<any>(t.app, { method: 'POST', url, token, payload });

describe('trade and domain lookups (platform reference data)', () => {
  it('trade/list is a tree of name, id, children for any signed-in user', async () => {
    for (const token of [tenant, admin]) {
      const r = await get(listTrades.path, token);
      expect(r.body.code).toBe('000000');
      const finance = r.body.data.find((n: any) => n.name === '金融');
      // requirements §7's name, id, children, plus the order the editor needs.
      expect(Object.keys(finance).sort()).toEqual(['children', 'id', 'name', 'sort']);
      expect(finance.children.map((c: any) => c.name)).toEqual(['银行', '证券', '消费金融']);
      expect(finance.children[0]).toMatchObject({ id: 'trade-finance-bank', name: '银行', children: [] });
      expect(r.body.data.map((n: any) => n.name)).toEqual(['金融', '保险', '教育', '电商', '房产', '汽车']);
    }
  });

  it('trade/list needs a session', async () => {
    const r = await call(t.app, { method: 'GET', url: listTrades.path });
    expect(r.body.code).toBe('999988');
  });

  it('domain/list: domain children carry tradeName and id; tradeId filters', async () => {
    const all = await get(listDomains.path);
    expect(all.body.data).toHaveLength(5);
    const collection = all.body.data.find((d: any) => d.name === '贷后提醒');
    expect(collection.children).toEqual(
      expect.arrayContaining([{ id: 'trade-finance-consumer-loan', tradeName: '消费金融' }]),
    );
    const bank = await get(`${listDomains.path}?tradeId=trade-finance-bank`);
    expect(bank.body.data.map((d: any) => d.name).sort()).toEqual(['客户服务', '营销外呼', '贷后提醒'].sort());
    const finance = await get(`${listDomains.path}?tradeId=trade-finance`);
    expect(finance.body.data.map((d: any) => d.name).sort()).toEqual(
      ['客户服务', '营销外呼', '贷后提醒', '通知提醒'].sort(),
    );
    const none = await get(`${listDomains.path}?tradeId=nope`);
    expect(none.body.data).toEqual([]);
  });

  it('bad input → 100001 naming the field', async () => {
    const r = await get(`${listDomains.path}?tradeId=${'x'.repeat(65)}`);
    expect([r.status, r.body.code]).toEqual([400, '100001']);
    expect(r.body.msg).toContain('tradeId');
  });
});

describe('call channel lookup (channel/all reads the lines of call_lines)', () => {
  // Beside the demo app's two lines: a disabled one, names a LIKE pattern would misread, a line
  // without a name, one of another application of the tenant and one of tenant 2003.
  const app1 = { tenantId: '2001', appId: '30000001' };
  beforeAll(async () => {
    await t.db.insert(callLines).values([
      { id: 'cc-off', ...app1, number: '02188880001', name: '停用线路', status: 0 },
      { id: 'cc-pct', ...app1, number: '02188880002', name: '100%线路', concurrency: 3 },
      { id: 'cc-1000', ...app1, number: '02188880003', name: '1000线路' },
      { id: 'cc-under', ...app1, number: '02188880004', name: 'a_b线路' },
      { id: 'cc-axb', ...app1, number: '02188880005', name: 'axb线路' },
      { id: 'cc-bare', ...app1, number: '02188880006' },
      { id: 'cc-app2', tenantId: '2001', appId: '30000009', number: '02188880007', name: '另一应用线路' },
      { id: 'cc-t3', tenantId: '2003', appId: '30000003', number: '02188880008', name: '线路 ISO-MARK-T3' },
    ]);
  });
  const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((c) => c.id).sort();
  const ENABLED = ['cc-1000', 'cc-axb', 'cc-bare', 'cc-pct', 'cc-under', 'demo-line-inbound', 'demo-line-outbound'];

  it('channelStatus 1 lists the enabled lines of the caller application, in the lookup shape', async () => {
    const r = await post(listAllCallChannels.path, { channelStatus: 1 });
    expect(r.body.code).toBe('000000');
    expect(ids(r)).toEqual(ENABLED);
    expect(r.body.data.find((c: any) => c.id === 'demo-line-outbound')).toEqual({
      id: 'demo-line-outbound',
      name: '演示外呼线路',
      lineNumber: '02100000000',
      channelStatus: 1,
      concurrency: 20,
    });
    // A line without a name is offered by its number.
    expect(r.body.data.find((c: any) => c.id === 'cc-bare')).toMatchObject({ name: '02188880006' });
    expect(JSON.stringify(r.body)).not.toContain('ISO-MARK');
  });

  it('without a status every line of the application comes, disabled ones as channelStatus 0', async () => {
    const all = await post(listAllCallChannels.path, {});
    expect(ids(all)).toEqual([...ENABLED, 'cc-off'].sort());
    expect(all.body.data.find((c: any) => c.id === 'cc-off').channelStatus).toBe(0);
    expect(ids(await post(listAllCallChannels.path, { channelStatus: 0 }))).toEqual(['cc-off']);
  });

  it('the name filter takes % and _ literally and also matches the number', async () => {
    const named = async (name: string) => ids(await post(listAllCallChannels.path, { channelStatus: 1, name }));
    expect(await named('%')).toEqual(['cc-pct']);
    expect(await named('100%')).toEqual(['cc-pct']);
    expect(await named('a_b')).toEqual(['cc-under']);
    expect(await named('_')).toEqual(['cc-under']);
    expect(await named('\\')).toEqual([]);
    expect(await named('4008001')).toEqual(['demo-line-inbound']);
    expect(await named('ISO-MARK')).toEqual([]);
  });

  it('another tenant sees only its own line', async () => {
    const r = await post(listAllCallChannels.path, { channelStatus: 1 }, tenant3);
    expect(r.body.data.map((c: any) => c.name)).toEqual(['线路 ISO-MARK-T3']);
    expect(ids(await post(listAllCallChannels.path, { name: '演示' }, tenant3))).toEqual([]);
  });

  it('whoever may create a task may read the lines; nobody else', async () => {
    const taskOnly = await userWithout(t.db, ['lookups.callChannel.list']);
    const tk = (await tokenFor(t.app, taskOnly.username, taskOnly.password)).authorization;
    expect(ids(await post(listAllCallChannels.path, { channelStatus: 1 }, tk))).toEqual(ENABLED);
    const none = await userWithout(t.db, ['lookups.callChannel.list', 'aicall.task.create', 'aicall.task.update']);
    const tk2 = (await tokenFor(t.app, none.username, none.password)).authorization;
    expect((await post(listAllCallChannels.path, { channelStatus: 1 }, tk2)).body.code).toBe('100403');
  });

  it('a platform user without a tenant gets 100403; bad status → 100001 naming channelStatus', async () => {
    expect((await post(listAllCallChannels.path, {}, admin)).body.code).toBe('100403');
    const r = await post(listAllCallChannels.path, { channelStatus: 7 });
    expect([r.body.code, r.body.msg.includes('channelStatus')]).toEqual(['100001', true]);
  });

  it('the separate call_channels table is gone', async () => {
    const r = await t.db.execute(sql`select to_regclass('public.call_channels') as t`);
    expect(rowsOf<{ t: string | null }>(r)[0].t).toBeNull();
  });
});

describe('bot lookups', () => {
  it('bot/list pages by pageNum/pageSize with a name filter and reads data.list', async () => {
    const p1 = await get(`${botListEndpoint.path}?pageNum=1&pageSize=10`);
    expect(p1.body.data.list).toHaveLength(10);
    expect(p1.body.data).toEqual(expect.objectContaining({ total: 14, pageNum: 1, pageSize: 10 }));
    const p2 = await get(`${botListEndpoint.path}?pageNum=2&pageSize=10`);
    expect(p2.body.data.list).toHaveLength(4);
    const ids = new Set([...p1.body.data.list, ...p2.body.data.list].map((b: any) => b.id));
    expect(ids.size).toBe(14);
    const named = await get(`${botListEndpoint.path}?name=${encodeURIComponent('客服')}`);
    expect(named.body.data.list.map((b: any) => b.name).sort()).toEqual(['官网在线客服', '客服热线接待'].sort());
    const typed = await get(`${botListEndpoint.path}?botType=6`);
    expect(typed.body.data.list.map((b: any) => b.name)).toEqual(['通话质检模型']);
  });

  it('each bot carries its newest published version, null before the first publish', async () => {
    const r = await get(`${botListEndpoint.path}?pageSize=20&botType=0`);
    const byName = Object.fromEntries(r.body.data.list.map((b: any) => [b.name, b.publishedVersion]));
    expect(byName).toEqual({ 信用卡分期营销: 1, 保险续保提醒: null, 课程试听邀约: null, 售后回访: null });
  });

  it('the call screens that pick bots may read the list without the bot menu; nobody else', async () => {
    const picker = await userWithout(t.db, ['lookups.bot.list']);
    const tk = (await tokenFor(t.app, picker.username, picker.password)).authorization;
    expect((await get(`${botListEndpoint.path}?pageSize=20`, tk)).body.data.total).toBe(14);
    const none = await userWithout(t.db, accessCodes(botListEndpoint.access));
    const tk2 = (await tokenFor(t.app, none.username, none.password)).authorization;
    expect((await get(`${botListEndpoint.path}?pageSize=20`, tk2)).body.code).toBe('100403');
  });

  it('bad paging → 100001 naming the field', async () => {
    for (const [q, field] of [
      ['pageSize=7', 'pageSize'],
      ['pageNum=0', 'pageNum'],
      ['botType=9', 'botType'],
    ]) {
      const r = await get(`${botListEndpoint.path}?${q}`);
      expect([r.body.code, r.body.msg.includes(field)], q).toEqual(['100001', true]);
    }
  });

  it('cms botList: botName, limit 50, start 1, share 0, searchBotType 3', async () => {
    const r = await post(listCmsBots.path, { botName: '', limit: 50, start: 1, share: 0, searchBotType: 3 });
    expect(r.body.data.list.map((b: any) => b.name).sort()).toEqual(['公众号智能问答', '官网在线客服'].sort());
    expect(r.body.data.total).toBe(2);
    const shared = await post(listCmsBots.path, { limit: 50, start: 1, share: 1 });
    expect(shared.body.data.list.every((b: any) => b.share === 1)).toBe(true);
    expect((await post(listCmsBots.path, { limit: 51, start: 1 })).body.msg).toContain('limit');
  });

  it('the bot query with limit 30 pages by start and refuses a larger limit', async () => {
    const r = await post(queryCmsBots.path, { botName: '', limit: 30, start: 1, searchBotType: 0 });
    expect(r.body.data.list).toHaveLength(4);
    const small = await post(queryCmsBots.path, { limit: 3, start: 2 });
    expect([small.body.data.list.length, small.body.data.total]).toEqual([3, 14]);
    const bad = await post(queryCmsBots.path, { limit: 31, start: 1 });
    expect([bad.body.code, bad.body.msg.includes('limit')]).toEqual(['100001', true]);
  });

  it('another tenant never sees the first tenant bots', async () => {
    const t2 = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const r = await get(`${botListEndpoint.path}?pageSize=100`, t2);
    expect(r.body.data.list.length).toBe(2);
    expect(r.body.data.list.every((b: any) => b.name.includes('ISO-MARK-T2'))).toBe(true);
    // Tenant 3 has no bot module: the CMS bot list refuses it as a module it has not enabled.
    expect((await post(listCmsBots.path, { limit: 50, start: 1 }, tenant3)).body.code).toBe('140007');
  });
});

describe('text channel lookups', () => {
  it('aitext-scene/channel/all lists the tenant channels with type and bot', async () => {
    const r = await post(listAllTextChannels.path, {});
    expect(r.body.data.map((c: any) => [c.name, c.channelType])).toEqual([
      ['官网在线客服', 0],
      ['微信公众号', 0],
      ['测试窗口', 1],
    ]);
    expect(r.body.data[0].botName).toBe('官网在线客服');
    const test = await post(listAllTextChannels.path, { channelType: 1 });
    expect(test.body.data.map((c: any) => c.name)).toEqual(['测试窗口']);
    expect((await post(listAllTextChannels.path, { channelType: 2 })).body.msg).toContain('channelType');
  });

  it('cms channelList pages by start and limit', async () => {
    const r = await post(listCmsChannels.path, { start: 2, limit: 2 });
    expect([r.body.data.list.length, r.body.data.total]).toEqual([1, 3]);
  });

  it('welcome text of another tenant channel is not found and unchanged', async () => {
    const before = await dbDigest(t.db);
    const r = await post(saveTextChannelWelcome.path, { channelId: 'tch-2003-web', html: '<p>x</p>' });
    expect(r.body.code).toBe('100002');
    expect((await get(`${saveTextChannelWelcome.path}?channelId=tch-2003-web`)).body.code).toBe('100002');
    expect(await dbDigest(t.db)).toEqual(before);
  });
});
