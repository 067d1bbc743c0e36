/**
 * User administration (issue 4, /aiadmin/userManage, channel/user, tenant/user): the scope matrix of
 * the four demo roles, the create/edit/status/password/roles/unlock/delete rules, the quota, and
 * that every refusal changes nothing.
 */

import { listOrgs as orgsEndpoint } from '@zhiyu/contract/modules/admin/user';
import type { ManagedUserRow } from '@zhiyu/contract/modules/admin/user-manage';
import {
  createManagedUser,
  deleteManagedUser,
  getManagedUser,
  listManagedUsers,
  listUserRoleOptions,
  resetManagedUserPassword,
  setManagedUserRoles,
  setManagedUserStatus,
  unlockManagedUser,
  updateManagedUser,
} from '@zhiyu/contract/modules/admin/user-manage';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/platform/access/tokens.ts';
import { auditLogs } from '../../../src/platform/audit/table.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { roleResources, roles, userRoles, users } from '../../../src/platform/identity/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { tenants } from '../../../src/platform/tenancy/table.ts';
import type { Api } from '../../helpers/api.ts';
import { call, login, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest, expectRefused } from '../../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant', 'agent', 'tenant2'])
    tok[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
});
afterAll(() => t.close());

type Page = { list: ManagedUserRow[]; total: number };
const list = (who: string, q: Record<string, string | number> = {}) =>
  call<Page>(t.app, {
    method: 'GET',
    url: `${listManagedUsers.path}?${new URLSearchParams({ pageSize: '100', ...q } as Record<string, string>)}`,
    token: tok[who] ?? who,
  });
const post = <T = ManagedUserRow>(who: string, endpoint: Api, payload: Record<string, unknown>) =>
  call<T>(t.app, { method: 'POST', url: endpoint.path, token: tok[who] ?? who, payload });
const names = (r: { body: { data: Page } }) => r.body.data.list.map((u) => u.username).sort();

/** The request is refused with `code` and every table is as it was. */
const refused = (code: string, run: () => Promise<{ body: { code: string; msg: string } }>) =>
  expectRefused(t.db, run, code);

async function freshUser(username: string, tenantId: string = DEMO.tenant1) {
  const r = await post('admin', createManagedUser, {
    username,
    nickname: username,
    password: 'Fresh#Pass2026',
    tenantId,
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  // A user holding no menu cannot sign in (403): give them the agent role.
  if (tenantId === DEMO.tenant1)
    await post('admin', setManagedUserRoles, { id: r.body.data.id, roleIds: ['r-agent-2001'] });
  return r.body.data;
}

describe('scope matrix: who sees which users', () => {
  it('the operator sees every user, platform and channel users included', async () => {
    expect(names(await list('admin'))).toEqual(['admin', 'agent', 'channel', 'tenant', 'tenant2', 'tenant3']);
  });
  it("a channel admin sees their channel's users and its tenants' users, nothing of channel B or the platform", async () => {
    expect(names(await list('channel'))).toEqual(['agent', 'channel', 'tenant', 'tenant2']);
  });
  it("a tenant admin sees their tenant's users only", async () => {
    expect(names(await list('tenant'))).toEqual(['agent', 'tenant']);
    expect(names(await list('tenant2'))).toEqual(['tenant2']);
  });
  it('an agent (no user-admin grant) is refused 100403', async () => {
    expect((await list('agent')).body.code).toBe('100403');
  });
  it('rows carry names of channel, tenant and roles, and the §5 masked phone', async () => {
    await t.db.update(users).set({ phone: '13812345678' }).where(eq(users.id, 'u-agent'));
    const agent = (await list('tenant', { username: 'agent' })).body.data.list[0];
    expect(agent).toMatchObject({
      level: 'tenant',
      channelName: '渠道A',
      tenantName: '知语演示租户',
      roles: [{ id: 'r-agent-2001', name: '坐席' }],
      phone: '138****5678',
      status: 1,
      locked: false,
    });
  });
  it('filters: username/nickname contains, level, tenant, channel, status, role, created range', async () => {
    expect(names(await list('admin', { username: 'TENANT' }))).toEqual(['tenant', 'tenant2', 'tenant3']);
    expect(names(await list('admin', { nickname: '渠道管理' }))).toEqual(['channel']);
    expect(names(await list('admin', { level: 'channel' }))).toEqual(['channel']);
    expect(names(await list('admin', { tenantId: DEMO.tenant1 }))).toEqual(['agent', 'tenant']);
    expect(names(await list('admin', { channelId: DEMO.channelB }))).toEqual(['tenant3']);
    expect(names(await list('admin', { roleId: 'r-agent-2001' }))).toEqual(['agent']);
    expect(names(await list('admin', { phone: '5678' }))).toEqual(['agent']);
    expect(names(await list('admin', { status: 0 }))).toEqual([]);
    expect(names(await list('admin', { createdFrom: Date.now() + 3_600_000 }))).toEqual([]);
  });
  it('a filter naming a tenant or channel outside the scope is refused 140008', async () => {
    expect((await list('tenant', { tenantId: DEMO.tenant2 })).body.code).toBe('140008');
    expect((await list('channel', { tenantId: DEMO.tenant3 })).body.code).toBe('140008');
    expect((await list('channel', { channelId: DEMO.channelB })).body.code).toBe('140008');
  });
  it('the fixed views: channel/user shows channel users, tenant/user tenant users', async () => {
    expect(names(await list('admin', { view: 'channel' }))).toEqual(['channel']);
    expect(names(await list('channel', { view: 'tenant', tenantId: DEMO.tenant2 }))).toEqual(['tenant2']);
    // A tenant admin's scope holds no channel users.
    expect(names(await list('tenant', { view: 'channel' }))).toEqual([]);
  });
  it('sorts by username both ways and pages', async () => {
    const asc = await list('admin', { sortField: 'username', sortOrder: 'ASC', pageSize: 5 });
    expect(asc.body.data.list.map((u) => u.username)).toEqual(['admin', 'agent', 'channel', 'tenant', 'tenant2']);
    expect(asc.body.data.total).toBe(6);
    const p2 = await list('admin', { sortField: 'username', sortOrder: 'DESC', pageSize: 5, pageNum: 2 });
    expect(p2.body.data.list.map((u) => u.username)).toEqual(['admin']);
  });
});

describe('create', () => {
  it("a tenant admin creates a user of their own tenant, on the tenant's first app, with an audit record", async () => {
    const r = await post('tenant', createManagedUser, {
      username: 'new_op1',
      nickname: '新客服',
      password: 'Fresh#Pass2026',
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data).toMatchObject({ level: 'tenant', tenantId: DEMO.tenant1, appId: DEMO.appid1, roles: [] });
    const [a] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, r.body.data.id)));
    expect(a).toMatchObject({ action: 'create', actorName: 'tenant', tenantId: DEMO.tenant1 });
    expect(JSON.stringify(a.after)).not.toContain('Fresh#Pass2026');
    expect(JSON.stringify(a.after)).not.toContain('argon2');
    await post('tenant', setManagedUserRoles, { id: r.body.data.id, roleIds: ['r-agent-2001'] });
    expect((await login(t.app, 'new_op1', 'Fresh#Pass2026')).body.code).toBe('000000');
  });
  it('the operator creates platform, channel and tenant users; a channel admin a channel user of their channel', async () => {
    expect(
      (
        await post('admin', createManagedUser, {
          username: 'op2',
          nickname: 'o',
          password: 'Fresh#Pass2026',
          level: 'platform',
        })
      ).body.data.level,
    ).toBe('platform');
    expect(
      (
        await post('admin', createManagedUser, {
          username: 'ch2',
          nickname: 'c',
          password: 'Fresh#Pass2026',
          level: 'channel',
          channelId: DEMO.channelB,
        })
      ).body.data.channelName,
    ).toBe('渠道B');
    const c = await post('channel', createManagedUser, { username: 'ch3', nickname: 'c', password: 'Fresh#Pass2026' });
    expect(c.body.data).toMatchObject({ level: 'channel', channelId: DEMO.channelA });
    const tu = await post('channel', createManagedUser, {
      username: 't2u',
      nickname: 'c',
      password: 'Fresh#Pass2026',
      tenantId: DEMO.tenant2,
    });
    expect(tu.body.data).toMatchObject({ level: 'tenant', tenantId: DEMO.tenant2, appId: DEMO.appid2 });
  });
  it('outside the scope → 140008, nothing created', async () => {
    const body = { username: 'outsider', nickname: 'x', password: 'Fresh#Pass2026' };
    await refused('140008', () => post('tenant', createManagedUser, { ...body, tenantId: DEMO.tenant2 }));
    await refused('140008', () =>
      post('tenant', createManagedUser, { ...body, level: 'channel', channelId: DEMO.channelA }),
    );
    await refused('140008', () => post('channel', createManagedUser, { ...body, tenantId: DEMO.tenant3 }));
    await refused('140008', () =>
      post('channel', createManagedUser, { ...body, level: 'channel', channelId: DEMO.channelB }),
    );
    await refused('140008', () => post('channel', createManagedUser, { ...body, level: 'platform' }));
    await refused('140008', () => post('tenant', createManagedUser, { ...body, appId: DEMO.appid2 }));
  });
  it('bad input is refused with a clear code and creates nothing', async () => {
    const ok = { username: 'good_name', nickname: 'n', password: 'Fresh#Pass2026' };
    await refused('100003', () => post('tenant', createManagedUser, { ...ok, username: 'Agent' }));
    await refused('110004', () => post('tenant', createManagedUser, { ...ok, password: 'short' }));
    await refused('110004', () => post('tenant', createManagedUser, { ...ok, password: 'good_name' }));
    await refused('110004', () => post('tenant', createManagedUser, { ...ok, password: 'password123' }));
    await refused('100001', () => post('tenant', createManagedUser, { ...ok, username: 'has space' }));
    await refused('100001', () => post('tenant', createManagedUser, { ...ok, nickname: '   ' }));
    await refused('100001', () => post('tenant', createManagedUser, { ...ok, email: 'not-an-email' }));
    await refused('100001', () => post('tenant', createManagedUser, { ...ok, phone: '13x' }));
    await refused('100001', () => post('admin', createManagedUser, ok));
    await refused('100002', () => post('admin', createManagedUser, { ...ok, tenantId: '9999' }));
    const dup = await post('tenant', createManagedUser, { ...ok, username: 'agent' });
    expect(dup.body.msg).toBe('用户名不可用');
  });
  it("the tenant's user quota: creating past it → 140005, nothing created", async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from users where tenant_id = ${DEMO.tenant2}`),
    );
    await t.db.update(tenants).set({ userQuota: n }).where(eq(tenants.id, DEMO.tenant2));
    const over = await post('channel', createManagedUser, {
      username: 'over_quota',
      nickname: 'q',
      password: 'Fresh#Pass2026',
      tenantId: DEMO.tenant2,
    });
    expect(over.body.msg).toBe(`已达到账号上限（${n}个），无法新增用户`);
    await refused('140005', () =>
      post('channel', createManagedUser, {
        username: 'over_quota',
        nickname: 'q',
        password: 'Fresh#Pass2026',
        tenantId: DEMO.tenant2,
      }),
    );
    await t.db.update(tenants).set({ userQuota: null }).where(eq(tenants.id, DEMO.tenant2));
    const r = await post('channel', createManagedUser, {
      username: 'over_quota',
      nickname: 'q',
      password: 'Fresh#Pass2026',
      tenantId: DEMO.tenant2,
    });
    expect(r.body.code).toBe('000000');
  });
});

describe('edit, targets in and out of scope', () => {
  it('edits nickname, phone, email, remark and the app; detail shows the whole phone', async () => {
    const r = await post('tenant', updateManagedUser, {
      id: 'u-agent',
      nickname: '坐席小王二',
      phone: '13900001111',
      email: 'wang@example.com',
      remark: '夜班',
      appId: DEMO.appid1,
    });
    expect(r.body.data).toMatchObject({ nickname: '坐席小王二', phone: '139****1111', email: 'wang@example.com' });
    const d = await call<ManagedUserRow>(t.app, {
      method: 'GET',
      url: `${getManagedUser.path}?id=u-agent`,
      token: tok.tenant,
    });
    expect(d.body.data.phone).toBe('13900001111');
    expect((d.body.data as unknown as { apps: unknown }).apps).toEqual([
      { appid: DEMO.appid1, name: '知语演示租户 应用' },
    ]);
    const [a] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'update'), eq(auditLogs.entityId, 'u-agent')));
    expect(a.before).toMatchObject({ nickname: '坐席小王' });
    expect(a.after).toMatchObject({ nickname: '坐席小王二', remark: '夜班' });
  });
  it('every action on a user outside the scope → 140008, changing nothing', async () => {
    const cases: [string, Api, Record<string, unknown>][] = [
      ['tenant', updateManagedUser, { id: 'u-tenant2', nickname: 'x' }],
      ['tenant', setManagedUserStatus, { id: 'u-tenant2', status: 0 }],
      ['tenant', resetManagedUserPassword, { id: 'u-tenant2', password: 'Fresh#Pass2026' }],
      ['tenant', setManagedUserRoles, { id: 'u-tenant2', roleIds: [] }],
      ['tenant', unlockManagedUser, { id: 'u-tenant2' }],
      ['tenant', deleteManagedUser, { id: 'u-tenant2' }],
      ['tenant', deleteManagedUser, { id: 'u-channel' }],
      ['channel', updateManagedUser, { id: 'u-tenant3', nickname: 'x' }],
      ['channel', setManagedUserStatus, { id: 'u-admin', status: 0 }],
      ['channel', deleteManagedUser, { id: 'u-admin' }],
      ['channel', resetManagedUserPassword, { id: 'u-tenant3', password: 'Fresh#Pass2026' }],
      ['tenant2', updateManagedUser, { id: 'u-agent', nickname: 'x' }],
    ];
    for (const [who, path, body] of cases) await refused('140008', () => post(who, path, body));
    const d = await call(t.app, {
      method: 'GET',
      url: `${getManagedUser.path}?id=u-tenant3`,
      token: tok.channel,
    });
    expect(d.body.code).toBe('140008');
  });
  it('a channel admin edits a user of a tenant of their channel', async () => {
    expect((await post('channel', updateManagedUser, { id: 'u-tenant2', nickname: '乙管理员' })).body.code).toBe(
      '000000',
    );
  });
  it('an unknown id → 100002', async () => {
    await refused('100002', () => post('admin', updateManagedUser, { id: 'nobody', nickname: 'x' }));
  });
});

describe('disable / enable: sessions end at once', () => {
  it('a disabled user is answered 999987 on the next request and cannot sign in; enabling lets them back', async () => {
    const u = await freshUser('to_disable');
    const s = await tokenFor(t.app, 'to_disable', 'Fresh#Pass2026');
    const r = await post('tenant', setManagedUserStatus, { id: u.id, status: 0 });
    expect(r.body.data.status).toBe(0);
    const next = await call(t.app, { method: 'GET', url: orgsEndpoint.path, token: s.authorization });
    expect([next.status, next.body.code]).toEqual([403, '999987']);
    expect((await login(t.app, 'to_disable', 'Fresh#Pass2026')).body.code).not.toBe('000000');
    expect((await list('tenant', { status: 0 })).body.data.list.map((x) => x.username)).toEqual(['to_disable']);
    expect((await post('tenant', setManagedUserStatus, { id: u.id, status: 1 })).body.data.status).toBe(1);
    expect((await login(t.app, 'to_disable', 'Fresh#Pass2026')).body.code).toBe('000000');
  });
  it('nobody disables or deletes their own account (140009)', async () => {
    await refused('140009', () => post('tenant', setManagedUserStatus, { id: 'u-tenant', status: 0 }));
    await refused('140009', () => post('admin', deleteManagedUser, { id: 'u-admin' }));
    await refused('140009', () => post('channel', deleteManagedUser, { id: 'u-channel' }));
  });
});

describe('reset password', () => {
  it('sets a new password meeting the rules; the old sessions end (600001); must change at next sign-in', async () => {
    const u = await freshUser('to_reset');
    const s = await tokenFor(t.app, 'to_reset', 'Fresh#Pass2026');
    await refused('110004', () => post('tenant', resetManagedUserPassword, { id: u.id, password: 'to_reset' }));
    await refused('110004', () => post('tenant', resetManagedUserPassword, { id: u.id, password: '1234567' }));
    const r = await post('tenant', resetManagedUserPassword, { id: u.id, password: 'Brand-New#2026' });
    expect(r.body.code).toBe('000000');
    const next = await call(t.app, { method: 'GET', url: orgsEndpoint.path, token: s.authorization });
    expect(next.body.code).toBe('600001');
    expect((await login(t.app, 'to_reset', 'Fresh#Pass2026')).body.code).toBe('110001');
    const ok = await login(t.app, 'to_reset', 'Brand-New#2026');
    expect(ok.body.code).toBe('000000');
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.mustChangePassword).toBe(true);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, u.id));
    expect(audits.map((a) => a.action)).toContain('reset-password');
    expect(JSON.stringify(audits)).not.toContain('Brand-New#2026');
  });
});

describe('unlock after sign-in throttling', () => {
  it('5 failures lock the account → the list shows it locked → unlock → the login works', async () => {
    const u = await freshUser('to_unlock');
    for (let i = 0; i < 5; i++) await login(t.app, 'to_unlock', 'wrong-password');
    expect((await login(t.app, 'to_unlock', 'Fresh#Pass2026')).body.code).toBe('110002');
    expect((await list('tenant', { username: 'to_unlock' })).body.data.list[0].locked).toBe(true);
    const r = await post('tenant', unlockManagedUser, { id: u.id });
    expect(r.body.code).toBe('000000');
    expect((await list('tenant', { username: 'to_unlock' })).body.data.list[0].locked).toBe(false);
    expect((await login(t.app, 'to_unlock', 'Fresh#Pass2026')).body.code).toBe('000000');
    const [a] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'unlock'), eq(auditLogs.entityId, u.id)));
    expect(a.before).toEqual({ locked: true });
  });
});

describe('role assignment', () => {
  it("tenant users get roles of their tenant; another tenant's or a channel role → 140008", async () => {
    const u = await freshUser('role_holder');
    await post('tenant', setManagedUserRoles, { id: u.id, roleIds: [] });
    const opts = await call<{ id: string }[]>(t.app, {
      method: 'GET',
      url: `${listUserRoleOptions.path}?userId=${u.id}`,
      token: tok.tenant,
    });
    expect(opts.body.data.map((r) => r.id).sort()).toEqual(['r-agent-2001', 'r-tenant-admin-2001']);
    const r = await post('tenant', setManagedUserRoles, { id: u.id, roleIds: ['r-agent-2001'] });
    expect(r.body.data.roles).toEqual([{ id: 'r-agent-2001', name: '坐席' }]);
    await refused('140008', () => post('tenant', setManagedUserRoles, { id: u.id, roleIds: ['r-tenant-admin-2002'] }));
    await refused('140008', () => post('admin', setManagedUserRoles, { id: u.id, roleIds: ['r-channel-admin-1001'] }));
    await refused('140008', () => post('admin', setManagedUserRoles, { id: 'u-channel', roleIds: ['r-agent-2001'] }));
    await refused('140008', () => post('admin', setManagedUserRoles, { id: 'u-admin', roleIds: ['r-agent-2001'] }));
    await refused('100002', () => post('tenant', setManagedUserRoles, { id: u.id, roleIds: ['r-none'] }));
    // The new role set takes effect on the user's next sign-in.
    const s = await tokenFor(t.app, 'role_holder', 'Fresh#Pass2026');
    expect(JSON.stringify(s.nav_data)).toContain('/aihelper/agent');
    expect((await post('tenant', setManagedUserRoles, { id: u.id, roleIds: [] })).body.data.roles).toEqual([]);
  });
  it('channel users get roles of their channel', async () => {
    const r = await post('admin', setManagedUserRoles, { id: 'u-channel', roleIds: ['r-channel-admin-1001'] });
    expect(r.body.data.roles.map((x) => x.id)).toEqual(['r-channel-admin-1001']);
  });
});

describe('delete', () => {
  it('deletes a user in scope, with its roles; their sessions end; a platform user only by an operator', async () => {
    const u = await freshUser('to_delete');
    await post('tenant', setManagedUserRoles, { id: u.id, roleIds: ['r-agent-2001'] });
    const s = await tokenFor(t.app, 'to_delete', 'Fresh#Pass2026');
    expect((await post('tenant', deleteManagedUser, { id: u.id })).body.code).toBe('000000');
    expect(await t.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, u.id))).toEqual([]);
    const next = await call(t.app, { method: 'GET', url: orgsEndpoint.path, token: s.authorization });
    expect(next.status).toBe(401);
    const op = await post('admin', createManagedUser, {
      username: 'op_del',
      nickname: 'o',
      password: 'Fresh#Pass2026',
      level: 'platform',
    });
    await refused('140008', () => post('channel', deleteManagedUser, { id: op.body.data.id }));
    expect((await post('admin', deleteManagedUser, { id: op.body.data.id })).body.code).toBe('000000');
  });
});

describe('a role granted only the tenant-user screen', () => {
  it('can use that screen fully (tenant users) and nothing beyond it', async () => {
    const roleId = newId();
    await t.db
      .insert(roles)
      .values({ id: roleId, level: 'tenant', channelId: DEMO.channelA, tenantId: DEMO.tenant1, name: '仅租户用户' });
    const codes = [
      '/aiadmin',
      '/aiadmin/tenant/user',
      'admin.tenantUser.list',
      'admin.tenantUser.create',
      'admin.tenantUser.update',
      'admin.tenantUser.status',
      'admin.tenantUser.reset-password',
      'admin.tenantUser.roles',
    ];
    await t.db.insert(roleResources).values(codes.map((resourceId) => ({ roleId, resourceId })));
    const u = await freshUser('screen_only');
    await post('tenant', setManagedUserRoles, { id: u.id, roleIds: [roleId] });
    const s = (await tokenFor(t.app, 'screen_only', 'Fresh#Pass2026')).authorization;
    expect(names(await list(s, { view: 'tenant' }))).toContain('agent');
    expect((await list(s)).body.code).toBe('100403');
    const c = await post(s, createManagedUser, { username: 'by_screen', nickname: 'b', password: 'Fresh#Pass2026' });
    expect(c.body.data.level).toBe('tenant');
    expect((await post(s, setManagedUserStatus, { id: c.body.data.id, status: 0 })).body.data.status).toBe(0);
    await refused('100403', () => post(s, deleteManagedUser, { id: c.body.data.id }));
    await refused('100403', () => post(s, unlockManagedUser, { id: c.body.data.id }));
  });
});

describe('every user endpoint without its permission', () => {
  it('answers 100403 to a tenant user holding every other tenant grant, changing nothing', async () => {
    const { accessCodes } = await import('@zhiyu/contract/endpoint');
    const { callExample, userWithout } = await import('../../helpers/walk.ts');
    const mine = t.app.endpoints.filter((e) => e.path.startsWith(listManagedUsers.path.replace(/list$/, '')));
    // The user screens' endpoints, the import template among them: each refuses a user without its grant.
    expect(mine.length).toBe(18);
    for (const e of mine) {
      const u = await userWithout(t.db, accessCodes(e.access));
      const s = await tokenFor(t.app, u.username, u.password);
      const before = await dbDigest(t.db);
      const r = await callExample(t.app, e, s.authorization);
      expect([r.status, r.body.code], e.id).toEqual([403, '100403']);
      expect(await dbDigest(t.db), e.id).toEqual(before);
    }
  }, 120_000);
});
