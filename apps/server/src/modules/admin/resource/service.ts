import type { ResourceNode, ResourceValidityInput } from '@zhiyu/contract/modules/admin/resource';
import type { ResourceDef } from '@zhiyu/contract/permissions';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { count, countDistinct, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RESOURCES } from '../../../platform/access/grants.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { resources, roleResources } from '../../../platform/identity/table.ts';

type Input = z.output<typeof ResourceValidityInput>;

const CHILDREN = new Map<string, ResourceDef[]>();
for (const r of ALL_RESOURCES) {
  if (!r.parentId) continue;
  const list = CHILDREN.get(r.parentId) ?? [];
  list.push(r);
  CHILDREN.set(r.parentId, list);
}

/** The node and every node below it, minus the pages every user has (their validity is fixed). */
export function subtree(id: string): string[] {
  const out: string[] = [];
  const walk = (r: ResourceDef) => {
    if (!r.always) out.push(r.id);
    for (const c of CHILDREN.get(r.id) ?? []) walk(c);
  };
  const root = RESOURCES.get(id);
  if (root) walk(root);
  return out;
}

/** The whole tree in registry order (code is the truth), with validity and how many roles hold each. */
export async function resourceTree(ctx: AppContext): Promise<{ nodes: ResourceNode[] }> {
  const [rows, counts] = await Promise.all([
    ctx.db.select({ id: resources.id, validity: resources.validity }).from(resources),
    ctx.db.select({ id: roleResources.resourceId, n: count() }).from(roleResources).groupBy(roleResources.resourceId),
  ]);
  const validity = new Map(rows.map((r) => [r.id, r.validity]));
  const held = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return {
    nodes: ALL_RESOURCES.map((r) => ({
      id: r.id,
      type: r.type,
      parentId: r.parentId,
      module: r.module,
      level: r.level,
      validity: validity.get(r.id) ?? 0,
      always: !!r.always,
      roleCount: held.get(r.id) ?? 0,
    })),
  };
}

/**
 * Sets the validity of a resource and of everything below it. Making resources invalid while roles
 * hold them is refused (140004, n roles) unless the user confirmed the cascade: then those grants
 * are removed in the same transaction. Nothing is written when nothing changes.
 */
export async function setValidity(ctx: AppContext, req: FastifyRequest, input: Input) {
  const root = RESOURCES.get(input.id);
  if (!root) throw new AppError('100002', { detail: { zh: '资源不存在', en: 'resource not found' } });
  if (root.always) {
    throw new AppError('100001', {
      detail: { zh: '所有用户都可访问的页面不能设为无效', en: 'a page every user has cannot be made invalid' },
    });
  }
  const ids = subtree(input.id);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: resources.id, validity: resources.validity })
      .from(resources)
      .where(inArray(resources.id, ids));
    const changed = rows.filter((r) => r.validity !== input.validity).map((r) => r.id);
    let revoked: { roleId: string; resourceId: string }[] = [];
    if (input.validity === 1) {
      const [{ n }] = await tx
        .select({ n: countDistinct(roleResources.roleId) })
        .from(roleResources)
        .where(inArray(roleResources.resourceId, ids));
      if (Number(n) > 0 && !input.cascade) throw new AppError('140004', { params: { n: Number(n) } });
      revoked = await tx
        .delete(roleResources)
        .where(inArray(roleResources.resourceId, ids))
        .returning({ roleId: roleResources.roleId, resourceId: roleResources.resourceId });
    }
    if (changed.length === 0 && revoked.length === 0) return { changed, revokedGrants: 0 };
    if (changed.length)
      await tx.update(resources).set({ validity: input.validity }).where(inArray(resources.id, changed));
    const sortGrants = (g: typeof revoked) => g.map((x) => `${x.roleId}:${x.resourceId}`).sort();
    await audit(tx, req, {
      action: 'validity',
      entity: 'resource',
      entityId: input.id,
      entityName: input.id,
      before: { validity: Object.fromEntries(rows.map((r) => [r.id, r.validity])), grants: sortGrants(revoked) },
      after: { validity: Object.fromEntries(rows.map((r) => [r.id, input.validity])), grants: [] },
    });
    return { changed: changed.sort(), revokedGrants: revoked.length };
  });
}
