import { SENTIMENT_LABELS } from '@zhiyu/contract/modules/learnself/dataset';
import { BUILTIN_ENTITY_TYPES, formatMarkup, parseMarkup } from '@zhiyu/contract/modules/learnself/entities';
import { type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type LsScope, labelsOf } from '../dataset/repo.ts';
import { lsDatasets } from '../dataset/table.ts';
import { lsMarkItems, lsMarks, lsMarkTasks } from './table.ts';

export type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
export type Task = typeof lsMarkTasks.$inferSelect;
export type Item = typeof lsMarkItems.$inferSelect;

/** A task of the scope, or 180030. */
export async function taskOf(db: Db, s: Scope, id: string): Promise<Task> {
  const [t] = await db
    .select()
    .from(lsMarkTasks)
    .where(and(eq(lsMarkTasks.tenantId, s.tenantId), eq(lsMarkTasks.appId, s.appId), eq(lsMarkTasks.id, id)));
  if (!t) throw new AppError('180030');
  return t;
}

/** An utterance of a task of the scope, with its task, or 180031. */
export async function itemOf(db: Db, s: Scope, id: string): Promise<{ item: Item; task: Task }> {
  const [r] = await db
    .select({ item: lsMarkItems, task: lsMarkTasks })
    .from(lsMarkItems)
    .innerJoin(lsMarkTasks, eq(lsMarkTasks.id, lsMarkItems.taskId))
    .where(and(eq(lsMarkTasks.tenantId, s.tenantId), eq(lsMarkTasks.appId, s.appId), eq(lsMarkItems.id, id)));
  if (!r) throw new AppError('180031');
  return r;
}

/**
 * The labels a task's utterances may take: a sentiment dataset's three; an nlu dataset's intents
 * and whatever the pre-annotating model predicts, in name order.
 */
export async function labelsOfTask(db: Db, t: Task): Promise<string[]> {
  const [d] = await db.select({ type: lsDatasets.type }).from(lsDatasets).where(eq(lsDatasets.id, t.datasetId));
  if (d?.type === 'sentiment') return [...SENTIMENT_LABELS];
  // An ner task's "labels" are the entity types a labeller marks with: the built-in ones and the dataset's.
  if (d?.type === 'ner')
    return [...new Set([...BUILTIN_ENTITY_TYPES, ...(await labelsOf(db, t.datasetId)).map((l) => l.label)])];
  const own = (await labelsOf(db, t.datasetId)).map((l) => l.label);
  const predicted = await db
    .selectDistinct({ label: lsMarkItems.topLabel })
    .from(lsMarkItems)
    .where(eq(lsMarkItems.taskId, t.id));
  return [...new Set([...own, ...predicted.map((p) => p.label).filter(Boolean)])].sort();
}

/**
 * A label an utterance of the task may take (180034 otherwise). An ner task's label is the
 * utterance itself with its entities marked (contract entities.ts; 180079 otherwise), written back
 * canonically.
 */
export async function checkTaskLabel(db: Db, t: Task, label: string, text: string): Promise<string> {
  if (label === NOISE) return label;
  const [d] = await db.select({ type: lsDatasets.type }).from(lsDatasets).where(eq(lsDatasets.id, t.datasetId));
  if (d?.type === 'ner') {
    const p = parseMarkup(label);
    if ('error' in p || p.text !== text) throw new AppError('180079', { params: { label } });
    return formatMarkup(p.text, p.spans);
  }
  if (!(await labelsOfTask(db, t)).includes(label)) throw new AppError('180034', { params: { label } });
  return label;
}

/**
 * Items as the caller sees them: their own label, and the others' labels unless the task is
 * two-person, the caller one of its labellers and the utterance still waiting (labelling is blind).
 */
export async function itemRows(db: Db, t: Task, items: Item[], actor: string): Promise<MarkItemRow[]> {
  const marks = items.length
    ? await db
        .select()
        .from(lsMarks)
        .where(
          inArray(
            lsMarks.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(lsMarks.at))
    : [];
  const blind = t.twoPerson && t.labellers.includes(actor);
  return items.map((i) => {
    const own = marks.filter((m) => m.itemId === i.id);
    const visible = blind && i.state === 'pending' ? own.filter((m) => m.username === actor) : own;
    return {
      id: i.id,
      taskId: i.taskId,
      text: i.text,
      poolId: i.poolId,
      source: i.source,
      predictions: i.predictions,
      state: i.state,
      label: i.label,
      mine: own.find((m) => m.username === actor)?.label ?? '',
      marks: visible.map((m) => ({ user: m.username, label: m.label, at: m.at.getTime() })),
      reviewer: i.reviewer,
      committed: i.committed,
    };
  });
}
