import type { ErrorCode } from '@zhiyu/contract/errors';
import { and, eq, type InferInsertModel, type InferSelectModel, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { scope } from '../access/session.ts';
import { newId } from '../access/tokens.ts';
import { audit } from '../audit/record.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Db } from './client.ts';
import { isUniqueViolation } from './unique.ts';

/** A table of rows owned by one tenant: an id, the tenant, and the time of the last change. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn; updatedAt: PgColumn };

export interface TenantRowsSpec<T extends TenantTable> {
  table: T;
  /** The audit trail's entity name, e.g. aihelper.qcRule. */
  entity: string;
  /** The error code for a row that is not the tenant's (or not there). */
  missing: ErrorCode;
  /** The error code for a unique index refusing the row (a name taken), if the table has one. */
  duplicate?: ErrorCode;
  /** The name the audit trail shows for a row. */
  nameOf: (r: InferSelectModel<T>) => string;
  /** What of a row the audit trail keeps, before and after. */
  audited: (r: InferSelectModel<T>) => unknown;
}

type Values<T extends TenantTable> = Omit<InferInsertModel<T>, 'id' | 'tenantId'>;

/**
 * Create, update and delete of a tenant's rows, each in one transaction with its audit row, so the
 * change and its record land together or not at all. The tenant is the caller's session scope:
 * another tenant's id is "not found", never touched.
 */
export function tenantRows<T extends TenantTable>(spec: TenantRowsSpec<T>) {
  type Row = InferSelectModel<T>;
  const { table, entity } = spec;
  const inTenant = (tenantId: string) => eq(table.tenantId, tenantId);
  const missing = () => new AppError(spec.missing);
  async function guard<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (e) {
      if (spec.duplicate && isUniqueViolation(e)) throw new AppError(spec.duplicate);
      throw e;
    }
  }
  const named = (r: Row) => ({ entityId: String(r.id), entityName: spec.nameOf(r) });

  /** The tenant's row `id`, or the "not found" error. */
  async function get(db: Db, tenantId: string, id: string): Promise<Row> {
    const [r] = (await db
      .select()
      .from(table as PgTable)
      .where(and(inTenant(tenantId), eq(table.id, id)))) as Row[];
    if (!r) throw missing();
    return r;
  }

  async function create(ctx: AppContext, req: FastifyRequest, values: Values<T>): Promise<Row> {
    const tenantId = scope(req).tenantId;
    return guard(() =>
      ctx.db.transaction(async (tx) => {
        const [r] = (await tx
          .insert(table)
          .values({ id: newId(), tenantId, ...values } as never)
          .returning()) as Row[];
        await audit(tx, req, { action: 'create', entity, ...named(r), tenantId, after: spec.audited(r) });
        return r;
      }),
    );
  }

  async function update(ctx: AppContext, req: FastifyRequest, id: string, values: Partial<Values<T>>): Promise<Row> {
    const tenantId = scope(req).tenantId;
    const old = await get(ctx.db, tenantId, id);
    return guard(() =>
      ctx.db.transaction(async (tx) => {
        const [r] = (await tx
          .update(table)
          .set({ ...values, updatedAt: new Date(ctx.now()) } as never)
          .where(and(inTenant(tenantId), eq(table.id, id)))
          .returning()) as Row[];
        if (!r) throw missing();
        await audit(tx, req, {
          action: 'update',
          entity,
          ...named(r),
          tenantId,
          before: spec.audited(old),
          after: spec.audited(r),
        });
        return r;
      }),
    );
  }

  /** Deletes the tenant's rows among `ids` (others are left alone) and says how many went. */
  async function remove(ctx: AppContext, req: FastifyRequest, ids: string[]) {
    const tenantId = scope(req).tenantId;
    return ctx.db.transaction(async (tx) => {
      const gone = (await tx
        .delete(table)
        .where(and(inTenant(tenantId), inArray(table.id, ids)))
        .returning()) as Row[];
      for (const r of gone)
        await audit(tx, req, { action: 'delete', entity, ...named(r), tenantId, before: spec.audited(r) });
      return { deleted: gone.length };
    });
  }

  return { get, create, update, remove, inTenant, missing };
}
