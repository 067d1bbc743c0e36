import type { ModuleListQuery, ModuleRow } from '@zhiyu/contract/modules/admin/module';
import type { OptionalModule } from '@zhiyu/contract/modules/admin/tenant';
import { and, arrayContains, eq, ilike } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';
import { likeText, missing, wireStatus } from '../channel/org.ts';
import { grantModules } from '../tenant/grants.ts';
import { optionalOf } from '../tenant/repo.ts';
import { storedModules } from '../tenant/service.ts';

type ListQuery = z.output<typeof ModuleListQuery>;

/** Modules are the operator's (the endpoints are platform-level; this holds whatever a role holds). */
function assertOperator(req: FastifyRequest) {
  if (adminScope(req).level !== 'platform') throw new AppError('140008');
}

const toRow = (t: typeof tenants.$inferSelect, channelName: string | null): ModuleRow => ({
  id: t.id,
  name: t.name,
  corpId: t.corpId,
  channelId: t.channelId,
  channelName: channelName ?? '',
  status: wireStatus(t.status),
  modules: optionalOf(t.modules),
});

export function listModules(ctx: AppContext, req: FastifyRequest, q: ListQuery) {
  assertOperator(req);
  const where = and(
    q.name ? ilike(tenants.name, likeText(q.name)) : undefined,
    q.channelId ? eq(tenants.channelId, q.channelId) : undefined,
    q.module ? arrayContains(tenants.modules, [q.module]) : undefined,
  );
  const column = q.sortField === 'name' ? tenants.name : tenants.createdAt;
  const rows = ctx.db
    .select({ t: tenants, channelName: channels.name })
    .from(tenants)
    .leftJoin(channels, eq(channels.id, tenants.channelId))
    .where(where)
    .orderBy(...orderBy(column, tenants.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(({ t, channelName }) => toRow(t, channelName)));
  return pageOf(rows, cappedCount(ctx.db, tenants, where), q.pageNum, q.pageSize);
}

async function find(db: AppContext['db'], id: string) {
  const [r] = await db
    .select({ t: tenants, channelName: channels.name })
    .from(tenants)
    .leftJoin(channels, eq(channels.id, tenants.channelId))
    .where(eq(tenants.id, id));
  return r;
}

/**
 * Sets a tenant's optional modules. The tenant row changes, so the session cache drops (migration
 * 0001 trigger) and the tenant's next request is checked against the new list (140007).
 */
export function updateModules(ctx: AppContext, req: FastifyRequest, tenantId: string, modules: OptionalModule[]) {
  assertOperator(req);
  return ctx.db.transaction(async (tx) => {
    const found = await find(tx, tenantId);
    if (!found) throw missing('租户不存在', 'tenant not found');
    const before = toRow(found.t, found.channelName);
    if (before.modules.join() === modules.join()) return before;
    await tx
      .update(tenants)
      .set({ modules: storedModules(modules), updatedAt: new Date(ctx.now()) })
      .where(eq(tenants.id, tenantId));
    await grantModules(
      tx,
      tenantId,
      modules.filter((m) => !before.modules.includes(m)),
    );
    const after = toRow((await find(tx, tenantId)).t, found.channelName);
    await audit(tx, req, {
      action: 'update',
      entity: 'module',
      entityId: tenantId,
      entityName: found.t.name,
      channelId: found.t.channelId,
      tenantId,
      before: { modules: before.modules },
      after: { modules: after.modules },
    });
    return after;
  });
}
