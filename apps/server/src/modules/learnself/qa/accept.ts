/**
 * Accept and push (docs/learnself.md, QA extraction): each candidate becomes a knowledge item of the chosen
 * library through the knowledge base's own create (`createKnowledge`: its field rules, the unique
 * question, the library's count, the change log and the retrieval index), as type qaScript with
 * the similar questions found, and the candidate is marked accepted with the item it became.
 *
 * Everything that can refuse is checked before the first item is made, so a refusal (an unknown or
 * another tenant's candidate 180051, one already accepted 180054, an unknown library 160002 or
 * category 160004, a field the knowledge base would refuse) pushes nothing. A question the library
 * already holds (or one the same batch already pushed) is skipped and named in the answer.
 */
import { KnowledgeFields } from '@zhiyu/contract/modules/aikb/knowledge';
import type { QaAcceptInput } from '@zhiyu/contract/modules/learnself/qa';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { sanitizeRichText } from '../../../platform/sanitize/html.ts';
import { categoryIn } from '../../aikb/category/service.ts';
import { answerIsEmpty, checkFields, type Fields } from '../../aikb/knowledge/prepare.ts';
import { findQuestion } from '../../aikb/knowledge/repo.ts';
import { createKnowledge } from '../../aikb/knowledge/service.ts';
import { answerHtml } from '../../aikb/knowledge-io/rows.ts';
import { libraryOf } from '../../aikb/library/service.ts';
import type { LsScope } from '../dataset/repo.ts';
import { type Candidate, candidateScope, openCandidates } from './service.ts';
import { lsQaCandidates } from './table.ts';

type Input = z.output<typeof QaAcceptInput>;

/** The item a candidate becomes, checked as the knowledge base will check it. */
function fieldsOf(c: Candidate, categoryId: string | null): Fields {
  const parsed = KnowledgeFields.safeParse({
    type: 'qaScript',
    question: c.question,
    similar: c.similar.filter((q) => q !== c.question),
    answer: answerHtml(c.answer),
    categoryId,
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError('100001', { detail: { zh: `「${c.question}」${field}`, en: `"${c.question}" ${field}` } });
  }
  checkFields(parsed.data);
  if (answerIsEmpty(sanitizeRichText(parsed.data.answer))) throw new AppError('160010');
  return parsed.data;
}

export async function acceptCandidates(ctx: AppContext, req: FastifyRequest, s: LsScope, input: Input) {
  const rows = await openCandidates(ctx.db, s, input.ids);
  await libraryOf(ctx.db, s, input.libraryId);
  const categoryId = input.categoryId ?? null;
  if (categoryId) await categoryIn(ctx.db, s, input.libraryId, categoryId);
  const items = rows.map((c) => ({ c, f: fieldsOf(c, categoryId) }));
  const held = new Set(
    (
      await findQuestion(
        ctx.db,
        s.tenantId,
        input.libraryId,
        items.map((i) => i.f.question),
      )
    ).map((q) => q.question),
  );
  const skipped: { id: string; question: string }[] = [];
  let pushed = 0;
  for (const { c, f } of items) {
    if (held.has(f.question)) {
      skipped.push({ id: c.id, question: c.question });
      continue;
    }
    try {
      const item = await createKnowledge(ctx, req, input.libraryId, f);
      held.add(f.question);
      pushed++;
      await ctx.db
        .update(lsQaCandidates)
        .set({
          state: 'accepted',
          libraryId: input.libraryId,
          itemId: item.id,
          reviewer: s.actor,
          updatedAt: new Date(),
        })
        .where(and(candidateScope(s), eq(lsQaCandidates.id, c.id)));
    } catch (e) {
      // Another request made the same question meanwhile: skipped like one found above.
      if (!(e instanceof AppError && e.code === '160006')) throw e;
      held.add(f.question);
      skipped.push({ id: c.id, question: c.question });
    }
  }
  return { pushed, skipped };
}
