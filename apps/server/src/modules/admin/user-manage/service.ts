import { hash } from '@node-rs/argon2';
import type { CreateUserBody, UpdateUserBody } from '@zhiyu/contract/modules/admin/user-manage';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '@zhiyu/contract/rules/password';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope, assertChannel, assertTenant } from '../../../platform/access/admin-scope.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError, type Lang } from '../../../platform/http/errors.ts';
import { userRoles, users } from '../../../platform/identity/table.ts';
import { assertTarget, levelsFor } from './access.ts';
import * as repo from './repo.ts';
import { fittingRoles } from './role-fit.ts';
import { isLocked } from './throttle-keys.ts';

type CreateInput = z.output<typeof CreateUserBody>;
type UpdateInput = z.output<typeof UpdateUserBody>;
type User = repo.User;

export const missing = () => new AppError('100002', { detail: { zh: '用户不存在', en: 'user not found' } });
/**
 * 100003 for a username that cannot be had. Usernames are global (sign-in takes the name alone), so
 * a name may be held in another tenant or channel: the answer is the same neutral 用户名不可用
 * wherever the holder is, and never says where the name is held. `username` (an import row's
 * value, given by the caller) helps find the row; it tells the caller nothing new.
 */
class UsernameUnavailable extends AppError {
  constructor(readonly username?: string) {
    super('100003');
  }
  override message_(lang: Lang): string {
    if (lang === 'en')
      return this.username === undefined ? 'Username unavailable' : `Username "${this.username}" unavailable`;
    return this.username === undefined ? '用户名不可用' : `用户名「${this.username}」不可用`;
  }
}
export const usernameUnavailable = (name?: string) => new UsernameUnavailable(name);
const invalid = (zh: string, en: string) => new AppError('100001', { detail: { zh, en } });

/** 110004 naming every broken rule (rules/password.ts: length, not the username, not common). */
export function assertPassword(password: string, username: string) {
  const problems = passwordProblems(password, username);
  if (!problems.length) return;
  const texts = problems.map((p) => PASSWORD_PROBLEM_TEXT[p]);
  throw new AppError('110004', {
    detail: { zh: texts.map((t) => t.zh).join('；'), en: texts.map((t) => t.en).join('; ') },
  });
}

/** 140005 once a tenant holds as many accounts as its quota (null: unlimited). Call inside the write's transaction. */
export async function assertQuota(tx: Db, tenantId: string, quota: number | null, adding: number) {
  if (quota === null) return;
  await repo.lockTenant(tx, tenantId);
  if ((await repo.countTenantUsers(tx, tenantId)) + adding > quota)
    throw new AppError('140005', { params: { n: quota } });
}

export const isLockedIn = (ctx: AppContext, username: string) => isLocked(ctx.kv, username);
export const rowOf = (ctx: AppContext, id: string) => repo.rowOf(ctx.db, id, (u) => isLockedIn(ctx, u));

/** The role picker of one user: readable by whoever may list that user. */
export const assertListable = (req: FastifyRequest, ctx: AppContext, u: User) => assertTarget(req, ctx.db, u, 'list');

/** What an audit record keeps of a user: never the password hash. */
export const snapshot = (u: User) => ({
  username: u.username,
  nickname: u.nickname,
  level: u.level,
  channelId: u.channelId,
  tenantId: u.tenantId,
  appId: u.appId,
  phone: u.phone,
  email: u.email,
  remark: u.remark,
  status: u.status,
  mustChangePassword: u.mustChangePassword,
});
export const auditOrg = (u: User) => ({
  channelId: u.channelId,
  tenantId: u.tenantId,
  entityId: u.id,
  entityName: u.username,
});

export async function target(
  req: FastifyRequest,
  ctx: AppContext,
  id: string,
  action: Parameters<typeof assertTarget>[3],
) {
  const u = await repo.findUser(ctx.db, id);
  if (!u) throw missing();
  await assertTarget(req, ctx.db, u, action);
  return u;
}

/** An appid of the user's tenant: given (must be one of the tenant's), or the tenant's first app. */
async function appOf(ctx: AppContext, tenantId: string, appId: string | undefined) {
  const list = await repo.appsOf(ctx.db, tenantId);
  if (appId === undefined) return list[0]?.appid ?? null;
  if (!list.some((a) => a.appid === appId)) throw new AppError('140008');
  return appId;
}

/** Where a new user goes: level, channel and tenant, defaulted from the caller and checked against the scope. */
async function placement(req: FastifyRequest, ctx: AppContext, b: CreateInput) {
  const s = adminScope(req);
  const level =
    b.level ??
    (b.tenantId || s.level === 'tenant' ? 'tenant' : b.channelId || s.level === 'channel' ? 'channel' : undefined);
  if (!level) throw invalid('请选择用户级别', 'level is required');
  if (!(await levelsFor(req, 'create')).includes(level)) throw new AppError('100403');
  if (level === 'platform') {
    if (s.level !== 'platform') throw new AppError('140008');
    return { level, channelId: null, tenantId: null, appId: null, quota: null };
  }
  if (level === 'channel') {
    const channelId = b.channelId ?? (s.level === 'channel' ? s.channelId : undefined);
    if (!channelId) throw invalid('请选择渠道', 'channelId is required');
    if (s.level === 'tenant') throw new AppError('140008');
    const c = await repo.findChannel(ctx.db, channelId);
    if (!c) throw new AppError('100002', { detail: { zh: '渠道不存在', en: 'channel not found' } });
    assertChannel(s, c.id);
    return { level, channelId: c.id, tenantId: null, appId: null, quota: null };
  }
  const tenantId = b.tenantId ?? (s.level === 'tenant' ? s.tenantId : undefined);
  if (!tenantId) throw invalid('请选择租户', 'tenantId is required');
  const t = await repo.findTenant(ctx.db, tenantId);
  if (!t) throw new AppError('100002', { detail: { zh: '租户不存在', en: 'tenant not found' } });
  assertTenant(s, t);
  return { level, channelId: t.channelId, tenantId: t.id, appId: await appOf(ctx, t.id, b.appId), quota: t.userQuota };
}

export async function createUser(req: FastifyRequest, ctx: AppContext, b: CreateInput) {
  const p = await placement(req, ctx, b);
  // Roles given at creation must fit the new user's organisation (else 140008, nothing created).
  const given = await fittingRoles(ctx.db, p, b.roleIds);
  assertPassword(b.password, b.username);
  if (await repo.findByUsername(ctx.db, b.username)) throw usernameUnavailable();
  const passwordHash = await hash(b.password);
  const id = newId();
  try {
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (p.tenantId) await assertQuota(tx, p.tenantId, p.quota, 1);
      const [u] = await tx
        .insert(users)
        .values({
          id,
          username: b.username,
          passwordHash,
          nickname: b.nickname,
          level: p.level,
          channelId: p.channelId,
          tenantId: p.tenantId,
          appId: p.appId,
          phone: b.phone,
          email: b.email,
          remark: b.remark,
          mustChangePassword: b.mustChangePassword === 1,
          createdAt: new Date(ctx.now()),
          updatedAt: new Date(ctx.now()),
        })
        .returning();
      if (given.length) await tx.insert(userRoles).values(given.map((r) => ({ userId: id, roleId: r.id })));
      const after = given.length ? { ...snapshot(u), roles: given } : snapshot(u);
      await audit(tx, req, { action: 'create', entity: 'user', ...auditOrg(u), after });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw usernameUnavailable();
    throw e;
  }
  return rowOf(ctx, id);
}

/** The roles a new user of this tenant or channel may be given (the create form's role picker). */
export async function newUserRoleOptions(
  req: FastifyRequest,
  ctx: AppContext,
  q: { tenantId?: string; channelId?: string },
) {
  const s = adminScope(req);
  if (q.tenantId) {
    const t = await repo.findTenant(ctx.db, q.tenantId);
    if (!t) return [];
    assertTenant(s, t);
    return repo.rolesForUser(ctx.db, { level: 'tenant', channelId: t.channelId, tenantId: t.id });
  }
  if (s.level === 'tenant' || !q.channelId) throw new AppError('140008');
  assertChannel(s, q.channelId);
  return repo.rolesForUser(ctx.db, { level: 'channel', channelId: q.channelId, tenantId: null });
}

export async function updateUser(req: FastifyRequest, ctx: AppContext, b: UpdateInput) {
  const u = await target(req, ctx, b.id, 'update');
  const patch: Partial<User> = { nickname: b.nickname, phone: b.phone, email: b.email, remark: b.remark };
  if (b.appId !== undefined) {
    if (u.level !== 'tenant' || !u.tenantId) throw invalid('只有租户用户有应用', 'only tenant users have an app');
    patch.appId = await appOf(ctx, u.tenantId, b.appId);
  }
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [after] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date(ctx.now()) })
      .where(eq(users.id, u.id))
      .returning();
    await audit(tx, req, {
      action: 'update',
      entity: 'user',
      ...auditOrg(u),
      before: snapshot(u),
      after: snapshot(after),
    });
  });
  return rowOf(ctx, u.id);
}

export async function detail(req: FastifyRequest, ctx: AppContext, id: string) {
  const u = await target(req, ctx, id, 'update');
  const row = await rowOf(ctx, u.id);
  const apps = u.level === 'tenant' && u.tenantId ? await repo.appsOf(ctx.db, u.tenantId) : [];
  return { ...row, phone: u.phone, apps };
}
