import { type KbEntry, KbIndex } from './kb-index.ts';
import type { TenantLexicon } from './lexicon.ts';

/** What a tenant's index is built from: its entries, with its own synonyms when it has them. */
export type KbLoad = KbEntry[] | { entries: KbEntry[]; lexicon?: TenantLexicon };

/**
 * Per-tenant indexes, built lazily by a loader the first time a tenant searches. Tenant scoping
 * is structural: each tenant has its own KbIndex, and nothing searches across them.
 */
export class KbIndexRegistry {
  private readonly indexes = new Map<string, Promise<KbIndex>>();
  private readonly done = new WeakSet<Promise<KbIndex>>();

  constructor(private readonly load: (tenantId: string) => Promise<KbLoad>) {}

  /** The tenant's index, loading it on first use; concurrent first calls share one load. */
  get(tenantId: string): Promise<KbIndex> {
    let p = this.indexes.get(tenantId);
    if (!p) {
      const loading = this.load(tenantId).then((l) =>
        Array.isArray(l) ? new KbIndex(l) : new KbIndex(l.entries, l.lexicon),
      );
      p = loading;
      this.indexes.set(tenantId, p);
      void loading.then(() => this.done.add(loading)).catch(() => undefined);
      // A failed load is forgotten so the next call tries again.
      p.catch(() => {
        if (this.indexes.get(tenantId) === p) this.indexes.delete(tenantId);
      });
    }
    return p;
  }

  /**
   * Adds or replaces entries in a loaded (or loading) index. A tenant not loaded yet is left
   * alone: its first search loads the current state anyway. Applying after an in-flight load
   * is safe either way, since upsert by key is idempotent.
   */
  async upsert(tenantId: string, entries: KbEntry[]): Promise<void> {
    const index = await this.loaded(tenantId);
    if (index) for (const e of entries) index.upsert(e);
  }

  async remove(tenantId: string, keys: string[]): Promise<void> {
    const index = await this.loaded(tenantId);
    if (index) for (const k of keys) index.remove(k);
  }

  /** Whether the tenant's index is loaded or loading. */
  has(tenantId: string): boolean {
    return this.indexes.has(tenantId);
  }

  /** Whether the tenant's index has finished loading. */
  ready(tenantId: string): boolean {
    return this.done.has(this.indexes.get(tenantId) as Promise<KbIndex>);
  }

  /** Forgets the tenant's index; the next get loads it afresh. */
  drop(tenantId: string): void {
    this.indexes.delete(tenantId);
  }

  private async loaded(tenantId: string): Promise<KbIndex | undefined> {
    const p = this.indexes.get(tenantId);
    if (!p) return undefined;
    try {
      return await p;
    } catch {
      return undefined;
    }
  }
}
