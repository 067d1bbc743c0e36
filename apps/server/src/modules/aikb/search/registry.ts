import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { syncFeed } from '../../../platform/sync/feed.ts';
import { segmentEntries, segmentEntriesByIds, segmentKey, setSegmentsChangedHook } from '../document/index-hook.ts';
import { itemEntries, itemEntriesByIds, itemKey, setItemsChangedHook } from '../knowledge/index-hook.ts';
import type { KbEntry, KbIndex } from '../retrieval/kb-index.ts';
import { KbIndexRegistry } from '../retrieval/registry.ts';
import { tenantLexicon } from '../synonym/groups.ts';
import { Freshness } from './freshness.ts';
import { kbIndexVersions } from './table.ts';

/**
 * The knowledge search of an app's database: one retrieval index per tenant, loaded on first use
 * from the tenant's knowledge items and document segments, and kept current by the change hooks
 * of both (each change is applied once committed, without a reload). The hit test (/aikb/test)
 * and the text bot's chat engine search through the same registry, so they always agree.
 *
 * Several instances (requirements D5): each keeps its own indexes. A change made on one is counted
 * in kb_index_versions and sent to the others on the sync feed with the keys it touched; they
 * re-read those entries. A read first compares the tenant's count with what its index has applied
 * and rebuilds the index when a change has been missing longer than the grace (freshness.ts).
 */
interface Search {
  registry: KbIndexRegistry;
  fresh: Freshness;
}
/** A change as the other instances receive it; `keys` null: too many to list, rebuild. */
interface KbChange {
  tenantId: string;
  version: number;
  keys: string[] | null;
}
const TOPIC = 'kb';
const KEYS_PER_MESSAGE = 2000;
const searches = new WeakMap<Db, Search>();

async function loadTenant(db: Db, tenantId: string): Promise<KbEntry[]> {
  const [items, segments] = await Promise.all([itemEntries(db, tenantId), segmentEntries(db, tenantId)]);
  return [...items, ...segments];
}

/** How many committed changes the tenant's knowledge has had. */
export async function kbVersion(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ version: kbIndexVersions.version })
    .from(kbIndexVersions)
    .where(eq(kbIndexVersions.tenantId, tenantId));
  return row?.version ?? 0;
}

async function countChange(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .insert(kbIndexVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: kbIndexVersions.tenantId, set: { version: sql`${kbIndexVersions.version} + 1` } })
    .returning({ version: kbIndexVersions.version });
  return row.version;
}

function searchOf(db: Db): Search {
  const known = searches.get(db);
  if (known) return known;
  const fresh = new Freshness();
  const registry = new KbIndexRegistry(async (tenantId) => {
    // The count first: whatever is committed before it is in what is read next.
    const version = await kbVersion(db, tenantId);
    const [entries, lexicon] = await Promise.all([loadTenant(db, tenantId), tenantLexicon(db, tenantId)]);
    fresh.loaded(tenantId, version);
    return { entries, lexicon };
  });
  const search = { registry, fresh };
  searches.set(db, search);
  syncFeed(db).on(TOPIC, (data) => {
    const change = asChange(data);
    if (!change) return;
    applyRemote(db, search, change).catch(() => registry.drop(change.tenantId));
  });
  return search;
}

/** The registry of an app's database (tests look into it). */
export function kbRegistry(db: Db): KbIndexRegistry {
  return searchOf(db).registry;
}

/** The tenant's index, rebuilt first when it has missed a change another instance made. */
export async function kbIndex(db: Db, tenantId: string): Promise<KbIndex> {
  const { registry, fresh } = searchOf(db);
  if (registry.ready(tenantId) && fresh.behind(tenantId, await kbVersion(db, tenantId), Date.now())) {
    registry.drop(tenantId);
  }
  return registry.get(tenantId);
}

function asChange(data: unknown): KbChange | null {
  const c = data as KbChange;
  if (!c || typeof c.tenantId !== 'string' || !Number.isSafeInteger(c.version)) return null;
  if (c.keys !== null && !(Array.isArray(c.keys) && c.keys.every((k) => typeof k === 'string'))) return null;
  return c;
}

/** Another instance's change: its entries as they are now (gone ones removed), whatever the order. */
async function applyRemote(db: Db, { registry, fresh }: Search, c: KbChange) {
  fresh.applied(c.tenantId, c.version);
  if (!registry.has(c.tenantId)) return;
  if (c.keys === null) {
    registry.drop(c.tenantId);
    return;
  }
  const ids = (prefix: string) => c.keys?.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)) ?? [];
  const [items, segments] = await Promise.all([
    ids(itemKey('')).length ? itemEntriesByIds(db, c.tenantId, ids(itemKey(''))) : [],
    ids(segmentKey('')).length ? segmentEntriesByIds(db, c.tenantId, ids(segmentKey(''))) : [],
  ]);
  const entries: KbEntry[] = [...items, ...segments];
  const found = new Set(entries.map((e) => e.key));
  await registry.upsert(c.tenantId, entries);
  await registry.remove(
    c.tenantId,
    c.keys.filter((k) => !found.has(k)),
  );
}

/** This instance's change: applied here, counted, and sent to the others. */
async function apply(db: Db, tenantId: string, change: { upserted: KbEntry[]; removed: string[] }) {
  const search = searches.get(db);
  // A database nobody has searched here has no index to keep current: its first search loads it.
  if (search) {
    await search.registry.upsert(tenantId, change.upserted);
    await search.registry.remove(tenantId, change.removed);
  }
  const version = await countChange(db, tenantId);
  search?.fresh.applied(tenantId, version);
  const keys = [...change.upserted.map((e) => e.key), ...change.removed];
  syncFeed(db).publish(TOPIC, { tenantId, version, keys: keys.length <= KEYS_PER_MESSAGE ? keys : null });
}

/**
 * The tenant's own synonyms changed (aikb/synonym): every text must be cut again, so this
 * instance's index is dropped and the others are told to drop theirs; each is rebuilt with the
 * new groups on its next search.
 */
export async function lexiconChanged(db: Db, tenantId: string): Promise<void> {
  const search = searches.get(db);
  search?.registry.drop(tenantId);
  const version = await countChange(db, tenantId);
  search?.fresh.applied(tenantId, version);
  syncFeed(db).publish(TOPIC, { tenantId, version, keys: null });
}

setItemsChangedHook(apply);
setSegmentsChangedHook(apply);
