import { QUESTION_MAX } from '@zhiyu/contract/modules/aikb/knowledge';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { LEARN_PICKS, notifyItems } from './index-hook.ts';
import { kbLearnedQuestions } from './table.ts';

/**
 * A visitor asked `question`, was offered "did you mean" candidates and picked the item: the pick
 * is counted. When a wording reaches LEARN_PICKS picks the item's index entry is read again, now
 * with the wording among its similar questions (index-hook.ts), on every instance.
 */
export async function learnPick(db: Db, tenantId: string, itemId: string, question: string): Promise<void> {
  const q = question.trim().slice(0, QUESTION_MAX);
  if (!q) return;
  const [row] = await db
    .insert(kbLearnedQuestions)
    .values({ tenantId, itemId, question: q, picks: 1 })
    .onConflictDoUpdate({
      target: [kbLearnedQuestions.tenantId, kbLearnedQuestions.itemId, kbLearnedQuestions.question],
      set: { picks: sql`${kbLearnedQuestions.picks} + 1`, updatedAt: new Date() },
    })
    .returning({ picks: kbLearnedQuestions.picks });
  if (row?.picks === LEARN_PICKS) notifyItems(db, tenantId, [itemId]);
}
