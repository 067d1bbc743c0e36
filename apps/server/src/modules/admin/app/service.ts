import type { AppInput } from '@zhiyu/contract/modules/admin/app';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope, assertTenant } from '../../../platform/access/admin-scope.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { apps, tenants } from '../../../platform/tenancy/table.ts';
import { dbStatus, invalid, missing } from '../channel/org.ts';
import { insertApp } from './appid.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof AppInput>;

const notFound = () => missing('应用不存在', 'app not found');

/** Apps are created in a tenant of the caller's scope (a tenant admin's own by default). */
export async function createApp(ctx: AppContext, req: FastifyRequest, input: Input & { tenantId?: string }) {
  const s = adminScope(req);
  // Without a tenant named: the caller's current tenant (a tenant admin's own, or the one an operator
  // acts in after switching organisation).
  const tenantId = input.tenantId ?? (s.level === 'tenant' ? s.tenantId : (sessionOf(req).tenantId ?? undefined));
  if (!tenantId) throw invalid('请选择租户', 'tenantId is required');
  return ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .select({ id: tenants.id, channelId: tenants.channelId })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!t) throw missing(`租户「${tenantId}」不存在`, `tenant "${tenantId}" not found`);
    assertTenant(s, t);
    const a = await insertApp(tx, { tenantId, name: input.name, status: dbStatus(input.status), remark: input.remark });
    const row = (await repo.findApp(tx, a.id))!.row;
    await audit(tx, req, {
      action: 'create',
      entity: 'app',
      entityId: a.id,
      entityName: a.name,
      channelId: t.channelId,
      tenantId,
      after: row,
    });
    return row;
  });
}

async function scoped(ctx: AppContext, req: FastifyRequest, db: typeof ctx.db, id: string) {
  const found = await repo.findApp(db, id);
  if (!found) throw notFound();
  assertTenant(adminScope(req), found.tenant);
  return found;
}

/** Rename, enable or disable, remark; the appid never changes. */
export function updateApp(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  return ctx.db.transaction(async (tx) => {
    const found = await scoped(ctx, req, tx, id);
    await tx
      .update(apps)
      .set({ name: input.name, status: dbStatus(input.status), remark: input.remark })
      .where(eq(apps.id, id));
    const after = (await repo.findApp(tx, id))!.row;
    const at = { channelId: found.tenant.channelId, tenantId: found.tenant.id };
    await audit(tx, req, {
      action: 'update',
      entity: 'app',
      entityId: id,
      entityName: after.name,
      ...at,
      before: found.row,
      after,
    });
    return after;
  });
}

/** Refused (140011) while any user works in the app. */
export async function deleteApp(ctx: AppContext, req: FastifyRequest, id: string) {
  await ctx.db.transaction(async (tx) => {
    const found = await scoped(ctx, req, tx, id);
    const n = Number(found.n);
    if (n > 0) throw new AppError('140011', { params: { n } });
    await tx.delete(apps).where(eq(apps.id, id));
    const at = { channelId: found.tenant.channelId, tenantId: found.tenant.id };
    await audit(tx, req, {
      action: 'delete',
      entity: 'app',
      entityId: id,
      entityName: found.a.name,
      ...at,
      before: found.row,
    });
  });
  return null;
}
