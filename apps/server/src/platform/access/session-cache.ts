import type { DbHandle } from '../db/client.ts';

/** The trigger channel of migration 0001: sessions, users or tenants changed. */
export const SESSION_CHANGE_CHANNEL = 'zy_session_change';

/**
 * Session rows by token hash, for the embedded database, where every call otherwise costs a join
 * on a single-threaded engine. Correct only because the database itself announces every change to
 * sessions, users and tenants (triggers of migration 0001) before the write returns, and the whole
 * cache is dropped then: a revoked, disabled or expired session fails on the very next request.
 */
export class SessionCache<Row> {
  private rows = new Map<string, Row>();
  constructor(private readonly max = 10_000) {}

  get(hash: string): Row | undefined {
    return this.rows.get(hash);
  }

  set(hash: string, row: Row): void {
    if (this.rows.size >= this.max) this.rows.delete(this.rows.keys().next().value as string);
    this.rows.set(hash, row);
  }

  clear(): void {
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}

/** A cache wired to the database's change notices, or none where notices are not immediate. */
export async function sessionCacheFor<Row>(handle: DbHandle): Promise<SessionCache<Row> | undefined> {
  if (!handle.listen) return undefined;
  const cache = new SessionCache<Row>();
  await handle.listen(SESSION_CHANGE_CHANNEL, () => cache.clear());
  return cache;
}
