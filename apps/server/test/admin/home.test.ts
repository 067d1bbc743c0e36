/**
 * The workspace home's summary (/ai-admin/home/summary): its figures are the data's, each caller
 * sees their own scope only (operator: the platform; channel admin: their channel; tenant admin:
 * their tenant), figures need the grant of the screen that shows them, and the agent is refused.
 */
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import type { HomeSummary } from '@zhiyu/contract/modules/admin/home';
import { getHomeSummary } from '@zhiyu/contract/modules/admin/home';
import { listTenants } from '@zhiyu/contract/modules/admin/tenant';
import { createBot } from '@zhiyu/contract/modules/bot/bot';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRollupDays } from '../../src/modules/aicall/rollup/table.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { tenants } from '../../src/platform/tenancy/table.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { foreignMarkers, userWithout } from '../helpers/walk.ts';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant', 'tenant2', 'agent'])
    tokens[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
});
afterAll(() => t.close());

const summary = (token: string) => call<HomeSummary>(t.app, { method: 'GET', url: getHomeSummary.path, token });
const ok = async (token: string) => {
  const r = await summary(token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const one = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.db.execute(q))[0].n);
const counted = (n: number) => ({ total: n, totalCapped: false });

describe('home summary', () => {
  it('gives a tenant admin the figures of their own tenant, as the data has them', async () => {
    const s = await ok(tokens.tenant);
    expect(s.org).toBeNull();
    const tn = s.tenant;
    expect(tn?.id).toBe(DEMO.tenant1);
    const app = DEMO.appid1;
    const bots = await one(
      sql`select count(*) as n from bots where tenant_id = ${DEMO.tenant1} and (app_id = ${app} or share = 1)`,
    );
    const published = await one(
      sql`select count(*) as n from bots b join bot_details d on d.bot_id = b.id
          where b.tenant_id = ${DEMO.tenant1} and (b.app_id = ${app} or b.share = 1) and d.published_version is not null`,
    );
    expect(tn?.bots).toEqual({ total: bots, published });
    expect(bots).toBeGreaterThan(0);
    expect(tn?.libraries).toEqual(
      counted(
        await one(sql`select count(*) as n from kb_libraries where tenant_id = ${DEMO.tenant1} and app_id = ${app}`),
      ),
    );
    expect(tn?.textChannels).toEqual(
      counted(
        await one(sql`select count(*) as n from text_channels where tenant_id = ${DEMO.tenant1} and app_id = ${app}`),
      ),
    );
    expect(tn?.users).toEqual(
      counted(await one(sql`select count(*) as n from users where tenant_id = ${DEMO.tenant1}`)),
    );
    expect(tn?.runningTasks).toBe(
      await one(
        sql`select count(*) as n from outbound_tasks where tenant_id = ${DEMO.tenant1} and app_id = ${app} and status = 'running'`,
      ),
    );
    const sip = await one(sql`select count(*) as n from tenant_sip where tenant_id = ${DEMO.tenant1}`);
    expect(tn?.sip?.configured).toBe(sip > 0);
    if (!sip) expect(s.attention.map((a) => a.kind)).toContain('sipMissing');
    // Nothing of another tenant, not even its name.
    const text = JSON.stringify(s);
    for (const m of foreignMarkers()) expect(text.includes(m), m).toBe(false);
  });

  it("counts today's calls from the rollups of the tenant's day, and a new bot as a draft", async () => {
    const before = (await ok(tokens.tenant)).tenant;
    const day = zonedDay(Date.now(), 'Asia/Shanghai');
    await t.db.insert(callRollupDays).values([
      { tenantId: DEMO.tenant1, appId: DEMO.appid1, day, direction: 1, taskId: 'home-test', calls: 7 },
      // Another tenant's calls and another day's never count.
      { tenantId: '2002', appId: DEMO.appid1, day, direction: 1, taskId: 'home-test', calls: 100 },
      { tenantId: DEMO.tenant1, appId: DEMO.appid1, day: '2001-01-01', direction: 1, taskId: 'home-test', calls: 50 },
    ]);
    const bot = await call(t.app, {
      method: 'POST',
      url: createBot.path,
      token: tokens.tenant,
      payload: { name: 'home summary draft', type: 0 },
    });
    expect(bot.body.code, JSON.stringify(bot.body)).toBe('000000');
    const after = await ok(tokens.tenant);
    expect(after.tenant?.callsToday).toBe((before?.callsToday ?? 0) + 7);
    expect(after.tenant?.bots).toEqual({ total: (before?.bots?.total ?? 0) + 1, published: before?.bots?.published });
    const drafts = after.attention.find((a) => a.kind === 'botsUnpublished');
    expect(drafts?.count).toBe((after.tenant?.bots?.total ?? 0) - (after.tenant?.bots?.published ?? 0));
  });

  it('gives another tenant admin their own tenant only', async () => {
    const s = await ok(tokens.tenant2);
    expect(s.tenant?.id).toBe('2002');
    expect(s.org).toBeNull();
    expect(JSON.stringify(s)).not.toContain(`"${DEMO.tenant1}"`);
  });

  it('gives a channel admin their channel: its tenants and users, no platform figures, no tenant', async () => {
    const s = await ok(tokens.channel);
    expect(s.tenant).toBeNull();
    expect(s.org).toMatchObject({
      level: 'channel',
      channels: null,
      nlpEngines: null,
      speechEngines: null,
      licence: null,
    });
    const tenantsOf = await one(sql`select count(*) as n from tenants where channel_id = ${DEMO.channelA}`);
    expect(s.org?.tenants).toEqual(counted(tenantsOf));
    const list = await call<{ total: number }>(t.app, {
      method: 'GET',
      url: `${listTenants.path}?pageNum=1&pageSize=10`,
      token: tokens.channel,
    });
    expect(list.body.data.total).toBe(tenantsOf);
    const users = await one(
      sql`select count(*) as n from users where (level = 'channel' and channel_id = ${DEMO.channelA})
          or tenant_id in (select id from tenants where channel_id = ${DEMO.channelA})`,
    );
    expect(s.org?.users).toEqual(counted(users));
  });

  it('gives the operator the platform, and the tenant too once they act in one', async () => {
    const s = await ok(tokens.admin);
    expect(s.tenant).toBeNull();
    expect(s.org?.level).toBe('platform');
    expect(s.org?.channels).toEqual(counted(await one(sql`select count(*) as n from channels`)));
    expect(s.org?.tenants).toEqual(counted(await one(sql`select count(*) as n from tenants`)));
    expect(s.org?.users).toEqual(counted(await one(sql`select count(*) as n from users`)));
    expect(s.org?.nlpEngines).toEqual(counted(await one(sql`select count(*) as n from engines where kind = 'nlp'`)));
    expect(s.org?.speechEngines).toEqual(
      counted(await one(sql`select count(*) as n from engines where kind in ('asr', 'tts')`)),
    );

    const acting = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
    const sw = await call(t.app, {
      method: 'POST',
      url: switchOrg.path,
      token: acting,
      payload: { orgId: '2001' },
    });
    expect(sw.body.code).toBe('000000');
    const inTenant = await ok(acting);
    expect(inTenant.org?.level).toBe('platform');
    expect(inTenant.tenant?.id).toBe(DEMO.tenant1);
  });

  it('flags tenants expiring soon to the operator, and to the tenant itself', async () => {
    const now = Date.now();
    await t.db
      .update(tenants)
      .set({ expiresAt: new Date(now + 5 * DAY + 3600_000) })
      .where(eq(tenants.id, DEMO.tenant1));
    try {
      const op = await ok(tokens.admin);
      expect(op.org?.expiringTenants?.[0]).toMatchObject({ id: DEMO.tenant1 });
      expect(op.org?.expiringCount).toBeGreaterThanOrEqual(1);
      expect(op.attention.find((a) => a.kind === 'tenantsExpiring')?.path).toBe('/aiadmin/tenant/add');
      const own = await ok(tokens.tenant);
      expect(own.attention.find((a) => a.kind === 'tenantExpiring')?.count).toBe(6);
      // The tenant of another channel's admin is none of channel A's business.
      const ch = await ok(tokens.channel);
      expect(ch.org?.expiringTenants?.map((x) => x.id)).toContain(DEMO.tenant1);
    } finally {
      await t.db
        .update(tenants)
        .set({ expiresAt: new Date(now + 365 * DAY) })
        .where(eq(tenants.id, DEMO.tenant1));
    }
  });

  it('leaves out the figures of screens the caller is not granted', async () => {
    const u = await userWithout(t.db, ['bot.bot.list', 'index.bot.list', 'aikb.library.list']);
    const s = await ok((await tokenFor(t.app, u.username, u.password)).authorization);
    expect(s.tenant?.bots).toBeNull();
    expect(s.tenant?.libraries).toBeNull();
    expect(s.tenant?.textChannels).not.toBeNull();
    expect(s.attention.map((a) => a.kind)).not.toContain('botsUnpublished');
  });

  it('refuses the agent, who is not granted the home figures (100403)', async () => {
    const r = await summary(tokens.agent);
    expect([r.status, r.body.code]).toEqual([403, '100403']);
    const none = await summary('');
    expect(none.body.code).not.toBe('000000');
  });
});
