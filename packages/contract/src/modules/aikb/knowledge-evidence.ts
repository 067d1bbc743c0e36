/**
 * What became of the questions a knowledge item answered (issue 19, learning from conversations):
 * each answer the text bot gave from the item, with the visitor's question, whether it came through
 * a "did you mean" pick, the visitor's vote and dislike reason, and whether a human took over right
 * after; newest first, with totals.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { Id } from './library.ts';

export const KnowledgeEvidenceRow = z.object({
  /** The answer message. */
  id: z.string(),
  sessionId: z.string(),
  /** What the visitor asked (for a pick, the question before the candidates). */
  question: z.string(),
  /** Reached through a "did you mean" candidate. */
  picked: z.boolean(),
  vote: z.enum(['like', 'dislike']).nullable(),
  reason: z.string().nullable(),
  /** A human took over within the next messages. */
  transferred: z.boolean(),
  score: z.number().nullable(),
  askedAt: z.number(),
});
export type KnowledgeEvidenceRow = z.infer<typeof KnowledgeEvidenceRow>;

export const KnowledgeEvidenceSummary = z.object({
  answered: z.number(),
  picked: z.number(),
  liked: z.number(),
  disliked: z.number(),
  transferred: z.number(),
});

export const getKnowledgeEvidence = defineEndpoint({
  id: 'aikb.knowledge.evidence',
  method: 'GET',
  path: '/aikb-api/knowledge/evidence',
  access: 'aikb.knowledge.list',
  query: PageQuery.extend({ id: Id }),
  response: pageOf(KnowledgeEvidenceRow).extend({ summary: KnowledgeEvidenceSummary }),
  example: { query: { id: 'kn-none', pageNum: 1, pageSize: 10 } },
});
