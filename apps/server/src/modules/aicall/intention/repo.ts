import type { IntentionLevelRow } from '@zhiyu/contract/modules/aicall/intention';
import type { GradeLevel } from '@zhiyu/contract/rules/intention';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { intentionLevels } from './table.ts';

export interface AppScope {
  tenantId: string;
  appId: string;
}
type Level = typeof intentionLevels.$inferSelect;

export const inScope = (s: AppScope) =>
  and(eq(intentionLevels.tenantId, s.tenantId), eq(intentionLevels.appId, s.appId));

export function toRow(l: Level): IntentionLevelRow {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    priority: l.priority,
    validity: l.validity,
    rules: l.rules as IntentionLevelRow['rules'],
    createdAt: l.createdAt.getTime(),
    updatedAt: l.updatedAt.getTime(),
  };
}

/** The app's levels in grading order: priority, then creation. */
export function listLevels(db: Db, s: AppScope) {
  return db
    .select()
    .from(intentionLevels)
    .where(inScope(s))
    .orderBy(asc(intentionLevels.priority), asc(intentionLevels.createdAt), asc(intentionLevels.id));
}

/** What grading needs of the app's valid levels, in order. */
export async function gradingLevels(db: Db, s: AppScope): Promise<GradeLevel[]> {
  const rows = await db
    .select({ name: intentionLevels.name, priority: intentionLevels.priority, rules: intentionLevels.rules })
    .from(intentionLevels)
    .where(and(inScope(s), eq(intentionLevels.validity, 0)))
    .orderBy(asc(intentionLevels.priority), asc(intentionLevels.createdAt), asc(intentionLevels.id));
  return rows.map((r) => ({ ...r, validity: 0, rules: r.rules as GradeLevel['rules'] }));
}

export async function findById(db: Db, s: AppScope, id: string) {
  const [l] = await db
    .select()
    .from(intentionLevels)
    .where(and(inScope(s), eq(intentionLevels.id, id)));
  return l;
}

export async function findByName(db: Db, s: AppScope, name: string) {
  const [l] = await db
    .select({ id: intentionLevels.id })
    .from(intentionLevels)
    .where(and(inScope(s), eq(intentionLevels.name, name)));
  return l;
}

export async function countLevels(db: Db, s: AppScope) {
  return (await db.select({ id: intentionLevels.id }).from(intentionLevels).where(inScope(s))).length;
}

export async function deleteLevel(db: Db, s: AppScope, ids: string[]) {
  const gone = await db
    .delete(intentionLevels)
    .where(and(inScope(s), inArray(intentionLevels.id, ids)))
    .returning({ id: intentionLevels.id });
  return gone.length;
}
