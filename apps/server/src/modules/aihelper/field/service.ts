import { type CustomFieldInput, type CustomFieldRow, FIELDS_MAX } from '@zhiyu/contract/modules/aihelper/field';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { ahConversations } from '../ingest/table.ts';
import { fieldsOf, validValue } from './fill.ts';
import { ahFields, ahFills } from './table.ts';

/** Custom fields (contract aihelper/field), and the agent's own values. */
type Field = typeof ahFields.$inferSelect;
type Input = z.output<typeof CustomFieldInput>;

const inTenant = (tenantId: string) => eq(ahFields.tenantId, tenantId);
const missing = () => new AppError('190012');

export const toRow = (f: Field): CustomFieldRow => ({
  id: f.id,
  name: f.name,
  type: f.type,
  required: f.required,
  options: f.options,
  extraction: f.extraction,
  order: f.order,
  createdAt: f.createdAt.getTime(),
  updatedAt: f.updatedAt.getTime(),
});
const audited = (f: Field) => ({
  name: f.name,
  type: f.type,
  required: f.required,
  options: f.options,
  extraction: f.extraction,
  order: f.order,
});

async function guardName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('190011');
    throw e;
  }
}

export async function listFields(db: Db, tenantId: string, q: { pageNum: number; pageSize: number }) {
  const all = await fieldsOf(db, tenantId);
  const from = (q.pageNum - 1) * q.pageSize;
  return { list: all.slice(from, from + q.pageSize).map(toRow), total: all.length, totalCapped: false, ...q };
}

export async function createField(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  const [{ n }] = await ctx.db.select({ n: count() }).from(ahFields).where(inTenant(tenantId));
  if (n >= FIELDS_MAX) throw new AppError('190015', { params: { n: FIELDS_MAX } });
  return guardName(() =>
    ctx.db.transaction(async (tx) => {
      const [f] = await tx
        .insert(ahFields)
        .values({ id: newId(), tenantId, ...input })
        .returning();
      await audit(tx, req, {
        action: 'create',
        entity: 'aihelper.customField',
        entityId: f.id,
        entityName: f.name,
        tenantId,
        after: audited(f),
      });
      return toRow(f);
    }),
  );
}

export async function updateField(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const tenantId = scope(req).tenantId;
  const [old] = await ctx.db
    .select()
    .from(ahFields)
    .where(and(inTenant(tenantId), eq(ahFields.id, id)));
  if (!old) throw missing();
  return guardName(() =>
    ctx.db.transaction(async (tx) => {
      const [f] = await tx
        .update(ahFields)
        .set({ ...input, updatedAt: new Date(ctx.now()) })
        .where(and(inTenant(tenantId), eq(ahFields.id, id)))
        .returning();
      if (!f) throw missing();
      await audit(tx, req, {
        action: 'update',
        entity: 'aihelper.customField',
        entityId: id,
        entityName: f.name,
        tenantId,
        before: audited(old),
        after: audited(f),
      });
      return toRow(f);
    }),
  );
}

export async function deleteFields(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const tenantId = scope(req).tenantId;
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(ahFields)
      .where(and(inTenant(tenantId), inArray(ahFields.id, ids)))
      .returning();
    for (const f of gone)
      await audit(tx, req, {
        action: 'delete',
        entity: 'aihelper.customField',
        entityId: f.id,
        entityName: f.name,
        tenantId,
        before: audited(f),
      });
    return { deleted: gone.length };
  });
}

/** The agent confirms or types a value in their own conversation; checked against the field's type. */
export async function setFill(
  ctx: AppContext,
  req: FastifyRequest,
  b: { conversationId: string; fieldId: string; value: string },
) {
  const { tenantId } = scope(req);
  const [conv] = await ctx.db
    .select({ id: ahConversations.id })
    .from(ahConversations)
    .where(
      and(
        eq(ahConversations.tenantId, tenantId),
        eq(ahConversations.id, b.conversationId),
        eq(ahConversations.agentUserId, sessionOf(req).userId),
      ),
    );
  if (!conv) throw new AppError('190013');
  const [field] = await ctx.db
    .select()
    .from(ahFields)
    .where(and(inTenant(tenantId), eq(ahFields.id, b.fieldId)));
  if (!field) throw missing();
  if (!validValue(field, b.value)) throw new AppError('190014', { params: { field: field.name } });
  const [row] = await ctx.db
    .insert(ahFills)
    .values({ conversationId: conv.id, fieldId: field.id, value: b.value, utteranceId: null, confirmed: true })
    .onConflictDoUpdate({
      target: [ahFills.conversationId, ahFills.fieldId],
      // Confirming the value found keeps the line it came from; a value typed over it has none.
      set: {
        utteranceId: sql`case when ${ahFills.value} = excluded.value then ${ahFills.utteranceId} else null end`,
        value: b.value,
        confirmed: true,
        updatedAt: new Date(ctx.now()),
      },
    })
    .returning();
  return {
    fieldId: row.fieldId,
    value: row.value,
    utteranceId: row.value === b.value ? row.utteranceId : null,
    confirmed: true,
  };
}
