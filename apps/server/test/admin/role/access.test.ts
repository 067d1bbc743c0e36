/**
 * Roles, grants and the resource tree (issue 4): grants change nav_data / whitelists at the next
 * login and the API whitelist on the very next request; no one grants beyond their holdings or the
 * role's level; role deletion and resource invalidation rules; audit rows with before/after.
 */

import { login as loginEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { getResourceTree, updateResourceValidity } from '@zhiyu/contract/modules/admin/resource';
import { channelRole, createTenantRole, deleteTenantRole, listTenantRoles } from '@zhiyu/contract/modules/admin/role';
import { deleteTags, listTags } from '@zhiyu/contract/modules/aicall/tag';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../src/platform/audit/table.ts';
import { resources, roleResources, roles, userRoles } from '../../../src/platform/identity/table.ts';
import { api, ROLE, userHolding } from '../../helpers/admin-access.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

interface RoleRow {
  id: string;
  name: string;
  tenantId: string | null;
  channelId: string | null;
  userCount: number;
  grantCount: number;
}
interface Tree {
  nodes: { id: string; type: number; grantable: boolean; validity: number; level: string; module: string }[];
  granted: string[];
  kept: number;
}
interface Nav {
  path: string;
  children?: Nav[];
}
const flat = (n: Nav[]): string[] => n.flatMap((x) => [x.path, ...flat(x.children ?? [])]);

let t: TestApp;
let admin: string;
let channel: string;
let tenant: string;
let tenant2: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
  channel = (await tokenFor(t.app, 'channel', PASSWORDS.channel)).authorization;
  tenant = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  tenant2 = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
});
afterAll(() => t.close());

const TAG_SUBSET = ['/aicall/crm-filed/list', 'aicall.tag.list', 'aicall.tag.create', 'aicall.tag.add-button'];

async function newTenantRole(token: string, name: string, extra: Record<string, string> = {}) {
  const r = await api<RoleRow>(t.app, token, 'POST', createTenantRole.path, { name, ...extra });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
}
const grant = (token: string, roleId: string, resourceIds: string[], level: keyof typeof ROLE = 'tenant') =>
  api<{ added: number; removed: number; total: number }>(t.app, token, 'POST', ROLE[level].grant.path, {
    roleId,
    resourceIds,
  });
const tree = (token: string, roleId: string, level: keyof typeof ROLE = 'tenant') =>
  api<Tree>(t.app, token, 'GET', ROLE[level].grants.path, { roleId });
const tagCall = (token: string, action: 'list' | 'delete') =>
  action === 'list'
    ? api(t.app, token, 'GET', listTags.path)
    : api(t.app, token, 'POST', deleteTags.path, { ids: ['tag-none'] });

describe('grants edited in the tree', () => {
  it('change nav_data, apiWhiteList and btnWhiteList at the next login, and the API whitelist on the next request', async () => {
    const role = await newTenantRole(tenant, '标签录入员');
    expect((await grant(tenant, role.id, TAG_SUBSET)).body.data).toMatchObject({ added: 4, removed: 0, total: 4 });
    const u = await userHolding(t.db, [role.id]);
    const s = await tokenFor(t.app, u.username, u.password);
    // The pages every user has (my settings) come on top of the grant.
    expect(flat(s.nav_data as Nav[])).toEqual(['/index', '/index/user/setting', '/aicall', '/aicall/crm-filed/list']);
    expect(s.apiWhiteList).toEqual(['aicall.tag.create', 'aicall.tag.list']);
    expect(s.btnWhiteList).toEqual([{ id: 'aicall.tag.add-button' }]);

    // The hidden button's interface refuses them; granting it works on the very next request.
    expect((await tagCall(s.authorization, 'delete')).body.code).toBe('100403');
    await grant(tenant, role.id, [...TAG_SUBSET, 'aicall.tag.delete']);
    expect((await tagCall(s.authorization, 'delete')).body.code).toBe('000000');
    // Revoking the list interface refuses the next list call, without signing in again.
    expect((await tagCall(s.authorization, 'list')).body.code).toBe('000000');
    await grant(tenant, role.id, ['/aicall/crm-filed/list', 'aicall.tag.create', 'aicall.tag.add-button']);
    expect((await tagCall(s.authorization, 'list')).body.code).toBe('100403');

    const again = await tokenFor(t.app, u.username, u.password);
    expect(again.apiWhiteList).toEqual(['aicall.tag.create']);
    expect(again.btnWhiteList).toEqual([{ id: 'aicall.tag.add-button' }]);
  });

  it('show the role its grantable tree: level, tenant modules and the caller holdings', async () => {
    // tenant2's tenant has no aicall module: none of its nodes may be granted there.
    const r2 = await newTenantRole(tenant2, '乙角色');
    const nodes = (await tree(tenant2, r2.id)).body.data.nodes;
    expect(nodes.some((n) => n.module === 'aicall')).toBe(false);
    expect(nodes.filter((n) => n.grantable).every((n) => n.level === 'tenant')).toBe(true);
    expect(nodes.map((n) => n.id)).toContain('/aihelper/agent');
    // The channel admin holds only admin resources (and the home's figures): that is all it may grant a tenant role.
    const r1 = await newTenantRole(channel, '渠道建的角色', { tenantId: '2001' });
    const byChannel = (await tree(channel, r1.id)).body.data.nodes.filter((n) => n.grantable);
    expect(byChannel.length).toBeGreaterThan(0);
    expect(
      byChannel.every((n) => (n.module === 'aiadmin' || n.id === 'admin.home.summary') && n.level === 'tenant'),
    ).toBe(true);
    // Types 0..3 all appear for the operator on a channel role.
    const cr = await api<RoleRow>(t.app, admin, 'POST', channelRole.create.path, {
      name: '运营',
      channelId: '1002',
    });
    const all = (await tree(admin, cr.body.data.id, 'channel')).body.data.nodes;
    expect(new Set(all.map((n) => n.type))).toEqual(new Set([0, 1, 2, 3]));
    expect(all.filter((n) => n.grantable).some((n) => n.level === 'platform')).toBe(false);
    expect(all.some((n) => n.id === '/index/user/setting')).toBe(false);
  });

  it('refuse granting beyond the caller holdings or the role level (140008), changing nothing', async () => {
    const role = await newTenantRole(channel, '越权测试', { tenantId: '2001' });
    const cases: [string, string, keyof typeof ROLE, string][] = [
      // channel admin does not hold aicall
      [channel, role.id, 'tenant', 'aicall.tag.list'],
      // a tenant role never gets channel-level or platform-level resources
      [admin, role.id, 'tenant', '/aiadmin/channel/role'],
      [admin, role.id, 'tenant', '/aiadmin/module'],
      // tenant2 has no aicall module
      [tenant2, (await newTenantRole(tenant2, '乙越权')).id, 'tenant', 'aicall.tag.list'],
    ];
    const cr = await api<RoleRow>(t.app, channel, 'POST', channelRole.create.path, { name: '渠道越权' });
    cases.push([channel, cr.body.data.id, 'channel', '/aiadmin/channel/add']);
    for (const [tk, roleId, level, id] of cases) {
      const before = await dbDigest(t.db);
      const r = await grant(tk, roleId, ['/aiadmin/tenant/role', id], level);
      expect([r.status, r.body.code], id).toEqual([403, '140008']);
      expect(await dbDigest(t.db), id).toEqual(before);
    }
    const before = await dbDigest(t.db);
    const bad = await grant(admin, role.id, ['no.such.thing']);
    expect(bad.body.code).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('keep grants outside the caller reach when the caller saves its part', async () => {
    const role = await newTenantRole(admin, '混合角色', { tenantId: '2001' });
    await grant(admin, role.id, [...TAG_SUBSET, '/aiadmin/tenant/role', 'admin.tenantRole.list']);
    const seen = (await tree(channel, role.id)).body.data;
    expect(seen.granted).toEqual(['/aiadmin/tenant/role', 'admin.tenantRole.list']);
    expect(seen.kept).toBe(4);
    expect((await grant(channel, role.id, [])).body.data).toMatchObject({ removed: 2, total: 4 });
    const left = await t.db.select().from(roleResources).where(eq(roleResources.roleId, role.id));
    expect(left.map((r) => r.resourceId).sort()).toEqual([...TAG_SUBSET].sort());
  });

  it('write an audit row with the before and after grant lists', async () => {
    const role = await newTenantRole(tenant, '审计角色');
    await grant(tenant, role.id, ['/aicall/crm-filed/list', 'aicall.tag.list']);
    await grant(tenant, role.id, ['/aicall/crm-filed/list', 'aicall.tag.export']);
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, role.id), eq(auditLogs.action, 'grant')))
      .orderBy(desc(auditLogs.at), desc(auditLogs.id))
      .limit(1);
    expect(row).toMatchObject({ actorName: 'tenant', entity: 'role', tenantId: '2001', channelId: '1001' });
    expect(row.before).toEqual({ grants: ['/aicall/crm-filed/list', 'aicall.tag.list'] });
    expect(row.after).toEqual({
      grants: ['/aicall/crm-filed/list', 'aicall.tag.export'],
      added: ['aicall.tag.export'],
      removed: ['aicall.tag.list'],
    });
    const created = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, role.id), eq(auditLogs.action, 'create')));
    expect(created).toHaveLength(1);
  });
});

describe('roles', () => {
  it('list their users and grants, and refuse bad or duplicate input without change', async () => {
    const list = await api<{ list: RoleRow[]; total: number }>(t.app, tenant, 'GET', listTenantRoles.path, {
      pageSize: '100',
    });
    const adminRole = list.body.data.list.find((r) => r.id === 'r-tenant-admin-2001');
    expect(adminRole).toMatchObject({ userCount: 1, tenantId: '2001' });
    expect(list.body.data.list.every((r) => r.tenantId === '2001')).toBe(true);
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(31) },
      { name: 'ok', description: 'd'.repeat(201) },
    ]) {
      const before = await dbDigest(t.db);
      const r = await api(t.app, tenant, 'POST', createTenantRole.path, body);
      expect(r.body.code, JSON.stringify(body)).toBe('100001');
      expect(await dbDigest(t.db)).toEqual(before);
    }
    const before = await dbDigest(t.db);
    const dup = await api(t.app, tenant, 'POST', createTenantRole.path, { name: '租户管理员' });
    expect(dup.body.code).toBe('100003');
    expect(await dbDigest(t.db)).toEqual(before);
    // An operator must say which tenant a tenant role belongs to.
    expect((await api(t.app, admin, 'POST', createTenantRole.path, { name: '无主' })).body.code).toBe('100001');
  });

  it('refuse deleting a role users hold (140001, n users) unless the cascade is confirmed', async () => {
    const role = await newTenantRole(tenant, '待删角色');
    await grant(tenant, role.id, TAG_SUBSET);
    const a = await userHolding(t.db, [role.id]);
    const b = await userHolding(t.db, [role.id, 'r-agent-2001']);
    const before = await dbDigest(t.db);
    const refused = await api(t.app, tenant, 'POST', deleteTenantRole.path, { id: role.id });
    expect([refused.status, refused.body.code]).toEqual([409, '140001']);
    expect(refused.body.msg).toContain('2');
    expect(await dbDigest(t.db)).toEqual(before);

    const ok = await api(t.app, tenant, 'POST', deleteTenantRole.path, { id: role.id, cascade: true });
    expect(ok.body.data).toEqual({ deleted: 1, removedFromUsers: 2 });
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.roleId, role.id))).toEqual([]);
    expect(await t.db.select().from(roleResources).where(eq(roleResources.roleId, role.id))).toEqual([]);
    // b keeps its other role; a has no menu left and is told so at sign-in.
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, b.id))).toHaveLength(1);
    const sa = await api(t.app, '', 'POST', loginEndpoint.path, { username: a.username, password: a.password });
    expect(sa.body.code).toBe('403');
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, role.id), eq(auditLogs.action, 'delete')));
    expect(row.before).toMatchObject({ name: '待删角色', grants: [...TAG_SUBSET].sort(), users: [a.id, b.id].sort() });

    // A role no one holds goes without confirmation.
    const free = await newTenantRole(tenant, '空角色');
    expect((await api(t.app, tenant, 'POST', deleteTenantRole.path, { id: free.id })).body.code).toBe('000000');
  });
});

describe('resource validity', () => {
  it('lists the whole tree with role counts', async () => {
    const r = await api<{ nodes: { id: string; type: number; roleCount: number; validity: number }[] }>(
      t.app,
      admin,
      'GET',
      getResourceTree.path,
    );
    const byId = new Map(r.body.data.nodes.map((n) => [n.id, n]));
    expect(new Set(r.body.data.nodes.map((n) => n.type))).toEqual(new Set([0, 1, 2, 3]));
    expect(byId.get('/aiadmin/tenant/role')?.roleCount).toBeGreaterThanOrEqual(4);
    expect(byId.get('/aiadmin/module')?.roleCount).toBe(0);
    expect(r.body.data.nodes.every((n) => n.validity === 0)).toBe(true);
  });

  it('refuses making a granted resource invalid (140004, n roles) unless the cascade is confirmed', async () => {
    const role = await newTenantRole(tenant, '失效测试');
    await grant(tenant, role.id, TAG_SUBSET);
    const u = await userHolding(t.db, [role.id]);
    const menu = '/aicall/crm-filed/list';
    const holders = await t.db.select().from(roleResources).where(eq(roleResources.resourceId, menu));
    const n = new Set(holders.map((h) => h.roleId)).size;
    const before = await dbDigest(t.db);
    const refused = await api(t.app, admin, 'POST', updateResourceValidity.path, { id: menu, validity: 1 });
    expect([refused.status, refused.body.code]).toEqual([409, '140004']);
    expect(refused.body.msg).toContain(String(n));
    expect(await dbDigest(t.db)).toEqual(before);

    const s = await tokenFor(t.app, u.username, u.password);
    expect((await tagCall(s.authorization, 'list')).body.code).toBe('000000');
    const ok = await api<{ changed: string[]; revokedGrants: number }>(
      t.app,
      admin,
      'POST',
      updateResourceValidity.path,
      {
        id: menu,
        validity: 1,
        cascade: true,
      },
    );
    expect(ok.body.code).toBe('000000');
    expect(ok.body.data.changed).toContain('aicall.tag.list');
    expect(ok.body.data.changed).toContain(menu);
    expect(await t.db.select().from(roleResources).where(eq(roleResources.resourceId, 'aicall.tag.list'))).toEqual([]);
    // The next request of a signed-in holder is refused; the tenant admin no longer sees the menu.
    expect((await tagCall(s.authorization, 'list')).body.code).toBe('100403');
    const ta = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    expect(flat(ta.nav_data as Nav[])).not.toContain(menu);
    // Invalid nodes show disabled in the grant editor and cannot be granted.
    const nodes = (await tree(admin, role.id)).body.data.nodes;
    expect(nodes.find((x) => x.id === menu)).toMatchObject({ validity: 1, grantable: false });
    expect((await grant(admin, role.id, [menu])).body.code).toBe('140008');
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'resource'), eq(auditLogs.entityId, menu)));
    expect((row.before as { grants: string[] }).grants).toContain(`${role.id}:aicall.tag.list`);

    // Valid again: the subtree comes back, the grants do not (they were removed on purpose).
    await api(t.app, admin, 'POST', updateResourceValidity.path, { id: menu, validity: 0 });
    const rows = await t.db.select().from(resources).where(eq(resources.validity, 1));
    expect(rows).toEqual([]);
  });

  it('refuses unknown resources and the pages every user has', async () => {
    const before = await dbDigest(t.db);
    expect((await api(t.app, admin, 'POST', updateResourceValidity.path, { id: 'x.y.z', validity: 1 })).body.code).toBe(
      '100002',
    );
    expect(
      (await api(t.app, admin, 'POST', updateResourceValidity.path, { id: '/index/user/setting', validity: 1 })).body
        .code,
    ).toBe('100001');
    expect(
      (await api(t.app, admin, 'POST', updateResourceValidity.path, { id: '/aicall', validity: 2 })).body.code,
    ).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
  });
});
