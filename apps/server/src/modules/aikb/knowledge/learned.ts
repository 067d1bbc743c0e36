import { QUESTION_MAX } from '@zhiyu/contract/modules/aikb/knowledge';
import { and, eq, sql } from 'drizzle-orm';
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

/** Dislikes of an item's direct answers to one wording after which it only offers the item. */
export const DOUBT_DISLIKES = 2;

/** A visitor voted on the item's direct answer to `question`. */
export async function learnVote(db: Db, tenantId: string, itemId: string, question: string, like: boolean) {
  const q = question.trim().slice(0, QUESTION_MAX);
  if (!q) return;
  const t = kbLearnedQuestions;
  const column = like ? t.likes : t.dislikes;
  await db
    .insert(t)
    .values({ tenantId, itemId, question: q, [like ? 'likes' : 'dislikes']: 1 })
    .onConflictDoUpdate({
      target: [t.tenantId, t.itemId, t.question],
      set: { [like ? 'likes' : 'dislikes']: sql`${column} + 1`, updatedAt: new Date() },
    });
}

/**
 * Whether visitors doubted the item's direct answer to this wording: at least DOUBT_DISLIKES
 * dislikes and more dislikes than likes. The bot then offers the item as "did you mean" instead.
 */
export async function doubted(db: Db, tenantId: string, itemId: string, question: string): Promise<boolean> {
  const t = kbLearnedQuestions;
  const [row] = await db
    .select({ likes: t.likes, dislikes: t.dislikes })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.itemId, itemId), eq(t.question, question.trim().slice(0, QUESTION_MAX))));
  return !!row && row.dislikes >= DOUBT_DISLIKES && row.dislikes > row.likes;
}
