import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { callLines as l } from '../../aicall/line/table.ts';
import type { AppScope } from '../../aicall/voice/settings.ts';
import { likeOf } from '../like.ts';

/** More lines than a tenant's application keeps; the answer is one list, not a page. */
export const CALL_CHANNEL_LIMIT = 500;

export interface CallChannelFilter {
  /** A line's own status: 1 enabled (tasks dial through it), 0 disabled. */
  channelStatus?: 0 | 1;
  /** Part of the line's name or number; the user's %, _ and \ are taken literally. */
  name?: string;
}

/** The name shown for a line: its name, or its number when it has none. */
const shownName = sql<string>`coalesce(nullif(${l.name}, ''), ${l.number})`;

/**
 * requirements §7 channel/all: the lines (numbers) of the caller's application, exactly the ones
 * the line list shows and a task may dial through, in the shape of the channel lookup.
 */
export async function listCallChannels(db: Db, s: AppScope, f: CallChannelFilter) {
  const rows = await db
    .select({ id: l.id, name: shownName, number: l.number, status: l.status, concurrency: l.concurrency })
    .from(l)
    .where(
      and(
        eq(l.tenantId, s.tenantId),
        eq(l.appId, s.appId),
        f.channelStatus === undefined ? undefined : eq(l.status, f.channelStatus),
        f.name ? or(ilike(l.name, likeOf(f.name)), ilike(l.number, likeOf(f.name))) : undefined,
      ),
    )
    .orderBy(asc(shownName), asc(l.number), asc(l.id))
    .limit(CALL_CHANNEL_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lineNumber: r.number,
    channelStatus: r.status,
    concurrency: r.concurrency,
  }));
}
