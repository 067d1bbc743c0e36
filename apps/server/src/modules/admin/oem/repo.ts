import type { OemRow } from '@zhiyu/contract/modules/admin/oem';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { channels } from '../../../platform/tenancy/table.ts';

export type Channel = typeof channels.$inferSelect;

export function toRow(c: Channel): OemRow {
  const o = c.oem ?? {};
  return {
    channelId: c.id,
    channelName: c.name,
    host: c.host ?? '',
    title: o.title ?? '',
    titleEn: o.titleEn ?? '',
    abbreviation: o.abbreviation ?? '',
    copyright: o.copyright ?? '',
    logo: o.logo ?? null,
    favicon: o.favicon ?? null,
    updatedAt: c.updatedAt.getTime(),
  };
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Channels by name; `only` restricts to one channel (a channel admin's own). */
export function listChannels(db: Db, q: { pageNum: number; pageSize: number; name?: string }, only?: string) {
  const where: SQL | undefined = and(
    only ? eq(channels.id, only) : undefined,
    q.name ? ilike(channels.name, likeText(q.name)) : undefined,
  );
  const rows = db
    .select()
    .from(channels)
    .where(where)
    .orderBy(asc(channels.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, channels, where), q.pageNum, q.pageSize);
}

export async function channelById(db: Db, id: string): Promise<Channel | undefined> {
  const [c] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return c;
}
