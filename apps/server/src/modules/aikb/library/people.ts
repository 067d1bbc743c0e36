import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { users } from '../../../platform/identity/table.ts';

/**
 * The nicknames of the usernames a list records as creator or updater, for display. Only users of
 * the tenant, or above it (an operator or channel admin acting in it), are read; a name with no
 * such user (deleted since) is left out, and the caller shows the stored username.
 */
export async function nicknamesOf(db: Db, tenantId: string, names: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(names.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(and(inArray(users.username, wanted), or(eq(users.tenantId, tenantId), isNull(users.tenantId))));
  return new Map(rows.map((r) => [r.username, r.nickname || r.username]));
}
