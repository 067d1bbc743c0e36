/**
 * 新增用户 with roles: the create call takes role ids, checks each against the new user's tenant or
 * channel and the caller's scope, and assigns them in the create's transaction (all or nothing).
 * The create form's role picker asks role-options for the chosen tenant or channel.
 */

import type { ManagedUserRow } from '@zhiyu/contract/modules/admin/user-manage';
import { createManagedUser, listUserRoleOptions } from '@zhiyu/contract/modules/admin/user-manage';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../src/platform/audit/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant', 'tenant2'])
    tok[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
});
afterAll(() => t.close());

const create = (who: string, payload: Record<string, unknown>) =>
  call<ManagedUserRow>(t.app, { method: 'POST', url: createManagedUser.path, token: tok[who], payload });
const options = (who: string, q: Record<string, string>) =>
  call<{ id: string; name: string }[]>(t.app, {
    method: 'GET',
    url: `${listUserRoleOptions.path}?${new URLSearchParams(q)}`,
    token: tok[who],
  });
const body = (username: string) => ({ username, nickname: username, password: 'Fresh#Pass2026' });

describe('create with roles', () => {
  it('a tenant admin creates a user holding roles of the tenant; they can sign in at once', async () => {
    const r = await create('tenant', { ...body('with_role1'), mustChangePassword: 0, roleIds: ['r-agent-2001'] });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data.roles).toEqual([{ id: 'r-agent-2001', name: '坐席' }]);
    const [a] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.action, 'create'), eq(auditLogs.entityId, r.body.data.id)));
    expect(JSON.stringify(a?.after)).toContain('r-agent-2001');
    const s = await tokenFor(t.app, 'with_role1', 'Fresh#Pass2026');
    expect(JSON.stringify(s.nav_data)).toContain('/aihelper/agent');
  });

  it('the operator and a channel admin give tenant and channel roles of the chosen organisation', async () => {
    const tu = await create('channel', {
      ...body('with_role2'),
      tenantId: DEMO.tenant2,
      roleIds: ['r-tenant-admin-2002'],
    });
    expect(tu.body.data.roles.map((x) => x.id)).toEqual(['r-tenant-admin-2002']);
    const cu = await create('admin', {
      ...body('with_role3'),
      level: 'channel',
      channelId: DEMO.channelA,
      roleIds: ['r-channel-admin-1001'],
    });
    expect(cu.body.data.roles.map((x) => x.id)).toEqual(['r-channel-admin-1001']);
    // No role given: as before.
    expect((await create('tenant', body('with_role4'))).body.data.roles).toEqual([]);
  });

  it('a role outside the caller scope or the new user organisation → 140008, nothing created', async () => {
    const refused = (who: string, payload: Record<string, unknown>, code = '140008') =>
      expectRefused(t.db, () => create(who, payload), code);
    // Another tenant's role, from its admin's neighbour.
    await refused('tenant', { ...body('no_role1'), roleIds: ['r-agent-2001', 'r-tenant-admin-2002'] });
    // A channel role for a tenant user, a tenant role for a channel user, any role for a platform user.
    await refused('admin', { ...body('no_role2'), tenantId: DEMO.tenant1, roleIds: ['r-channel-admin-1001'] });
    await refused('admin', {
      ...body('no_role3'),
      level: 'channel',
      channelId: DEMO.channelA,
      roleIds: ['r-agent-2001'],
    });
    await refused('admin', { ...body('no_role4'), level: 'platform', roleIds: ['r-agent-2001'] });
    // A role of a tenant of the channel, for a user of another of its tenants.
    await refused('channel', { ...body('no_role5'), tenantId: DEMO.tenant1, roleIds: ['r-tenant-admin-2002'] });
    await refused('tenant', { ...body('no_role6'), roleIds: ['r-none'] }, '100002');
    await refused('tenant', { ...body('no_role7'), roleIds: 'r-agent-2001' }, '100001');
  });

  it('role-options for a tenant or channel: the roles a new user there may hold, inside the scope only', async () => {
    const ids = async (who: string, q: Record<string, string>) => {
      const r = await options(who, q);
      expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
      return r.body.data.map((x) => x.id).sort();
    };
    expect(await ids('tenant', { tenantId: DEMO.tenant1 })).toEqual(['r-agent-2001', 'r-tenant-admin-2001']);
    expect(await ids('channel', { tenantId: DEMO.tenant2 })).toEqual(['r-tenant-admin-2002']);
    expect(await ids('admin', { channelId: DEMO.channelA })).toEqual(['r-channel-admin-1001']);
    expect((await options('tenant', { tenantId: DEMO.tenant2 })).body.code).toBe('140008');
    expect((await options('tenant', { channelId: DEMO.channelA })).body.code).toBe('140008');
    expect((await options('channel', { tenantId: DEMO.tenant3 })).body.code).toBe('140008');
  });
});
