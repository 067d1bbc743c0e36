import type { Db } from '../../../platform/db/client.ts';
import { segmentEntries, setSegmentsChangedHook } from '../document/index-hook.ts';
import { itemEntries, setItemsChangedHook } from '../knowledge/index-hook.ts';
import type { KbEntry } from '../retrieval/kb-index.ts';
import { KbIndexRegistry } from '../retrieval/registry.ts';

/**
 * The knowledge search of an app's database: one retrieval index per tenant, loaded on first use
 * from the tenant's knowledge items and document segments, and kept current by the change hooks
 * of both (each change is applied once committed, without a reload). The hit test (/aikb/test)
 * and the text bot's chat engine search through the same registry, so they always agree.
 *
 * Indexes live in the process that built them: with several server processes, each keeps its own
 * and sees only the changes made through it until its next load (see docs/aikb-retrieval.md).
 */
const registries = new WeakMap<Db, KbIndexRegistry>();

async function loadTenant(db: Db, tenantId: string): Promise<KbEntry[]> {
  const [items, segments] = await Promise.all([itemEntries(db, tenantId), segmentEntries(db, tenantId)]);
  return [...items, ...segments];
}

export function kbRegistry(db: Db): KbIndexRegistry {
  let registry = registries.get(db);
  if (!registry) {
    registry = new KbIndexRegistry((tenantId) => loadTenant(db, tenantId));
    registries.set(db, registry);
  }
  return registry;
}

async function apply(db: Db, tenantId: string, change: { upserted: KbEntry[]; removed: string[] }) {
  // A database nobody has searched yet has nothing to keep current: its first search loads it.
  const registry = registries.get(db);
  if (!registry) return;
  await registry.upsert(tenantId, change.upserted);
  await registry.remove(tenantId, change.removed);
}

setItemsChangedHook(apply);
setSegmentsChangedHook(apply);
