import type { FieldType, FormSubmissionPayload } from '@zhiyu/contract/modules/aihelper/field';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueueCallback } from '../../aicall/callback/enqueue.ts';
import { registerCallbackEvent } from '../../aicall/callback/worker.ts';
import { appScope } from '../../aicall/voice/scope.ts';
import { fieldsOf } from '../field/fill.ts';
import { ahFills } from '../field/table.ts';
import { ahConversations } from '../ingest/table.ts';
import { chosen, setupOf } from '../profile/service.ts';
import { ahFormSubmissions } from './table.ts';

/**
 * The agent submits the form of their own conversation (contract aihelper/field submitDeskForm):
 * the fields of the skill group's form with their current values, every required one filled. In
 * one transaction the submission is kept, its values count as confirmed, and a delivery to the
 * callback of the agent's application is queued.
 */
export async function submitForm(ctx: AppContext, req: FastifyRequest, conversationId: string) {
  const { tenantId, appId } = appScope(req);
  const { userId, username } = sessionOf(req);
  const [conv] = await ctx.db
    .select({ id: ahConversations.id, skillGroup: ahConversations.skillGroup })
    .from(ahConversations)
    .where(
      and(
        eq(ahConversations.tenantId, tenantId),
        eq(ahConversations.id, conversationId),
        eq(ahConversations.agentUserId, userId),
      ),
    );
  if (!conv) throw new AppError('190013');
  const [all, setup, fills] = await Promise.all([
    fieldsOf(ctx.db, tenantId),
    setupOf(ctx.db, tenantId, conv.skillGroup),
    ctx.db.select().from(ahFills).where(eq(ahFills.conversationId, conv.id)),
  ]);
  const form = chosen(all, setup.fieldIds);
  const valueFor = new Map(fills.map((f) => [f.fieldId, f.value.trim()]));
  const missing = form.filter((f) => f.required && !valueFor.get(f.id)).map((f) => f.name);
  if (missing.length) throw new AppError('190038', { params: { names: missing.join('、') } });
  const id = newId();
  const at = new Date(ctx.now());
  const posted = await ctx.db.transaction(async (tx) => {
    await tx.insert(ahFormSubmissions).values({
      id,
      tenantId,
      conversationId: conv.id,
      appId,
      fields: form.map((f) => ({ fieldId: f.id, name: f.name, type: f.type, value: valueFor.get(f.id) ?? '' })),
      submittedBy: username,
      submittedAt: at,
    });
    await tx
      .update(ahFills)
      .set({ confirmed: true, updatedAt: at })
      .where(and(eq(ahFills.conversationId, conv.id), eq(ahFills.confirmed, false)));
    return enqueueCallback(tx, { id, tenantId, appId }, 'form.submitted');
  });
  return { id, submittedAt: at.getTime(), posted };
}

// The callback posts a submission with its conversation (the number in full, for the tenant's own system).
registerCallbackEvent('form.submitted', async (db, d) => {
  const [row] = await db
    .select({ s: ahFormSubmissions, c: ahConversations })
    .from(ahFormSubmissions)
    .innerJoin(ahConversations, eq(ahConversations.id, ahFormSubmissions.conversationId))
    .where(and(eq(ahFormSubmissions.id, d.recordId), eq(ahFormSubmissions.tenantId, d.tenantId)));
  if (!row) return null;
  const payload: FormSubmissionPayload = {
    submission: {
      id: row.s.id,
      conversationId: row.c.id,
      callId: row.c.callId,
      channelId: row.c.channelId,
      agent: row.c.agent,
      customerNumber: row.c.customerNumber,
      skillGroup: row.c.skillGroup,
      submittedBy: row.s.submittedBy,
      submittedAt: row.s.submittedAt.getTime(),
      fields: row.s.fields.map((f) => ({ ...f, type: f.type as FieldType })),
    },
  };
  return payload;
});
