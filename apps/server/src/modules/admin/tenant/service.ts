import { hash } from '@node-rs/argon2';
import { BASE_MODULES, type TenantCreate, type TenantInput } from '@zhiyu/contract/modules/admin/tenant';
import type { ModuleKey } from '@zhiyu/contract/nav';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '@zhiyu/contract/rules/password';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AdminScope, adminScope, assertTenant } from '../../../platform/access/admin-scope.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { roles } from '../../../platform/identity/table.ts';
import { apps, tenants } from '../../../platform/tenancy/table.ts';
import { insertApp } from '../app/appid.ts';
import { dbStatus, duplicate, invalid, lockFor, missing, nextNumericId } from '../channel/org.ts';
import { engineTenants } from '../engine/table.ts';
import { tenantSip } from '../sip/table.ts';
import { usernameUnavailable } from '../user-manage/service.ts';
import { createTenantAdmin, usernameTaken } from './admin-user.ts';
import { grantModules } from './grants.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof TenantInput>;
type Create = z.output<typeof TenantCreate>;

const notFound = () => missing('租户不存在', 'tenant not found');
const noChannel = (id: string) => missing(`渠道「${id}」不存在`, `channel "${id}" not found`);
const corpTaken = (c: string) => duplicate(`企业标识「${c}」已存在`, `corpId "${c}" already exists`);

/** The stored module list: the base modules every tenant keeps, then the enabled optional ones. */
export const storedModules = (optional: readonly string[]) => [...BASE_MODULES, ...optional] as ModuleKey[];

/** The channel a write goes to: the operator names it, a channel admin's is their own. */
function targetChannel(s: AdminScope, channelId: string | undefined): string {
  if (s.level === 'platform') {
    if (!channelId) throw invalid('请选择渠道', 'channelId is required');
    return channelId;
  }
  if (s.level === 'channel') {
    if (channelId && channelId !== s.channelId) throw new AppError('140008');
    return s.channelId;
  }
  throw new AppError('140008');
}

function assertPassword(username: string, password: string) {
  const problems = passwordProblems(password, username);
  if (!problems.length) return;
  const texts = problems.map((p) => PASSWORD_PROBLEM_TEXT[p]);
  throw new AppError('110004', {
    detail: { zh: texts.map((t) => t.zh).join('；'), en: texts.map((t) => t.en).join('; ') },
  });
}

/** The channel exists and has room for one more tenant (140006 when its quota is reached). */
async function assertRoom(db: Db, channelId: string) {
  const c = await repo.lockChannel(db, channelId);
  if (!c) throw noChannel(channelId);
  if (c.tenantQuota !== null && (await repo.tenantsIn(db, channelId)) >= c.tenantQuota)
    throw new AppError('140006', { params: { n: c.tenantQuota } });
}

const columns = (input: Input) => ({
  name: input.name,
  corpId: input.corpId,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
  userQuota: input.userQuota,
  seatQuota: input.seatQuota,
  modules: storedModules(input.modules),
  status: dbStatus(input.status),
  remark: input.remark,
});

async function raceSafe<T>(corpId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw corpTaken(corpId);
    throw e;
  }
}

/**
 * A tenant, its first app and (optionally) its first admin with a tenant-admin role, in one
 * transaction: any refusal leaves nothing behind.
 */
export async function createTenant(ctx: AppContext, req: FastifyRequest, input: Create) {
  const s = adminScope(req);
  const channelId = targetChannel(s, input.channelId);
  if (input.expiresAt !== null && input.expiresAt <= ctx.now())
    throw invalid('到期时间须晚于当前时间', 'expiresAt must lie in the future');
  const admin =
    input.adminUsername && input.adminPassword
      ? { username: input.adminUsername, password: input.adminPassword }
      : null;
  if (admin) assertPassword(admin.username, admin.password);
  if (admin && input.userQuota === 0) throw new AppError('140005', { params: { n: 0 } });
  const passwordHash = admin ? await hash(admin.password) : '';
  return raceSafe(input.corpId, () =>
    ctx.db.transaction(async (tx) => {
      await lockFor(tx, 'org:tenant');
      await assertRoom(tx, channelId);
      if (await repo.corpIdTaken(tx, input.corpId)) throw corpTaken(input.corpId);
      if (admin && (await usernameTaken(tx, admin.username))) throw usernameUnavailable();
      const id = await nextNumericId(tx, 'tenants', tenants.id, 2001);
      await tx.insert(tenants).values({ id, channelId, ...columns(input) });
      const app = await insertApp(tx, { tenantId: id, name: input.name });
      const created = await repo.findTenant(tx, id);
      if (!created) throw notFound();
      const at = { channelId, tenantId: id };
      await audit(tx, req, {
        action: 'create',
        entity: 'tenant',
        entityId: id,
        entityName: input.name,
        ...at,
        after: { ...created.row, appid: app.appid },
      });
      await audit(tx, req, {
        action: 'create',
        entity: 'app',
        entityId: app.id,
        entityName: app.name,
        ...at,
        after: { appid: app.appid, name: app.name },
      });
      if (admin)
        await createTenantAdmin(tx, req, { ...at, appid: app.appid, modules: input.modules, ...admin, passwordHash });
      return { ...(await repo.findTenant(tx, id))!.row, appid: app.appid, adminUsername: admin?.username ?? null };
    }),
  );
}

export async function updateTenant(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const s = adminScope(req);
  return raceSafe(input.corpId, () =>
    ctx.db.transaction(async (tx) => {
      await lockFor(tx, 'org:tenant');
      const found = await repo.findTenant(tx, id);
      if (!found) throw notFound();
      assertTenant(s, found.t);
      if (s.level === 'tenant') throw new AppError('140008');
      const channelId = input.channelId ?? found.t.channelId;
      if (channelId !== found.t.channelId) {
        // Moving a tenant to another channel is the operator's; the target needs room.
        if (s.level !== 'platform') throw new AppError('140008');
        await assertRoom(tx, channelId);
      }
      if (await repo.corpIdTaken(tx, input.corpId, id)) throw corpTaken(input.corpId);
      const users = Number(found.n);
      if (input.userQuota !== null && input.userQuota < users)
        throw invalid(
          `账号上限不能小于现有用户数（${users}）`,
          `userQuota cannot be below the tenant's users (${users})`,
        );
      await tx
        .update(tenants)
        .set({ ...columns(input), channelId, updatedAt: new Date(ctx.now()) })
        .where(eq(tenants.id, id));
      await grantModules(
        tx,
        id,
        input.modules.filter((m) => !found.t.modules.includes(m)),
      );
      const after = (await repo.findTenant(tx, id))!.row;
      await audit(tx, req, {
        action: 'update',
        entity: 'tenant',
        entityId: id,
        entityName: after.name,
        channelId,
        tenantId: id,
        before: found.row,
        after,
      });
      return after;
    }),
  );
}

/**
 * Refused while the tenant has users (140002). Otherwise its apps, roles (with their grants),
 * engine assignments and SIP settings go with it.
 */
export async function deleteTenant(ctx: AppContext, req: FastifyRequest, id: string) {
  const s = adminScope(req);
  await ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'org:tenant');
    const found = await repo.findTenant(tx, id);
    if (!found) throw notFound();
    assertTenant(s, found.t);
    if (s.level === 'tenant') throw new AppError('140008');
    const n = Number(found.n);
    if (n > 0) throw new AppError('140002', { params: { n } });
    await tx.delete(apps).where(eq(apps.tenantId, id));
    await tx.delete(roles).where(eq(roles.tenantId, id));
    await tx.delete(engineTenants).where(eq(engineTenants.tenantId, id));
    await tx.delete(tenantSip).where(eq(tenantSip.tenantId, id));
    await tx.delete(tenants).where(eq(tenants.id, id));
    await audit(tx, req, {
      action: 'delete',
      entity: 'tenant',
      entityId: id,
      entityName: found.t.name,
      channelId: found.t.channelId,
      tenantId: id,
      before: found.row,
    });
  });
  return null;
}

/** Lists of both tenant screens; a channel admin asking for another channel is refused. */
export function listTenants(ctx: AppContext, req: FastifyRequest, q: Parameters<typeof repo.listTenants>[2]) {
  const s = adminScope(req);
  if (s.level === 'channel' && q.channelId && q.channelId !== s.channelId) throw new AppError('140008');
  return repo.listTenants(ctx.db, s, q);
}

export function tenantOptions(ctx: AppContext, req: FastifyRequest, channelId?: string) {
  const s = adminScope(req);
  if (s.level === 'channel' && channelId && channelId !== s.channelId) throw new AppError('140008');
  return repo.options(ctx.db, s, channelId);
}
