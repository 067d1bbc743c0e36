import type { EngineKind } from '@zhiyu/contract/modules/admin/engine';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { tenants } from '../../../platform/tenancy/table.ts';
import { engines, engineTenants } from './table.ts';

export type Engine = typeof engines.$inferSelect;

export interface ListFilter {
  kinds: readonly EngineKind[];
  name?: string;
  kind?: EngineKind;
  vendor?: string;
  status?: 'enabled' | 'disabled';
  sortField?: 'name' | 'createdAt' | 'updatedAt';
  sortOrder?: 'ASC' | 'DESC';
  pageNum: number;
  pageSize: number;
}

/** LIKE wildcards typed by the user are matched literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT = { name: engines.name, createdAt: engines.createdAt, updatedAt: engines.updatedAt } as const;

export function listEngines(db: Db, f: ListFilter) {
  const where: SQL | undefined = and(
    inArray(engines.kind, [...f.kinds]),
    f.kind ? eq(engines.kind, f.kind) : undefined,
    f.name ? ilike(engines.name, likeText(f.name)) : undefined,
    f.vendor ? eq(engines.vendor, f.vendor) : undefined,
    f.status ? eq(engines.status, f.status) : undefined,
  );
  const rows = db
    .select()
    .from(engines)
    .where(where)
    .orderBy(...orderBy(SORT[f.sortField ?? 'createdAt'], engines.id, f.sortOrder))
    .limit(f.pageSize)
    .offset(offsetOf(f.pageNum, f.pageSize));
  return pageOf(rows, cappedCount(db, engines, where), f.pageNum, f.pageSize);
}

export async function findEngine(db: Db, kinds: readonly EngineKind[], id: string) {
  const [e] = await db
    .select()
    .from(engines)
    .where(and(eq(engines.id, id), inArray(engines.kind, [...kinds])));
  return e;
}

/** Another engine of the same kind with this name. */
export async function findByName(db: Db, kind: EngineKind, name: string) {
  const [e] = await db
    .select({ id: engines.id })
    .from(engines)
    .where(and(eq(engines.kind, kind), eq(engines.name, name)));
  return e;
}

/** Each engine's tenants with their names, ordered by tenant id. */
export async function tenantsOf(db: Db, engineIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>();
  if (engineIds.length === 0) return out;
  const rows = await db
    .select({ engineId: engineTenants.engineId, id: tenants.id, name: tenants.name })
    .from(engineTenants)
    .innerJoin(tenants, eq(tenants.id, engineTenants.tenantId))
    .where(inArray(engineTenants.engineId, engineIds))
    .orderBy(asc(tenants.id));
  for (const r of rows) {
    const list = out.get(r.engineId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.engineId, list);
  }
  return out;
}

export async function existingTenants(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, ids));
}

export function allTenants(db: Db) {
  return db
    .select({ id: tenants.id, name: tenants.name, channelId: tenants.channelId })
    .from(tenants)
    .orderBy(asc(tenants.id));
}

/** Enabled engines assigned to a tenant: what its call modules may use. */
export function enginesOfTenant(db: Db, tenantId: string, kind?: EngineKind) {
  return db
    .select()
    .from(engines)
    .innerJoin(engineTenants, eq(engineTenants.engineId, engines.id))
    .where(
      and(
        eq(engineTenants.tenantId, tenantId),
        eq(engines.status, 'enabled'),
        kind ? eq(engines.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(engines.kind), asc(engines.name))
    .then((rows) => rows.map((r) => r.engines));
}
