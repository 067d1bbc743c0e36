import {
  SMS_BUILTIN_VARIABLES,
  type SmsOutboxQuery,
  type SmsOutboxRow,
  type SmsTemplateInput,
  type SmsTemplateListQuery,
  type SmsTemplateRow,
  smsTemplateProblem,
  smsVariablesOf,
} from '@zhiyu/contract/modules/aicall/sms';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { customerAttributes } from '../customer/table.ts';
import { likeText } from '../voice/scope.ts';
import type { AppScope } from '../voice/settings.ts';
import { smsOutbox, smsTemplates } from './table.ts';

type Template = typeof smsTemplates.$inferSelect;
type Input = z.output<typeof SmsTemplateInput>;

const inScope = (s: AppScope) => and(eq(smsTemplates.tenantId, s.tenantId), eq(smsTemplates.appId, s.appId));

function toRow(t: Template): SmsTemplateRow {
  return {
    id: t.id,
    name: t.name,
    content: t.content,
    status: t.status,
    variables: smsVariablesOf(t.content),
    createdAt: t.createdAt.getTime(),
    updatedAt: t.updatedAt.getTime(),
  };
}

/** The built-in variables, then the app's attribute names in their display order. */
export async function smsVariables(db: Db, s: AppScope): Promise<string[]> {
  const attrs = await db
    .select({ name: customerAttributes.name })
    .from(customerAttributes)
    .where(and(eq(customerAttributes.tenantId, s.tenantId), eq(customerAttributes.appId, s.appId)))
    .orderBy(asc(customerAttributes.sort), asc(customerAttributes.createdAt));
  return [...new Set<string>([...SMS_BUILTIN_VARIABLES, ...attrs.map((a) => a.name)])];
}

async function assertContent(db: Db, s: AppScope, content: string) {
  const p = smsTemplateProblem(content, await smsVariables(db, s));
  if (p?.kind === 'unbalanced') throw new AppError('150083');
  if (p?.kind === 'unknown') throw new AppError('150082', { params: { names: p.names.join('、') } });
}

const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `短信模板「${name}」已存在`, en: `SMS template "${name}" already exists` } });
const missing = () => new AppError('100002', { detail: { zh: '短信模板不存在', en: 'SMS template not found' } });

async function assertFreeName(db: Db, s: AppScope, name: string, self?: string) {
  const [other] = await db
    .select({ id: smsTemplates.id })
    .from(smsTemplates)
    .where(and(inScope(s), eq(smsTemplates.name, name)));
  if (other && other.id !== self) throw duplicate(name);
}

export function listTemplates(ctx: AppContext, s: AppScope, q: z.output<typeof SmsTemplateListQuery>) {
  const where = and(
    inScope(s),
    q.name ? ilike(smsTemplates.name, likeText(q.name)) : undefined,
    q.status !== undefined ? eq(smsTemplates.status, q.status) : undefined,
  );
  const col = { name: smsTemplates.name, createdAt: smsTemplates.createdAt, updatedAt: smsTemplates.updatedAt }[
    q.sortField ?? 'createdAt'
  ];
  const rows = ctx.db
    .select()
    .from(smsTemplates)
    .where(where)
    .orderBy(...orderBy(col, smsTemplates.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(ctx.db, smsTemplates, where), q.pageNum, q.pageSize);
}

export async function createTemplate(ctx: AppContext, s: AppScope, input: Input) {
  await assertContent(ctx.db, s, input.content);
  await assertFreeName(ctx.db, s, input.name);
  try {
    const [t] = await ctx.db
      .insert(smsTemplates)
      .values({ id: newId(), ...s, ...input })
      .returning();
    return toRow(t);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

export async function updateTemplate(ctx: AppContext, s: AppScope, id: string, input: Input) {
  const [found] = await ctx.db
    .select({ id: smsTemplates.id })
    .from(smsTemplates)
    .where(and(inScope(s), eq(smsTemplates.id, id)));
  if (!found) throw missing();
  await assertContent(ctx.db, s, input.content);
  await assertFreeName(ctx.db, s, input.name, id);
  try {
    const [t] = await ctx.db
      .update(smsTemplates)
      .set({ ...input, updatedAt: new Date(ctx.now()) })
      .where(and(inScope(s), eq(smsTemplates.id, id)))
      .returning();
    if (!t) throw missing();
    return toRow(t);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

/** Sent messages keep their text; the outbox names a deleted template by its id only. */
export async function deleteTemplates(ctx: AppContext, s: AppScope, ids: string[]) {
  const gone = await ctx.db
    .delete(smsTemplates)
    .where(and(inScope(s), inArray(smsTemplates.id, ids)))
    .returning({ id: smsTemplates.id });
  return { deleted: gone.length };
}

export function listOutbox(ctx: AppContext, s: AppScope, q: z.output<typeof SmsOutboxQuery>) {
  const where = and(
    eq(smsOutbox.tenantId, s.tenantId),
    eq(smsOutbox.appId, s.appId),
    q.status ? eq(smsOutbox.status, q.status) : undefined,
    q.templateId ? eq(smsOutbox.templateId, q.templateId) : undefined,
    q.createdFrom !== undefined ? gte(smsOutbox.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo !== undefined ? lte(smsOutbox.createdAt, new Date(q.createdTo)) : undefined,
  );
  const rows = ctx.db
    .select({ o: smsOutbox, name: smsTemplates.name })
    .from(smsOutbox)
    .leftJoin(smsTemplates, and(eq(smsTemplates.id, smsOutbox.templateId), eq(smsTemplates.tenantId, s.tenantId)))
    .where(where)
    .orderBy(...orderBy(smsOutbox.createdAt, smsOutbox.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) =>
      r.map(
        ({ o, name }): SmsOutboxRow => ({
          id: o.id,
          templateId: o.templateId,
          templateName: name ?? '',
          phone: maskPhone(o.phone),
          content: o.content,
          status: o.status,
          recordId: o.recordId,
          taskId: o.taskId,
          createdAt: o.createdAt.getTime(),
        }),
      ),
    );
  return pageOf(rows, cappedCount(ctx.db, smsOutbox, where), q.pageNum, q.pageSize);
}
