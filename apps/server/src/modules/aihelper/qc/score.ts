import { QC_FULL_SCORE } from '@zhiyu/contract/modules/aihelper/qc';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { tenantConfig } from '../ingest/config.ts';
import type { FinalLine } from '../ingest/lines.ts';
import { ahConversations, ahUtterances } from '../ingest/table.ts';
import { chosen, setupFrom } from '../profile/service.ts';
import { moveInRollups } from '../qc-rollup/service.ts';
import { type Limits, limitsFrom } from '../threshold/service.ts';
import { type Alert, judgeEnd, judgeLine, type QcRule } from './engine.ts';
import { ahQcHits, ahQcScores } from './table.ts';

/**
 * Post-call scoring (质检记录, docs/aihelper-quality.md). The ingest transaction that ends a
 * conversation (or brings it a line after its end) marks its score row due and queues one scoring
 * job per tenant unless one is already waiting; the job scores the tenant's due conversations in
 * batches until none is left. Durable: a due row outlives a restart, and the next end queues a job
 * again (so does any instance's worker finding the job orphaned).
 *
 * A conversation is judged by every valid QC point its skill group's assistant settings choose
 * (all of them when the settings choose none), real-time and post-call alike, over the whole
 * transcript. Score: QC_FULL_SCORE plus each scoring rule's points per hit, a point's total kept
 * within its cap, the sum kept within 0 and QC_FULL_SCORE. Trigger-count points count hits and
 * move no score. A hit voided by an accepted dispute counts for nothing.
 */
export const SCORE_KIND = 'aihelper:qcScore';
const BATCH = 200;

type Rule = Awaited<ReturnType<typeof tenantConfig>>['rules'][number];

/** In the ingest transaction: these ended conversations are to be (re)scored. */
export async function markDue(db: Db, tenantId: string, conversationIds: string[]) {
  if (!conversationIds.length) return;
  const c = ahConversations;
  await db
    .insert(ahQcScores)
    .select(
      db
        .select({
          conversationId: c.id,
          tenantId: c.tenantId,
          channelId: c.channelId,
          agent: c.agent,
          skillGroup: c.skillGroup,
          startedAt: c.startedAt,
          due: sql<boolean>`true`.as('due'),
          score: sql<number>`${QC_FULL_SCORE}`.as('score'),
          hits: sql<number>`0`.as('hits'),
          disputed: sql<number>`0`.as('disputed'),
          scoredAt: sql<Date | null>`null::timestamptz`.as('scored_at'),
        })
        .from(c)
        .where(inArray(c.id, conversationIds)),
    )
    .onConflictDoUpdate({
      target: ahQcScores.conversationId,
      set: {
        due: true,
        agent: sql`excluded.agent`,
        skillGroup: sql`excluded.skill_group`,
        startedAt: sql`excluded.started_at`,
      },
    });
  await db.execute(sql`
    INSERT INTO ${jobs} (id, tenant_id, app_id, kind, payload)
    SELECT ${newId()}, ${tenantId}, '', ${SCORE_KIND}, '{}'::jsonb
    WHERE NOT EXISTS (SELECT 1 FROM ${jobs} WHERE kind = ${SCORE_KIND} AND tenant_id = ${tenantId} AND status = 'queued')`);
}

/** Every hit of the points over the whole call, in speaking order, once per (point, line). */
export function judgeAll(points: readonly QcRule[], lines: readonly FinalLine[], limits: Limits): Alert[] {
  const out: Alert[] = [];
  lines.forEach((line, i) => {
    out.push(...judgeLine(points, lines.slice(0, i), line, limits));
  });
  out.push(...judgeEnd(points, lines));
  const seen = new Set<string>();
  return out.filter((a) => {
    const key = `${a.ruleId}\u0001${a.utteranceId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The points each hit moves the score by, and the score. `voided` holds the keys (point, line) of
 * hits whose dispute was accepted.
 */
export function scoreOf(
  points: Map<string, Pick<Rule, 'strategy' | 'score' | 'cap'>>,
  hits: Alert[],
  voided: Set<string>,
) {
  const spent = new Map<string, number>();
  const deltas = hits.map((h) => {
    const p = points.get(h.ruleId);
    if (!p || p.strategy !== 1 || voided.has(`${h.ruleId}\u0001${h.utteranceId ?? ''}`)) return 0;
    const before = spent.get(h.ruleId) ?? 0;
    const cap = p.cap ?? Number.POSITIVE_INFINITY;
    const after = Math.max(-cap, Math.min(cap, before + p.score));
    spent.set(h.ruleId, after);
    return after - before;
  });
  const total = deltas.reduce((a, b) => a + b, 0);
  return { deltas, score: Math.max(0, Math.min(QC_FULL_SCORE, QC_FULL_SCORE + total)) };
}

/** A hit as a row of the JSON the insert reads (column names, the start as an ISO instant). */
const asRecord = (r: typeof ahQcHits.$inferInsert) => ({
  id: r.id,
  tenant_id: r.tenantId,
  conversation_id: r.conversationId,
  point_id: r.pointId,
  point_name: r.pointName,
  kind: r.kind,
  mode: r.mode,
  strategy: r.strategy,
  severity: r.severity,
  score: r.score,
  utterance_id: r.utteranceId,
  at_ms: r.atMs,
  detail: r.detail,
  agent: r.agent,
  started_at: (r.startedAt as Date).toISOString(),
});

interface Due {
  conversationId: string;
  skillGroup: string;
  agent: string;
  startedAt: Date;
}

/** Scores these conversations of the tenant in the caller's transaction, and moves them in the QC rollups. */
export async function scoreConversations(
  db: Db,
  tenantId: string,
  due: Due[],
  root: object,
  now: Date,
  /** The caller already took these conversations out of the rollups (a review about to void a hit). */
  o: { outOfRollups?: boolean } = {},
) {
  if (!due.length) return;
  const ids = due.map((d) => d.conversationId);
  const config = await tenantConfig(db, tenantId, root);
  const u = ahUtterances;
  const lineRows = await db
    .select({
      conversationId: u.conversationId,
      utteranceId: u.utteranceId,
      speaker: u.speaker,
      text: u.text,
      startMs: u.startMs,
      endMs: u.endMs,
      intent: u.intent,
    })
    .from(u)
    .where(and(inArray(u.conversationId, ids), eq(u.final, true)))
    .orderBy(asc(u.conversationId), asc(u.startMs), asc(u.seq));
  const linesOf = new Map<string, FinalLine[]>();
  for (const { conversationId, ...l } of lineRows)
    linesOf.set(conversationId, [...(linesOf.get(conversationId) ?? []), l]);
  const h = ahQcHits;
  const reviewed = await db
    .select({
      id: h.id,
      conversationId: h.conversationId,
      pointId: h.pointId,
      utteranceId: h.utteranceId,
      review: h.review,
    })
    .from(h)
    .where(and(inArray(h.conversationId, ids), sql`${h.review} <> 0`));
  const reviewOf = new Map(
    reviewed.map((r) => [`${r.conversationId}\u0001${r.pointId}\u0001${r.utteranceId}`, r.review]),
  );
  const byId = new Map(config.rules.map((r) => [r.id, r]));
  const hitRows: (typeof ahQcHits.$inferInsert)[] = [];
  const scores: { id: string; score: number; hits: number; disputed: number }[] = [];
  for (const d of due) {
    const points = chosen(config.rules, setupFrom(config.profiles, d.skillGroup).ruleIds) as Rule[];
    const hits = judgeAll(
      points as QcRule[],
      linesOf.get(d.conversationId) ?? [],
      limitsFrom(config.thresholds, d.skillGroup),
    );
    const keyOf = (a: Alert) => `${d.conversationId}\u0001${a.ruleId}\u0001${a.utteranceId ?? ''}`;
    const voided = new Set(
      hits.filter((a) => reviewOf.get(keyOf(a)) === 3).map((a) => `${a.ruleId}\u0001${a.utteranceId ?? ''}`),
    );
    const { deltas, score } = scoreOf(byId, hits, voided);
    let counted = 0;
    let disputed = 0;
    hits.forEach((a, i) => {
      const p = byId.get(a.ruleId) as Rule;
      const review = reviewOf.get(keyOf(a)) ?? 0;
      if (review !== 3) counted += 1;
      if (review === 2) disputed += 1;
      hitRows.push({
        id: newId(),
        tenantId,
        conversationId: d.conversationId,
        pointId: p.id,
        pointName: p.name,
        kind: p.kind,
        mode: p.mode,
        strategy: p.strategy,
        severity: p.severity,
        // A voided hit keeps the points it carried, for the record to show struck through.
        score: review === 3 ? (p.strategy === 1 ? p.score : 0) : (deltas[i] ?? 0),
        utteranceId: a.utteranceId ?? '',
        atMs: a.atMs,
        detail: a.detail,
        agent: d.agent,
        startedAt: d.startedAt,
      });
    });
    scores.push({ id: d.conversationId, score, hits: counted, disputed });
  }
  // What the rollups counted of a conversation scored before is taken out, and counted anew below.
  if (!o.outOfRollups) await moveInRollups(db, tenantId, ids, -1);
  // The hits are written again; those reviewed keep their review when they still hold, and go
  // when they no longer do (a line came late, a point changed).
  const held = new Set(hitRows.map((r) => `${r.conversationId}\u0001${r.pointId}\u0001${r.utteranceId}`));
  const gone = reviewed.filter((r) => !held.has(`${r.conversationId}\u0001${r.pointId}\u0001${r.utteranceId}`));
  await db.delete(h).where(
    or(
      and(inArray(h.conversationId, ids), eq(h.review, 0)),
      gone.length
        ? inArray(
            h.id,
            gone.map((r) => r.id),
          )
        : undefined,
    ),
  );
  // One parameter for all the rows (a JSON array read by jsonb_to_recordset), however many hits a
  // batch has: building a statement of thousands of bound values costs more than the judging.
  if (hitRows.length)
    await db.execute(sql`
      INSERT INTO ${h} (id, tenant_id, conversation_id, point_id, point_name, kind, mode, strategy, severity,
        score, utterance_id, at_ms, detail, agent, started_at)
      SELECT x.id, x.tenant_id, x.conversation_id, x.point_id, x.point_name, x.kind, x.mode, x.strategy, x.severity,
        x.score, x.utterance_id, x.at_ms, x.detail, x.agent, x.started_at
      FROM jsonb_to_recordset(${JSON.stringify(hitRows.map(asRecord))}::jsonb) AS x(id text, tenant_id text,
        conversation_id text, point_id text, point_name text, kind text, mode text, strategy smallint,
        severity text, score real, utterance_id text, at_ms integer, detail text, agent text, started_at timestamptz)
      ON CONFLICT (conversation_id, point_id, utterance_id) DO UPDATE SET point_name = excluded.point_name,
        kind = excluded.kind, mode = excluded.mode, strategy = excluded.strategy, severity = excluded.severity,
        score = excluded.score, at_ms = excluded.at_ms, detail = excluded.detail`);
  const values = scores.map((s) => sql`(${s.id}, ${s.score}::real, ${s.hits}::int, ${s.disputed}::int)`);
  await db.execute(sql`
    UPDATE ${ahQcScores} AS s SET due = false, score = v.score, hits = v.hits, disputed = v.disputed,
      scored_at = ${now.toISOString()}::timestamptz
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, score, hits, disputed)
    WHERE s.conversation_id = v.id`);
  await moveInRollups(db, tenantId, ids, 1);
}

/** Scores up to BATCH due conversations of the tenant in one transaction; answers how many. */
export function scoreBatch(db: Db, tenantId: string, now: () => Date = () => new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const s = ahQcScores;
    const due = await tx
      .select({ conversationId: s.conversationId, skillGroup: s.skillGroup, agent: s.agent, startedAt: s.startedAt })
      .from(s)
      .where(and(eq(s.tenantId, tenantId), eq(s.due, true)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    await scoreConversations(tx, tenantId, due, db, now());
    return due.length;
  });
}

registerJobKind(SCORE_KIND, async (job, db, signal) => {
  let scored = 0;
  for (;;) {
    if (signal.aborted) break;
    const n = await scoreBatch(db, job.tenantId);
    scored += n;
    if (n < BATCH) break;
  }
  return { scored };
});
