import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import { sessions } from '../../../platform/access/table.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { userRoles, users } from '../../../platform/identity/table.ts';
import { assertTarget } from './access.ts';
import * as repo from './repo.ts';
import { fittingRoles } from './role-fit.ts';
import { assertPassword, auditOrg, missing, rowOf, snapshot, target } from './service.ts';
import { isLocked, unlockAccount } from './throttle-keys.ts';

// Account actions on an existing user: status, password reset, roles, unlock, delete. Each checks
// the target against the caller's scope and writes its audit record in the same transaction.

/** Ends every live session of the user inside the caller's transaction (see auth/sessions.ts revokeUser). */
async function endSessions(tx: Db, ctx: AppContext, userId: string, reason: 'disabled' | 'password') {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(ctx.now()), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

const notSelf = (req: FastifyRequest, id: string) => {
  if (sessionOf(req).userId === id) throw new AppError('140009');
};

/** Disabling ends the user's sessions at once: their next request answers 999987. */
export async function setStatus(req: FastifyRequest, ctx: AppContext, id: string, status: 0 | 1) {
  const u = await target(req, ctx, id, 'status');
  if (status === 0) notSelf(req, id);
  const next = status === 1 ? 'enabled' : 'disabled';
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(users)
      .set({ status: next, updatedAt: new Date(ctx.now()) })
      .where(eq(users.id, u.id));
    if (next === 'disabled') await endSessions(tx, ctx, u.id, 'disabled');
    await audit(tx, req, {
      action: 'status',
      entity: 'user',
      ...auditOrg(u),
      before: { status: u.status },
      after: { status: next },
    });
  });
  return rowOf(ctx, u.id);
}

/** The admin sets a new password; the user must change it at the next sign-in, and their sessions end. */
export async function resetPassword(req: FastifyRequest, ctx: AppContext, id: string, password: string) {
  const u = await target(req, ctx, id, 'reset-password');
  assertPassword(password, u.username);
  const passwordHash = await hash(password);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date(ctx.now()) })
      .where(eq(users.id, u.id));
    await endSessions(tx, ctx, u.id, 'password');
    await audit(tx, req, {
      action: 'reset-password',
      entity: 'user',
      ...auditOrg(u),
      before: { mustChangePassword: u.mustChangePassword },
      after: { mustChangePassword: true },
    });
  });
  return null;
}

/** Tenant users hold roles of their tenant, channel users roles of their channel, platform users none. */
export async function setRoles(req: FastifyRequest, ctx: AppContext, id: string, roleIds: string[]) {
  const u = await target(req, ctx, id, 'roles');
  const found = await fittingRoles(ctx.db, u, roleIds);
  const wanted = found.map((r) => r.id);
  const before = await repo.heldRoles(ctx.db, u.id);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.delete(userRoles).where(eq(userRoles.userId, u.id));
    if (wanted.length) await tx.insert(userRoles).values(wanted.map((roleId) => ({ userId: u.id, roleId })));
    await audit(tx, req, {
      action: 'assign',
      entity: 'user',
      ...auditOrg(u),
      before: { roles: before },
      after: { roles: found },
    });
  });
  return rowOf(ctx, u.id);
}

/** Clears the sign-in lock and failure count of the account (auth/throttle.ts). */
export async function unlock(req: FastifyRequest, ctx: AppContext, id: string) {
  const u = await target(req, ctx, id, 'unlock');
  const wasLocked = await isLocked(ctx.kv, u.username);
  await unlockAccount(ctx.kv, u.username);
  await audit(ctx.db, req, {
    action: 'unlock',
    entity: 'user',
    ...auditOrg(u),
    before: { locked: wasLocked },
    after: { locked: false },
  });
  return null;
}

/** Not one's own account (140009); a platform user only by an operator (the scope check). */
export async function deleteUser(req: FastifyRequest, ctx: AppContext, id: string) {
  const u = await repo.findUser(ctx.db, id);
  if (!u) throw missing();
  notSelf(req, id);
  await assertTarget(req, ctx.db, u, 'delete');
  const held = await repo.heldRoles(ctx.db, u.id);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await endSessions(tx, ctx, u.id, 'disabled');
    await tx.delete(users).where(eq(users.id, u.id));
    await audit(tx, req, { action: 'delete', entity: 'user', ...auditOrg(u), before: { ...snapshot(u), roles: held } });
  });
  return null;
}
