import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { kbLibraries } from '../library/table.ts';
import { kbItems, kbLearnedQuestions } from './table.ts';

/** Picks of one wording for one item after which the wording answers the item (learned.ts). */
export const LEARN_PICKS = 2;

/** An item as the retrieval index takes it (`KbEntry` of the retrieval module, kind 'item'). */
export interface ItemEntry {
  key: string;
  kind: 'item';
  refId: string;
  libraryId: string;
  question: string;
  similar: string[];
  text: string;
  /** Valid and in an enabled library; the effective period is checked when answering (itemAnswers). */
  enabled: boolean;
}
export interface ItemsChange {
  upserted: ItemEntry[];
  removed: string[];
}
type Hook = (db: Db, tenantId: string, change: ItemsChange) => void | Promise<void>;

let hook: Hook | null = null;

/** Connects the retrieval index: called after every committed change of items. */
export function setItemsChangedHook(fn: Hook | null) {
  hook = fn;
}

export const itemKey = (id: string) => `item:${id}`;

/** Every item of a tenant (or one library) as index entries. */
export function itemEntries(db: Db, tenantId: string, libraryId?: string) {
  return entriesWhere(
    db,
    and(eq(kbItems.tenantId, tenantId), libraryId ? eq(kbItems.libraryId, libraryId) : undefined),
  );
}

/** These items of a tenant as index entries (the ones that no longer exist are left out). */
export function itemEntriesByIds(db: Db, tenantId: string, ids: string[]) {
  return entriesWhere(db, and(eq(kbItems.tenantId, tenantId), inArray(kbItems.id, ids)));
}

async function entriesWhere(db: Db, where: SQL | undefined): Promise<ItemEntry[]> {
  const rows = await db
    .select({
      id: kbItems.id,
      libraryId: kbItems.libraryId,
      question: kbItems.question,
      similar: kbItems.similar,
      validity: kbItems.validity,
      status: kbLibraries.status,
      // Visitors' wordings learnt from their picks (learned.ts), searched as similar questions.
      learned: sql<string[]>`coalesce((select array_agg(l.question order by l.question) from ${kbLearnedQuestions} l
        where l.tenant_id = ${kbItems.tenantId} and l.item_id = ${kbItems.id} and l.picks >= ${LEARN_PICKS}), '{}')`,
    })
    .from(kbItems)
    .innerJoin(kbLibraries, eq(kbLibraries.id, kbItems.libraryId))
    .where(where);
  return rows.map((r) => ({
    key: itemKey(r.id),
    kind: 'item',
    refId: r.id,
    libraryId: r.libraryId,
    question: r.question,
    similar: [...r.similar, ...r.learned.filter((q) => q !== r.question && !r.similar.includes(q))],
    text: '',
    enabled: r.validity === 0 && r.status === 1,
  }));
}

/** The notifications still being applied (each counts a change in kb_index_versions). */
const inFlight = new Set<Promise<void>>();
function track(work: Promise<void>) {
  const done = work.catch(() => undefined);
  inFlight.add(done);
  void done.then(() => inFlight.delete(done));
}

/** Resolves once every notification made so far is applied (tests that compare the database). */
export async function indexSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

/** After a commit: tells the index what changed. Failures never reach the caller of the change. */
export function notifyItems(db: Db, tenantId: string, upsertedIds: string[], removedIds: string[] = []) {
  if (!hook || (!upsertedIds.length && !removedIds.length)) return;
  const run = hook;
  track(
    (async () => {
      const upserted = upsertedIds.length ? await itemEntriesByIds(db, tenantId, upsertedIds) : [];
      await run(db, tenantId, { upserted, removed: removedIds.map(itemKey) });
    })(),
  );
}

/** After a library's status changed: every item of it is upserted with its new `enabled`. */
export function notifyLibraries(db: Db, tenantId: string, libraryIds: string[]) {
  if (!hook || !libraryIds.length) return;
  const run = hook;
  track(
    (async () => {
      const upserted = await entriesWhere(
        db,
        and(eq(kbItems.tenantId, tenantId), inArray(kbItems.libraryId, libraryIds)),
      );
      await run(db, tenantId, { upserted, removed: [] });
    })(),
  );
}
