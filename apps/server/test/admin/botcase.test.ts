import {
  createBotCase,
  deleteBotCases,
  listBotCaseBots,
  listBotCases,
  listShowcaseBotCases,
  updateBotCase,
} from '@zhiyu/contract/modules/admin/botcase';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/platform/audit/table.ts';
import type { Api } from '../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const u of ['admin', 'channel', 'tenant', 'agent'])
    tok[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; name: string };
const post = <T = Row>(endpoint: Api, payload: object, who = 'admin') =>
  call<T>(t.app, { method: 'POST', url: endpoint.path, token: tok[who], payload });
const list = (q = '', who = 'admin') =>
  call<{ list: Row[]; total: number }>(t.app, { url: `${listBotCases.path}?${q}`, token: tok[who] });
const good = { name: '银行催收案例', tradeId: 'trade-finance-bank', botId: 'bot-2002-0', description: '演示', sort: 5 };

describe('showcase bots: CRUD by the operator', () => {
  it('lists the seeded cases in sort order with trade path and bot names', async () => {
    const r = await list('pageSize=10');
    expect(r.body.data.list.map((x) => x.id)).toEqual(['case-demo-1', 'case-demo-2', 'case-demo-3', 'case-demo-4']);
    expect(r.body.data.list[0]).toMatchObject({
      tradeId: 'trade-finance-bank',
      tradePath: ['trade-finance', 'trade-finance-bank'],
      tradeName: '金融 / 银行',
      botId: 'bot-2001-1',
      botName: '信用卡分期营销',
      botTenantName: '知语演示租户',
      status: 1,
    });
    expect(r.body.data.list[3].status).toBe(0);
  });

  it("creates a case referencing any tenant's bot, edits and deletes it; each change audited", async () => {
    const c = await post(createBotCase, good);
    expect(c.body.code).toBe('000000');
    expect(c.body.data).toMatchObject({
      name: '银行催收案例',
      botId: 'bot-2002-0',
      tradeName: '金融 / 银行',
      status: 1,
    });
    const e = await post(updateBotCase, {
      ...good,
      id: c.body.data.id,
      name: '改名案例',
      tradeId: 'trade-insurance',
      status: 0,
    });
    expect(e.body.data).toMatchObject({ name: '改名案例', tradePath: ['trade-insurance'], status: 0 });
    const d = await post<{ deleted: number }>(deleteBotCases, { ids: [c.body.data.id] });
    expect(d.body.data.deleted).toBe(1);
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, c.body.data.id));
    expect(trail.map((x) => x.action).sort()).toEqual(['create', 'delete', 'update']);
    const upd = trail.find((x) => x.action === 'update') as (typeof trail)[number];
    expect(upd).toMatchObject({ entity: 'botcase', actorName: 'admin' });
    expect([(upd.before as Row).name, (upd.after as Row).name]).toEqual(['银行催收案例', '改名案例']);
  });

  it('refuses an unknown trade, an unknown bot and bad fields (100001), changing nothing', async () => {
    const before = await dbDigest(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, tradeId: 'trade-none' }, '参数错误: tradeId：行业不存在'],
      [{ ...good, botId: 'bot-none' }, '参数错误: botId：机器人不存在'],
      [{ ...good, name: '   ' }, '参数错误: name'],
      [{ ...good, name: 'x'.repeat(51) }, '参数错误: name'],
      [{ ...good, sort: -1 }, '参数错误: sort'],
      [{ ...good, status: 2 }, '参数错误: status'],
      [{ ...good, botId: undefined }, '参数错误: botId'],
    ];
    for (const [body, msg] of cases) {
      const r = await post(createBotCase, body);
      expect([r.body.code, r.body.msg], JSON.stringify(body)).toEqual(['100001', msg]);
      const u = await post(updateBotCase, { ...body, id: 'case-demo-1' });
      expect(u.body.code).toBe('100001');
    }
    const missing = await post(updateBotCase, { ...good, id: 'case-none' });
    expect(missing.body.code).toBe('100002');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('filters by name, trade (a parent trade covers its sub-trades) and status', async () => {
    expect((await list(`name=${encodeURIComponent('续保')}`)).body.data.list.map((x) => x.id)).toEqual(['case-demo-2']);
    expect((await list('tradeId=trade-finance')).body.data.list.map((x) => x.id)).toEqual([
      'case-demo-1',
      'case-demo-4',
    ]);
    expect((await list('status=0')).body.data.list.map((x) => x.id)).toEqual(['case-demo-4']);
  });

  it('the bot picker lists bots of every tenant with their tenant', async () => {
    const r = await call<{ list: { id: string; tenantId: string }[] }>(t.app, {
      url: `${listBotCaseBots.path}?pageSize=100`,
      token: tok.admin,
    });
    const tenants = new Set(r.body.data.list.map((b) => b.tenantId));
    expect([...tenants].sort()).toEqual(['2001', '2002', '2003']);
  });
});

describe('showcase bots: who may see what', () => {
  it('channel and tenant admins cannot manage cases; nothing changes', async () => {
    const before = await dbDigest(t.db);
    for (const who of ['channel', 'tenant']) {
      expect((await list('', who)).body.code).toBe('100403');
      expect((await post(createBotCase, good, who)).body.code).toBe('100403');
      expect((await post(deleteBotCases, { ids: ['case-demo-1'] }, who)).body.code).toBe('100403');
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('any signed-in user reads the enabled cases, without the source bot or tenant', async () => {
    for (const who of ['tenant', 'agent', 'channel']) {
      const r = await call<Row[]>(t.app, { url: listShowcaseBotCases.path, token: tok[who] });
      expect(r.body.code).toBe('000000');
      expect(r.body.data.map((x) => x.id)).toEqual(['case-demo-1', 'case-demo-2', 'case-demo-3']);
      expect(Object.keys(r.body.data[0]).sort()).toEqual([
        'botType',
        'description',
        'id',
        'name',
        'tradeId',
        'tradeName',
      ]);
    }
    const insurance = await call<Row[]>(t.app, {
      url: `${listShowcaseBotCases.path}?tradeId=trade-insurance`,
      token: tok.tenant,
    });
    expect(insurance.body.data.map((x) => x.id)).toEqual(['case-demo-2']);
    const anon = await call(t.app, { url: listShowcaseBotCases.path });
    expect(anon.status).toBe(401);
  });
});
