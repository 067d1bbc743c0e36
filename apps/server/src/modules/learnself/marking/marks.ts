/**
 * The workbench (requirements R4 §3): what the caller labels next, labelling and taking a label
 * back, and a reviewer deciding where two labellers disagree. Every label is kept with who gave it.
 */
import { QUEUE_SIZE } from '@zhiyu/contract/modules/learnself/marking';
import { and, asc, eq, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import type { LsScope } from '../dataset/repo.ts';
import { checkTaskLabel, type Item, itemOf, itemRows, type Task, taskOf } from './repo.ts';
import { lsMarkItems, lsMarks } from './table.ts';

/** Only a two-person task's labellers label it (180035). */
function checkLabeller(t: Task, actor: string) {
  if (t.twoPerson && !t.labellers.includes(actor)) throw new AppError('180035');
}

interface QueueQuery {
  taskId: string;
  source?: string;
  predicted?: string;
  below?: number;
}

/** Up to QUEUE_SIZE utterances still waiting that the caller has not labelled, in task order. */
export async function queue(db: Db, s: LsScope, q: QueueQuery) {
  const t = await taskOf(db, s, q.taskId);
  checkLabeller(t, s.actor);
  const mine = db
    .select({ one: sql`1` })
    .from(lsMarks)
    .where(and(eq(lsMarks.itemId, lsMarkItems.id), eq(lsMarks.username, s.actor)));
  const where = and(
    eq(lsMarkItems.taskId, t.id),
    eq(lsMarkItems.state, 'pending'),
    notExists(mine),
    q.source ? eq(lsMarkItems.source, q.source) : undefined,
    q.predicted ? eq(lsMarkItems.topLabel, q.predicted) : undefined,
    q.below !== undefined ? lt(sql`coalesce(${lsMarkItems.topProbability}, 0)`, q.below) : undefined,
  ) as SQL;
  const [items, remaining] = await Promise.all([
    db.select().from(lsMarkItems).where(where).orderBy(asc(lsMarkItems.seq)).limit(QUEUE_SIZE),
    cappedCount(db, lsMarkItems, where),
  ]);
  return { items: await itemRows(db, t, items, s.actor), remaining: remaining.total };
}

export async function listItems(
  db: Db,
  s: LsScope,
  q: { taskId: string; state?: Item['state']; pageNum: number; pageSize: number },
) {
  const t = await taskOf(db, s, q.taskId);
  const where = and(eq(lsMarkItems.taskId, t.id), q.state ? eq(lsMarkItems.state, q.state) : undefined);
  const rows = db
    .select()
    .from(lsMarkItems)
    .where(where)
    .orderBy(asc(lsMarkItems.seq))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => itemRows(db, t, r, s.actor));
  return pageOf(rows, cappedCount(db, lsMarkItems, where), q.pageNum, q.pageSize);
}

/**
 * An utterance's state from its labels: one-person — done with the latest label; two-person —
 * waiting until both labellers labelled, then done if they agree and in conflict if not.
 */
async function settle(tx: Db, t: Task, itemId: string) {
  const marks = await tx.select().from(lsMarks).where(eq(lsMarks.itemId, itemId)).orderBy(asc(lsMarks.at));
  let state: Item['state'] = 'pending';
  let label = '';
  if (!t.twoPerson) {
    if (marks.length) {
      state = 'done';
      label = marks[marks.length - 1].label;
    }
  } else {
    const both = t.labellers.map((u) => marks.find((m) => m.username === u));
    if (both[0] && both[1]) {
      state = both[0].label === both[1].label ? 'done' : 'conflict';
      label = state === 'done' ? both[0].label : '';
    }
  }
  await tx.update(lsMarkItems).set({ state, label }).where(eq(lsMarkItems.id, itemId));
}

/** An utterance whose label may still change: not written to the dataset, not decided by a reviewer. */
function checkOpen(item: Item) {
  if (item.committed) throw new AppError('180036');
  if (item.reviewer) throw new AppError('180041');
}

async function rowOf(db: Db, s: LsScope, id: string) {
  const { item, task } = await itemOf(db, s, id);
  return (await itemRows(db, task, [item], s.actor))[0];
}

export async function mark(ctx: AppContext, s: LsScope, itemId: string, label: string) {
  await ctx.db.transaction(async (tx) => {
    const { item, task } = await itemOf(tx, s, itemId);
    checkLabeller(task, s.actor);
    checkOpen(item);
    label = await checkTaskLabel(tx, task, label, item.text);
    const at = new Date(ctx.now());
    await tx
      .insert(lsMarks)
      .values({ itemId, taskId: task.id, username: s.actor, label, at })
      .onConflictDoUpdate({ target: [lsMarks.itemId, lsMarks.username], set: { label, at } });
    await settle(tx, task, itemId);
  });
  return rowOf(ctx.db, s, itemId);
}

export async function unmark(ctx: AppContext, s: LsScope, itemId: string) {
  await ctx.db.transaction(async (tx) => {
    const { item, task } = await itemOf(tx, s, itemId);
    checkOpen(item);
    const gone = await tx
      .delete(lsMarks)
      .where(and(eq(lsMarks.itemId, itemId), eq(lsMarks.username, s.actor)))
      .returning({ itemId: lsMarks.itemId });
    if (!gone.length) throw new AppError('180037');
    await settle(tx, task, itemId);
  });
  return rowOf(ctx.db, s, itemId);
}

/** The reviewer's final label: decides a conflict, or overrules a label not yet in the dataset. */
export async function review(ctx: AppContext, s: LsScope, itemId: string, label: string) {
  await ctx.db.transaction(async (tx) => {
    const { item, task } = await itemOf(tx, s, itemId);
    if (item.committed) throw new AppError('180036');
    label = await checkTaskLabel(tx, task, label, item.text);
    await tx.update(lsMarkItems).set({ state: 'done', label, reviewer: s.actor }).where(eq(lsMarkItems.id, itemId));
  });
  return rowOf(ctx.db, s, itemId);
}
