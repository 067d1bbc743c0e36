import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { getKnowledgeEvidence } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { offsetOf } from '../../../platform/list/page.ts';
import { textMessages } from '../../aitext/session/table.ts';
import type { KbScope } from '../opera-log/record.ts';
import { itemOf } from './service.ts';

type Query = QueryOf<typeof getKnowledgeEvidence>;

const prev = alias(textMessages, 'prev');
const before = alias(textMessages, 'before');
/** How far after an answer a transfer still counts as "a human took over after it". */
const TRANSFER_WITHIN = 3;

/**
 * The text bot's answers from one item (requirements §3 message kinds): the visitor's question
 * (the message before; for a pick, the question before the candidates), the vote, and whether a
 * transfer came within TRANSFER_WITHIN messages. Served by text_messages_hit_idx.
 */
export async function knowledgeEvidence(db: Db, s: KbScope, q: Query) {
  await itemOf(db, s, q.id);
  const m = textMessages;
  const where = and(eq(m.tenantId, s.tenantId), eq(m.hitRefId, q.id), eq(m.hitKind, 'item'), eq(m.kind, 'answer'));
  const transferred = sql<boolean>`exists (select 1 from ${textMessages} t where t.session_id = ${m.sessionId}
    and t.seq > ${m.seq} and t.seq <= ${m.seq} + ${TRANSFER_WITHIN} and t.kind in ('transfer', 'human'))`;
  const picked = sql<boolean>`coalesce(${prev.kind} = 'click', false)`;
  const rows = db
    .select({
      id: m.id,
      sessionId: m.sessionId,
      prevText: prev.text,
      beforeText: before.text,
      picked,
      vote: m.vote,
      reason: m.reason,
      transferred,
      score: m.score,
      createdAt: m.createdAt,
    })
    .from(m)
    .leftJoin(prev, and(eq(prev.sessionId, m.sessionId), eq(prev.seq, sql`${m.seq} - 1`)))
    .leftJoin(
      before,
      and(eq(before.sessionId, m.sessionId), eq(before.seq, sql`${m.seq} - 3`), eq(before.kind, 'question')),
    )
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  const totals = db
    .select({
      answered: count(),
      picked: sql<number>`count(*) filter (where ${prev.kind} = 'click')`.mapWith(Number),
      liked: sql<number>`count(*) filter (where ${m.vote} = 1)`.mapWith(Number),
      disliked: sql<number>`count(*) filter (where ${m.vote} = -1)`.mapWith(Number),
      transferred: sql<number>`count(*) filter (where ${transferred})`.mapWith(Number),
    })
    .from(m)
    .leftJoin(prev, and(eq(prev.sessionId, m.sessionId), eq(prev.seq, sql`${m.seq} - 1`)))
    .where(where);
  const [list, [summary]] = await Promise.all([rows, totals]);
  return {
    list: list.map((r) => ({
      id: r.id,
      sessionId: r.sessionId,
      question: (r.picked ? (r.beforeText ?? r.prevText) : r.prevText) ?? '',
      picked: Boolean(r.picked),
      vote: r.vote === 1 ? ('like' as const) : r.vote === -1 ? ('dislike' as const) : null,
      reason: r.reason,
      transferred: Boolean(r.transferred),
      score: r.score,
      askedAt: r.createdAt.getTime(),
    })),
    total: summary.answered,
    totalCapped: false,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    summary,
  };
}
