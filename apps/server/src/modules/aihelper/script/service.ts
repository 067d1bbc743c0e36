import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { listScripts, ScriptInput, ScriptRow } from '@zhiyu/contract/modules/aihelper/script';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahConversations } from '../ingest/table.ts';
import { ahRecommendations, ahScripts } from './table.ts';

/** Golden scripts (contract aihelper/script); every change in the audit trail. */
type Script = typeof ahScripts.$inferSelect;
type Input = z.output<typeof ScriptInput>;

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
const scripts = tenantRows({
  table: ahScripts,
  entity: 'aihelper.script',
  missing: '190016',
  nameOf: (r) => r.intent,
  audited,
});

export function listScriptRows(db: Db, tenantId: string, q: QueryOf<typeof listScripts>) {
  const like = q.keyword ? likeText(q.keyword) : null;
  const where = and(
    scripts.inTenant(tenantId),
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

/** The creator shown is who last saved the script. */
export const createScript = async (ctx: AppContext, req: FastifyRequest, input: Input) =>
  toRow(await scripts.create(ctx, req, { ...input, creator: sessionOf(req).username }));

export const updateScript = async (ctx: AppContext, req: FastifyRequest, id: string, input: Input) =>
  toRow(await scripts.update(ctx, req, id, { ...input, creator: sessionOf(req).username }));

export const deleteScripts = scripts.remove;

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
  if (!done.length) throw scripts.missing();
  return { used: true };
}
