import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { type BotTypeValue, botVersions } from '../../bot/bot/table.ts';
import { likeOf } from '../like.ts';
import { bots as b } from './table.ts';

export interface BotFilter {
  tenantId: string;
  /** The caller's application: it sees its own bots and the tenant's shared ones. '' = tenant-wide. */
  appId: string;
  name?: string;
  botType?: number;
  share?: 0 | 1;
}

function where(f: BotFilter) {
  return and(
    eq(b.tenantId, f.tenantId),
    f.appId ? or(eq(b.appId, f.appId), eq(b.shared, 1)) : undefined,
    f.name ? ilike(b.name, likeOf(f.name)) : undefined,
    f.botType === undefined ? undefined : eq(b.type, f.botType as BotTypeValue),
    f.share === undefined ? undefined : eq(b.shared, f.share),
  );
}

/** The bot's newest published version (the primary key of bot_versions answers it), or null. */
const publishedVersion = sql<number | null>`(select max(${botVersions.version}) from ${botVersions}
  where ${botVersions.botId} = ${b.id} and ${botVersions.tenantId} = ${b.tenantId})`;

/** One page of the tenant's bots, newest first, and the total (a tenant has hundreds at most). */
export async function pageBots(db: Db, f: BotFilter, page: number, size: number) {
  const [list, [{ n }]] = await Promise.all([
    db
      .select({
        id: b.id,
        name: b.name,
        botType: b.type,
        share: b.shared,
        appId: b.appId,
        updatedAt: b.updatedAt,
        publishedVersion,
      })
      .from(b)
      .where(where(f))
      .orderBy(desc(b.updatedAt), desc(b.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(b).where(where(f)),
  ]);
  const rows = list.map((r) => ({
    ...r,
    updatedAt: r.updatedAt.getTime(),
    publishedVersion: r.publishedVersion === null ? null : Number(r.publishedVersion),
  }));
  return { list: rows, total: n };
}
