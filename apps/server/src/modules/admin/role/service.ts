import type { GrantSave, RoleCreate, RoleLevel, RoleListQuery, RoleUpdate } from '@zhiyu/contract/modules/admin/role';
import type { ModuleKey } from '@zhiyu/contract/nav';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AdminScope, adminScope, assertTenant, coversChannel } from '../../../platform/access/admin-scope.ts';
import { RESOURCES } from '../../../platform/access/grants.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { resources, roleResources, roles, userRoles } from '../../../platform/identity/table.ts';
import { grantableIds, grantNodes } from './grantable.ts';
import * as repo from './repo.ts';

type Create = z.output<typeof RoleCreate>;
type Update = z.output<typeof RoleUpdate>;
type Save = z.output<typeof GrantSave>;

const missing = () => new AppError('100002', { detail: { zh: '角色不存在', en: 'role not found' } });
const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `角色名称「${name}」已存在`, en: `role name "${name}" already exists` } });
const required = (field: string) =>
  new AppError('100001', { detail: { zh: `请选择${field}`, en: `${field} is required` } });

/** The role if the caller administers it; 140008 if it exists elsewhere, 100002 if not at all. */
async function target(db: Db, scope: AdminScope, level: RoleLevel, id: string) {
  const r = await repo.findRole(db, scope, level, id);
  if (r) return r;
  const any = await repo.findAnyRole(db, id);
  if (any && any.level === level) throw new AppError('140008');
  throw missing();
}

/** Explicit filters outside the caller's scope are refused rather than silently emptied. */
export async function listRoles(
  ctx: AppContext,
  req: FastifyRequest,
  level: RoleLevel,
  q: z.output<typeof RoleListQuery>,
) {
  const scope = adminScope(req);
  if (level === 'channel' && scope.level === 'tenant') throw new AppError('140008');
  if (q.channelId && scope.level !== 'platform' && q.channelId !== scope.channelId) throw new AppError('140008');
  if (q.tenantId) {
    const t = await repo.findTenant(ctx.db, q.tenantId);
    if (t) assertTenant(scope, t);
    else if (scope.level !== 'platform') throw new AppError('140008');
  }
  return repo.listRoles(ctx.db, scope, level, q);
}

/** Who owns a new role: the caller's own channel/tenant, or the one an operator (or channel admin) picks. */
async function ownerOf(db: Db, scope: AdminScope, level: RoleLevel, input: Create) {
  if (level === 'channel') {
    if (scope.level === 'tenant') throw new AppError('140008');
    const channelId = input.channelId ?? (scope.level === 'channel' ? scope.channelId : undefined);
    if (!channelId) throw required('channelId');
    if (!coversChannel(scope, channelId)) throw new AppError('140008');
    if (!(await repo.findChannel(db, channelId))) {
      throw new AppError('100002', { detail: { zh: '渠道不存在', en: 'channel not found' } });
    }
    return { channelId, tenantId: null };
  }
  const tenantId = input.tenantId ?? (scope.level === 'tenant' ? scope.tenantId : undefined);
  if (!tenantId) throw required('tenantId');
  const t = await repo.findTenant(db, tenantId);
  if (!t) {
    if (scope.level !== 'platform') throw new AppError('140008');
    throw new AppError('100002', { detail: { zh: '租户不存在', en: 'tenant not found' } });
  }
  assertTenant(scope, t);
  if (input.channelId && input.channelId !== t.channelId) throw new AppError('140008');
  return { channelId: t.channelId, tenantId: t.id };
}

const snapshot = (r: repo.Role) => ({ name: r.name, description: r.description });

export async function createRole(ctx: AppContext, req: FastifyRequest, level: RoleLevel, input: Create) {
  const scope = adminScope(req);
  const owner = await ownerOf(ctx.db, scope, level, input);
  if (await repo.sameName(ctx.db, { level, ...owner }, input.name)) throw duplicate(input.name);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(roles)
      .values({ id, level, ...owner, name: input.name, description: input.description })
      .returning();
    await audit(tx, req, {
      action: 'create',
      entity: 'role',
      entityId: id,
      entityName: r.name,
      ...owner,
      after: { level, ...snapshot(r) },
    });
  });
  return (await repo.roleRow(ctx.db, id)) ?? Promise.reject(missing());
}

export async function updateRole(ctx: AppContext, req: FastifyRequest, level: RoleLevel, input: Update) {
  const scope = adminScope(req);
  const r = await target(ctx.db, scope, level, input.id);
  const other = await repo.sameName(ctx.db, r, input.name);
  if (other && other.id !== r.id) throw duplicate(input.name);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(roles)
      .set({ name: input.name, description: input.description, updatedAt: new Date(ctx.now()) })
      .where(eq(roles.id, r.id))
      .returning();
    await audit(tx, req, {
      action: 'update',
      entity: 'role',
      entityId: r.id,
      entityName: after.name,
      channelId: r.channelId,
      tenantId: r.tenantId,
      before: snapshot(r),
      after: snapshot(after),
    });
  });
  return (await repo.roleRow(ctx.db, r.id)) ?? Promise.reject(missing());
}

/**
 * A role held by users is refused (140001, n users) unless the user confirmed the cascade; then the
 * role leaves those users and is deleted with its grants, all in one transaction.
 */
export async function deleteRole(
  ctx: AppContext,
  req: FastifyRequest,
  level: RoleLevel,
  input: { id: string; cascade: boolean },
) {
  const scope = adminScope(req);
  const r = await target(ctx.db, scope, level, input.id);
  return ctx.db.transaction(async (tx) => {
    const holders = await repo.holdersOf(tx, r.id);
    if (holders.length > 0 && !input.cascade) throw new AppError('140001', { params: { n: holders.length } });
    const grants = await repo.grantsOf(tx, r.id);
    await tx.delete(userRoles).where(eq(userRoles.roleId, r.id));
    await tx.delete(roleResources).where(eq(roleResources.roleId, r.id));
    await tx.delete(roles).where(eq(roles.id, r.id));
    await audit(tx, req, {
      action: 'delete',
      entity: 'role',
      entityId: r.id,
      entityName: r.name,
      channelId: r.channelId,
      tenantId: r.tenantId,
      before: { level: r.level, ...snapshot(r), grants, users: holders },
      after: null,
    });
    return { deleted: 1, removedFromUsers: holders.length };
  });
}

async function invalidIds(db: Db): Promise<Map<string, 0 | 1>> {
  const rows = await db.select({ id: resources.id }).from(resources).where(eq(resources.validity, 1));
  return new Map(rows.map((r) => [r.id, 1 as const]));
}

/** The role, the modules of its tenant, what the caller holds and may grant it. */
async function editorContext(ctx: AppContext, req: FastifyRequest, level: RoleLevel, roleId: string) {
  const scope = adminScope(req);
  const role = await target(ctx.db, scope, level, roleId);
  let modules: ModuleKey[] | null = null;
  if (role.level === 'tenant' && role.tenantId) modules = (await repo.findTenant(ctx.db, role.tenantId))?.modules ?? [];
  const [held, validity] = await Promise.all([sessionOf(req).permissions(), invalidIds(ctx.db)]);
  const grantable = grantableIds(role, modules, held, validity);
  return { role, modules, held, validity, grantable };
}

export async function grantTree(ctx: AppContext, req: FastifyRequest, level: RoleLevel, roleId: string) {
  const c = await editorContext(ctx, req, level, roleId);
  const current = await repo.grantsOf(ctx.db, roleId);
  return {
    roleId,
    nodes: grantNodes(c.role, c.modules, c.held, c.validity, c.grantable),
    granted: current.filter((id) => c.grantable.has(id)),
    kept: current.filter((id) => !c.grantable.has(id)).length,
  };
}

/**
 * Replaces the role's grants within what the caller may grant, in one transaction. Unknown ids
 * are refused (100001); ids beyond the caller's holdings or the role's level, or invalid ones,
 * are refused (140008); grants outside the caller's reach are kept as they are.
 */
export async function saveGrants(ctx: AppContext, req: FastifyRequest, level: RoleLevel, body: Save) {
  const wanted = [...new Set(body.resourceIds)];
  const unknown = wanted.filter((id) => !RESOURCES.has(id));
  if (unknown.length) {
    throw new AppError('100001', {
      detail: {
        zh: `未知资源：${unknown.slice(0, 5).join('、')}`,
        en: `unknown resources: ${unknown.slice(0, 5).join(', ')}`,
      },
    });
  }
  const c = await editorContext(ctx, req, level, body.roleId);
  const beyond = wanted.filter((id) => !c.grantable.has(id));
  if (beyond.length) {
    throw new AppError('140008', {
      detail: {
        zh: `不可授权：${beyond.slice(0, 5).join('、')}`,
        en: `not grantable: ${beyond.slice(0, 5).join(', ')}`,
      },
    });
  }
  const want = new Set(wanted);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.grantsOf(tx, c.role.id);
    const removed = before.filter((id) => c.grantable.has(id) && !want.has(id));
    const added = wanted.filter((id) => !before.includes(id)).sort();
    if (removed.length) {
      await tx
        .delete(roleResources)
        .where(and(eq(roleResources.roleId, c.role.id), inArray(roleResources.resourceId, removed)));
    }
    if (added.length) {
      await tx
        .insert(roleResources)
        .values(added.map((resourceId) => ({ roleId: c.role.id, resourceId })))
        .onConflictDoNothing();
    }
    const after = [...before.filter((id) => !removed.includes(id)), ...added].sort();
    if (added.length || removed.length) {
      await tx
        .update(roles)
        .set({ updatedAt: new Date(ctx.now()) })
        .where(eq(roles.id, c.role.id));
      await audit(tx, req, {
        action: 'grant',
        entity: 'role',
        entityId: c.role.id,
        entityName: c.role.name,
        channelId: c.role.channelId,
        tenantId: c.role.tenantId,
        before: { grants: before },
        after: { grants: after, added, removed },
      });
    }
    return { roleId: c.role.id, added: added.length, removed: removed.length, total: after.length };
  });
}

export const roleScopes = (ctx: AppContext, req: FastifyRequest) => repo.scopes(ctx.db, adminScope(req));
