/**
 * Labelling tasks (requirements R4 §3): creating one from pool rows and typed utterances (each
 * pre-annotated by a trained model of the dataset), listing them with progress and agreement, and
 * writing the finished labels into the dataset's working copy.
 */

import { formatMarkup } from '@zhiyu/contract/modules/learnself/entities';
import {
  MARK_PREDICTIONS,
  type MarkTaskInput,
  type MarkTaskRow,
  TASK_ITEMS_MAX,
} from '@zhiyu/contract/modules/learnself/marking';
import { and, asc, desc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { roleResources, userRoles, users } from '../../../platform/identity/table.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { type LinearModel, predict } from '../../../platform/nlu/linear.ts';
import { tag } from '../../../platform/nlu/tagger.ts';
import { likeOf } from '../../lookups/like.ts';
import { foldUtterance, type LsScope } from '../dataset/repo.ts';
import { datasetOf } from '../dataset/service.ts';
import { lsDatasets } from '../dataset/table.ts';
import { trainedModel } from '../model/published.ts';
import { lsModels } from '../model/table.ts';
import { lsPool } from '../pool/table.ts';
import { agreementOf } from './agreement.ts';
import { labelsOfTask, type Scope, taskOf } from './repo.ts';
import { lsMarkItems, lsMarks, lsMarkTasks } from './table.ts';

type Task = typeof lsMarkTasks.$inferSelect;
const taskScope = (s: Scope) => and(eq(lsMarkTasks.tenantId, s.tenantId), eq(lsMarkTasks.appId, s.appId));

/** Progress, agreement and names of a page of tasks. */
async function taskRows(db: Db, s: Scope, tasks: Task[]): Promise<MarkTaskRow[]> {
  if (!tasks.length) return [];
  const ids = tasks.map((t) => t.id);
  const counts = await db
    .select({
      taskId: lsMarkItems.taskId,
      state: lsMarkItems.state,
      committed: lsMarkItems.committed,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lsMarkItems)
    .where(inArray(lsMarkItems.taskId, ids))
    .groupBy(lsMarkItems.taskId, lsMarkItems.state, lsMarkItems.committed);
  const dsIds = [...new Set(tasks.map((t) => t.datasetId))];
  const ds = await db
    .select({ id: lsDatasets.id, name: lsDatasets.name, type: lsDatasets.type })
    .from(lsDatasets)
    .where(and(eq(lsDatasets.tenantId, s.tenantId), inArray(lsDatasets.id, dsIds)));
  const modelIds = tasks.map((t) => t.modelId).filter((x): x is string => !!x);
  const models = modelIds.length
    ? await db
        .select({ id: lsModels.id, name: lsModels.name })
        .from(lsModels)
        .where(and(eq(lsModels.tenantId, s.tenantId), inArray(lsModels.id, modelIds)))
    : [];
  const agreements = await agreementsOf(
    db,
    tasks.filter((t) => t.twoPerson),
  );
  return tasks.map((t) => {
    const mine = counts.filter((c) => c.taskId === t.id);
    const sum = (f: (c: (typeof mine)[number]) => boolean) => mine.filter(f).reduce((a, c) => a + c.n, 0);
    const d = ds.find((x) => x.id === t.datasetId);
    const ag = agreements.get(t.id) ?? { agreement: null, kappa: null };
    return {
      id: t.id,
      name: t.name,
      datasetId: t.datasetId,
      datasetName: d?.name ?? '',
      datasetType: d?.type ?? '',
      modelId: t.modelId ?? '',
      modelName: models.find((m) => m.id === t.modelId)?.name ?? '',
      twoPerson: t.twoPerson,
      labellers: t.labellers,
      total: sum(() => true),
      done: sum((c) => c.state === 'done'),
      conflicts: sum((c) => c.state === 'conflict'),
      committed: sum((c) => c.committed),
      agreement: ag.agreement,
      kappa: ag.kappa,
      creator: t.creator,
      createdAt: t.createdAt.getTime(),
    };
  });
}

/** Agreement of each two-person task's two labellers over the utterances both labelled. */
async function agreementsOf(db: Db, tasks: Task[]) {
  const out = new Map<string, ReturnType<typeof agreementOf>>();
  for (const t of tasks) {
    const [a, b] = t.labellers;
    const rows = await db
      .select({ itemId: lsMarks.itemId, username: lsMarks.username, label: lsMarks.label })
      .from(lsMarks)
      .where(and(eq(lsMarks.taskId, t.id), inArray(lsMarks.username, [a, b])));
    const byItem = new Map<string, Record<string, string>>();
    for (const r of rows) byItem.set(r.itemId, { ...byItem.get(r.itemId), [r.username]: r.label });
    const pairs = [...byItem.values()].filter((m) => a in m && b in m).map((m) => [m[a], m[b]] as const);
    out.set(t.id, agreementOf(pairs));
  }
  return out;
}

export async function listTasks(db: Db, s: Scope, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = and(taskScope(s), q.name ? ilike(lsMarkTasks.name, likeOf(q.name)) : undefined);
  const rows = db
    .select()
    .from(lsMarkTasks)
    .where(where)
    .orderBy(desc(lsMarkTasks.createdAt), desc(lsMarkTasks.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => taskRows(db, s, r));
  return pageOf(rows, cappedCount(db, lsMarkTasks, where), q.pageNum, q.pageSize);
}

export async function getTask(db: Db, s: Scope, id: string) {
  const t = await taskOf(db, s, id);
  const [row] = await taskRows(db, s, [t]);
  const byUser = await db
    .select({ user: lsMarks.username, count: sql<number>`count(*)`.mapWith(Number) })
    .from(lsMarks)
    .where(eq(lsMarks.taskId, id))
    .groupBy(lsMarks.username)
    .orderBy(asc(lsMarks.username));
  return { ...row, labels: await labelsOfTask(db, t), byUser };
}

/** Enabled users of the tenant holding a role that may label (the workbench's interface code). */
const mayLabel = (s: Scope) =>
  and(
    eq(users.tenantId, s.tenantId),
    eq(users.status, 'enabled'),
    exists(
      sql`(SELECT 1 FROM ${userRoles} JOIN ${roleResources} ON ${roleResources.roleId} = ${userRoles.roleId}
        WHERE ${userRoles.userId} = ${users.id} AND ${roleResources.resourceId} = ${LABEL_CODE})`,
    ),
  );
const LABEL_CODE = 'learnself.marking.label';

/** Who may be named a labeller of a two-person task. */
export function labellers(db: Db, s: Scope) {
  return db
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(mayLabel(s))
    .orderBy(asc(users.username))
    .limit(500);
}

async function checkLabellers(db: Db, s: Scope, input: z.output<typeof MarkTaskInput>) {
  if (!input.twoPerson) return [];
  const names = input.labellers;
  if (names.length !== 2 || names[0] === names[1]) throw new AppError('180032');
  const found = await db
    .select({ username: users.username })
    .from(users)
    .where(and(mayLabel(s), inArray(users.username, names)));
  const missing = names.find((n) => !found.some((f) => f.username === n));
  if (missing) throw new AppError('180033', { params: { name: missing } });
  return names;
}

/** The utterances of a new task: pool rows of the scope first, then the typed ones, folded-unique. */
async function utterancesOf(db: Db, s: Scope, input: z.output<typeof MarkTaskInput>) {
  const pooled = input.poolIds.length
    ? await db
        .select({ id: lsPool.id, text: lsPool.text, source: lsPool.source })
        .from(lsPool)
        .where(and(eq(lsPool.tenantId, s.tenantId), eq(lsPool.appId, s.appId), inArray(lsPool.id, input.poolIds)))
    : [];
  const order = new Map(input.poolIds.map((id, i) => [id, i]));
  pooled.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const all = [
    ...pooled.map((p) => ({ text: p.text, poolId: p.id, source: p.source as string })),
    ...input.texts.map((text) => ({ text, poolId: '', source: 'manual' })),
  ];
  const seen = new Set<string>();
  const out = all.filter((u) => {
    const k = foldUtterance(u.text);
    return !seen.has(k) && seen.add(k);
  });
  if (!out.length) throw new AppError('180038');
  if (out.length > TASK_ITEMS_MAX) throw new AppError('180039', { params: { max: TASK_ITEMS_MAX } });
  return out;
}

export async function createTask(ctx: AppContext, s: LsScope, input: z.output<typeof MarkTaskInput>) {
  const d = await datasetOf(ctx.db, s, input.datasetId);
  // Pre-annotation: an intent or sentiment model's top labels, or an entity model's marking.
  let annotate: ((text: string) => { label: string; probability: number }[]) | null = null;
  if (input.modelId) {
    const m = await trainedModel(ctx.db, s, input.modelId);
    if (m.meta.datasetId !== d.id) throw new AppError('180040');
    const model = m.model;
    annotate =
      'kind' in model && model.kind === 'tagger'
        ? (text) => [{ label: formatMarkup(text, tag(model, text)), probability: 1 }]
        : (text) => predict(model as LinearModel, text).slice(0, MARK_PREDICTIONS);
  }
  const names = await checkLabellers(ctx.db, s, input);
  const utterances = await utterancesOf(ctx.db, s, input);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(lsMarkTasks).values({
      id,
      tenantId: s.tenantId,
      appId: s.appId,
      name: input.name,
      datasetId: d.id,
      modelId: input.modelId ?? null,
      twoPerson: input.twoPerson,
      labellers: names,
      creator: s.actor,
    });
    const rows = utterances.map((u, seq) => {
      const predictions = annotate ? annotate(u.text) : [];
      return {
        id: newId(),
        taskId: id,
        tenantId: s.tenantId,
        seq,
        text: u.text,
        poolId: u.poolId,
        source: u.source,
        predictions: predictions.map((p) => ({ label: p.label, probability: p.probability })),
        topLabel: predictions[0]?.label ?? '',
        topProbability: predictions[0]?.probability ?? null,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(lsMarkItems).values(rows.slice(i, i + 1000));
  });
  return (await taskRows(ctx.db, s, [await taskOf(ctx.db, s, id)]))[0];
}

export async function deleteTasks(db: Db, s: Scope, ids: string[]) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(lsMarkTasks)
      .where(and(taskScope(s), inArray(lsMarkTasks.id, ids)))
      .returning({ id: lsMarkTasks.id });
    const taskIds = gone.map((g) => g.id);
    if (taskIds.length) {
      await tx.delete(lsMarks).where(inArray(lsMarks.taskId, taskIds));
      await tx.delete(lsMarkItems).where(inArray(lsMarkItems.taskId, taskIds));
    }
    return { deleted: taskIds.length };
  });
}
