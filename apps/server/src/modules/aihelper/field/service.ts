import { type CustomFieldInput, type CustomFieldRow, FIELDS_MAX } from '@zhiyu/contract/modules/aihelper/field';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { ahConversations } from '../ingest/table.ts';
import { fieldsOf, validValue } from './fill.ts';
import { ahFields, ahFills } from './table.ts';

/** Custom fields (contract aihelper/field), and the agent's own values. */
type Field = typeof ahFields.$inferSelect;
type Input = z.output<typeof CustomFieldInput>;

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
const fields = tenantRows({
  table: ahFields,
  entity: 'aihelper.customField',
  missing: '190012',
  duplicate: '190011',
  nameOf: (f) => f.name,
  audited,
});

export async function listFields(db: Db, tenantId: string, q: { pageNum: number; pageSize: number }) {
  const all = await fieldsOf(db, tenantId);
  const from = (q.pageNum - 1) * q.pageSize;
  return { list: all.slice(from, from + q.pageSize).map(toRow), total: all.length, totalCapped: false, ...q };
}

export async function createField(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  const [{ n }] = await ctx.db.select({ n: count() }).from(ahFields).where(fields.inTenant(tenantId));
  if (n >= FIELDS_MAX) throw new AppError('190015', { params: { n: FIELDS_MAX } });
  return toRow(await fields.create(ctx, req, input));
}

export const updateField = async (ctx: AppContext, req: FastifyRequest, id: string, input: Input) =>
  toRow(await fields.update(ctx, req, id, input));

export const deleteFields = fields.remove;

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
  const field = await fields.get(ctx.db, tenantId, b.fieldId);
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
