import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { listScripts, ScriptInput, ScriptRow } from '@zhiyu/contract/modules/aihelper/script';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahConversations } from '../ingest/table.ts';
import { ahRecommendations, ahScripts } from './table.ts';

/** Golden scripts (contract aihelper/script); every change in the audit trail. */
type Script = typeof ahScripts.$inferSelect;
type Input = z.output<typeof ScriptInput>;

const inTenant = (tenantId: string) => eq(ahScripts.tenantId, tenantId);
const missing = () => new AppError('190016');

export const toRow = (r: Script): ScriptRow => ({
  id: r.id,
  scene: r.scene,
  intent: r.intent,
  questions: r.questions,
  text: r.text,
  validity: r.validity,
  creator: r.creator,
  updatedAt: r.updatedAt.getTime(),
});
const audited = (r: Script) => ({
  scene: r.scene,
  intent: r.intent,
  questions: r.questions,
  text: r.text,
  validity: r.validity,
});

export function listScriptRows(db: Db, tenantId: string, q: QueryOf<typeof listScripts>) {
  const like = q.keyword ? likeText(q.keyword) : null;
  const where = and(
    inTenant(tenantId),
    q.scene ? eq(ahScripts.scene, q.scene) : undefined,
    like
      ? or(ilike(ahScripts.intent, like), ilike(ahScripts.text, like), ilike(sql`${ahScripts.questions}::text`, like))
      : undefined,
  );
  const rows = db
    .select()
    .from(ahScripts)
    .where(where)
    .orderBy(desc(ahScripts.updatedAt), desc(ahScripts.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, ahScripts, where), q.pageNum, q.pageSize);
}

export async function createScript(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  return ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(ahScripts)
      .values({ id: newId(), tenantId, ...input, creator: sessionOf(req).username })
      .returning();
    await audit(tx, req, {
      action: 'create',
      entity: 'aihelper.script',
      entityId: r.id,
      entityName: r.intent,
      tenantId,
      after: audited(r),
    });
    return toRow(r);
  });
}

export async function updateScript(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const tenantId = scope(req).tenantId;
  const [old] = await ctx.db
    .select()
    .from(ahScripts)
    .where(and(inTenant(tenantId), eq(ahScripts.id, id)));
  if (!old) throw missing();
  return ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(ahScripts)
      .set({ ...input, creator: sessionOf(req).username, updatedAt: new Date(ctx.now()) })
      .where(and(inTenant(tenantId), eq(ahScripts.id, id)))
      .returning();
    if (!r) throw missing();
    await audit(tx, req, {
      action: 'update',
      entity: 'aihelper.script',
      entityId: id,
      entityName: r.intent,
      tenantId,
      before: audited(old),
      after: audited(r),
    });
    return toRow(r);
  });
}

export async function deleteScripts(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const tenantId = scope(req).tenantId;
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(ahScripts)
      .where(and(inTenant(tenantId), inArray(ahScripts.id, ids)))
      .returning();
    for (const r of gone)
      await audit(tx, req, {
        action: 'delete',
        entity: 'aihelper.script',
        entityId: r.id,
        entityName: r.intent,
        tenantId,
        before: audited(r),
      });
    return { deleted: gone.length };
  });
}

/** The agent marks a script shown in their own conversation as used. */
export async function markUsed(
  ctx: AppContext,
  req: FastifyRequest,
  b: { conversationId: string; utteranceId: string; scriptId: string },
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
  const done = await ctx.db
    .update(ahRecommendations)
    .set({ used: 'marked' })
    .where(
      and(
        eq(ahRecommendations.conversationId, conv.id),
        eq(ahRecommendations.utteranceId, b.utteranceId),
        eq(ahRecommendations.scriptId, b.scriptId),
      ),
    )
    .returning({ used: ahRecommendations.used });
  if (!done.length) throw missing();
  return { used: true };
}
