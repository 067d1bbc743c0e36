/**
 * Which of a tenant's knowledge changes an instance's index has applied. Changes are counted in
 * the database (kb_index_versions); the index starts from the count it read before loading and
 * notes every change it applies, from this instance or from the sync feed, in any order (each
 * change is applied by re-reading its entries, so order does not matter, only that none is
 * missing). A count the index has not applied is normally on its way over the feed; once one has
 * been missing for longer than the grace period, the index is behind and is rebuilt.
 */
export const MISSING_GRACE_MS = 200;
/** Further behind than this, waiting for the feed is pointless: rebuild. */
const MAX_GAP = 1000;

interface State {
  /** Every change up to here is in the index. */
  base: number;
  /** Changes above base that are in the index (or being put there). */
  applied: Set<number>;
  /** When each missing change was first noticed. */
  missingSince: Map<number, number>;
}

export class Freshness {
  private readonly tenants = new Map<string, State>();

  private state(tenantId: string): State {
    let s = this.tenants.get(tenantId);
    if (!s) {
      s = { base: 0, applied: new Set(), missingSince: new Map() };
      this.tenants.set(tenantId, s);
    }
    return s;
  }

  /** The index was (re)loaded after reading this count: every change up to it is in. */
  loaded(tenantId: string, version: number): void {
    const s = this.state(tenantId);
    s.base = version;
    for (const v of s.applied) if (v <= version) s.applied.delete(v);
    for (const v of s.missingSince.keys()) if (v <= version) s.missingSince.delete(v);
    this.compact(s);
  }

  /** The change with this count is applied (or being applied) to the index. */
  applied(tenantId: string, version: number): void {
    const s = this.state(tenantId);
    if (version <= s.base) return;
    s.applied.add(version);
    s.missingSince.delete(version);
    this.compact(s);
  }

  /**
   * Whether the index must be rebuilt, given the tenant's count in the database now: some change
   * up to it has been missing longer than the grace period.
   */
  behind(tenantId: string, version: number, now: number): boolean {
    const s = this.state(tenantId);
    if (version - s.base > MAX_GAP) return true;
    for (let v = s.base + 1; v <= version; v++) {
      if (s.applied.has(v)) continue;
      const since = s.missingSince.get(v);
      if (since === undefined) s.missingSince.set(v, now);
      else if (now - since > MISSING_GRACE_MS) return true;
    }
    return false;
  }

  forget(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  private compact(s: State) {
    while (s.applied.has(s.base + 1)) {
      s.base += 1;
      s.applied.delete(s.base);
    }
  }
}
