import { QC_POINT_LATEST, QC_REVIEW } from '@zhiyu/contract/modules/aihelper/qc-record';
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { checkInstants } from '../../../platform/reporting/range.ts';
import { ahUtterances as u } from '../ingest/table.ts';
import { moveInRollups } from '../qc-rollup/service.ts';
import { lineOf, qcRow, toHit } from './record.ts';
import { scoreConversations } from './score.ts';
import { ahQcRules, ahQcHits as h, ahQcScores as s } from './table.ts';

type Action = 'confirm' | 'dispute' | 'accept' | 'reject';
/** The review a hit must have for each action, and the one it gets. */
const STEPS: Record<Action, { from: number; to: 1 | 2 | 3 | 4 }> = {
  confirm: { from: QC_REVIEW.none, to: QC_REVIEW.confirmed },
  dispute: { from: QC_REVIEW.none, to: QC_REVIEW.disputed },
  accept: { from: QC_REVIEW.disputed, to: QC_REVIEW.accepted },
  reject: { from: QC_REVIEW.disputed, to: QC_REVIEW.rejected },
};

/**
 * A supervisor's review of one hit (docs/aihelper-quality.md, Reviews). Confirm and dispute take a
 * hit not yet reviewed; accept and reject resolve a dispute. An accepted dispute voids the hit and
 * re-scores the conversation; every review updates the record's counts, in one transaction with
 * its audit entry. A hit already moved on by someone else is refused (190040), nothing changed.
 */
export async function reviewHit(
  ctx: AppContext,
  req: FastifyRequest,
  body: { hitId: string; action: Action; reason: string },
) {
  const tenantId = scope(req).tenantId;
  const who = sessionOf(req).username;
  const step = STEPS[body.action];
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [hit] = await tx
      .select()
      .from(h)
      .where(and(eq(h.id, body.hitId), eq(h.tenantId, tenantId)))
      .for('update');
    if (!hit) throw new AppError('190039');
    if (hit.review !== step.from) throw new AppError('190040');
    const resolving = body.action === 'accept' || body.action === 'reject';
    const set = resolving
      ? { review: step.to, resolveReason: body.reason, resolver: who, reviewedAt: now }
      : { review: step.to, disputeReason: body.reason, reviewer: who, reviewedAt: now };
    // A voided hit leaves the rollups: the conversation is taken out as it was counted, then scored again.
    if (body.action === 'accept') await moveInRollups(tx, tenantId, [hit.conversationId], -1);
    await tx.update(h).set(set).where(eq(h.id, hit.id));
    if (body.action === 'accept') {
      const [due] = await tx
        .select({ conversationId: s.conversationId, skillGroup: s.skillGroup, agent: s.agent, startedAt: s.startedAt })
        .from(s)
        .where(eq(s.conversationId, hit.conversationId))
        .for('update');
      if (due) await scoreConversations(tx, tenantId, [due], ctx.db, now, { outOfRollups: true });
    } else
      await tx
        .update(s)
        .set({
          disputed: sql`(SELECT count(*)::int FROM ${h} WHERE ${h.conversationId} = ${s.conversationId} AND ${h.review} = 2)`,
        })
        .where(eq(s.conversationId, hit.conversationId));
    await audit(tx, req, {
      action: `qcHit.${body.action}`,
      entity: 'aihelper.qcHit',
      entityId: hit.id,
      entityName: hit.pointName,
      tenantId,
      before: { review: hit.review },
      after: { review: step.to, reason: body.reason },
    });
    const [after] = await tx.select().from(h).where(eq(h.id, hit.id));
    const line = await lineOf(tx, hit.conversationId, hit.utteranceId);
    return { hit: toHit(after ?? { ...hit, ...set }, line), row: await qcRow(tx, tenantId, hit.conversationId) };
  });
}

const RANGE_CODES = { required: '190022', afterToday: '190023', afterEnd: '190024' } as const;
/** A day in the product's home zone, as the other reports count days. */
const day = sql<string>`to_char(${h.startedAt} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** One point's hits that count, in conversations started in the range: totals, per day, per agent, the latest. */
export async function pointHits(db: Db, tenantId: string, q: { id: string; from: number; to: number }, now: number) {
  const range = checkInstants(q, now, RANGE_CODES);
  const [point] = await db
    .select({ id: ahQcRules.id })
    .from(ahQcRules)
    .where(and(eq(ahQcRules.id, q.id), eq(ahQcRules.tenantId, tenantId)));
  if (!point) throw new AppError('190010');
  const where = and(
    eq(h.tenantId, tenantId),
    eq(h.pointId, q.id),
    gte(h.startedAt, new Date(range.from)),
    lte(h.startedAt, new Date(range.to)),
    ne(h.review, QC_REVIEW.accepted),
  );
  const hits = sql<number>`count(*)::int`;
  const conversations = sql<number>`count(DISTINCT ${h.conversationId})::int`;
  const [totals] = await db.select({ total: hits, conversations }).from(h).where(where);
  const byDay = await db.select({ day, hits }).from(h).where(where).groupBy(day).orderBy(day);
  const byAgent = await db
    .select({ agent: h.agent, hits, conversations })
    .from(h)
    .where(where)
    .groupBy(h.agent)
    .orderBy(desc(hits), h.agent)
    .limit(100);
  const latest = await db
    .select({
      id: h.id,
      conversationId: h.conversationId,
      agent: h.agent,
      startedAt: h.startedAt,
      atMs: h.atMs,
      detail: h.detail,
      review: h.review,
      text: sql<string>`coalesce(${u.text}, '')`,
      speaker: u.speaker,
    })
    .from(h)
    .leftJoin(u, and(eq(u.conversationId, h.conversationId), eq(u.utteranceId, h.utteranceId)))
    .where(where)
    .orderBy(desc(h.startedAt), desc(h.atMs))
    .limit(QC_POINT_LATEST);
  return {
    total: totals?.total ?? 0,
    conversations: totals?.conversations ?? 0,
    byDay,
    byAgent,
    latest: latest.map((r) => ({ ...r, speaker: r.speaker ?? null, startedAt: r.startedAt.getTime() })),
  };
}
