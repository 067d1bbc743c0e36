import type { ChannelListQuery, ChannelRow } from '@zhiyu/contract/modules/admin/channel';
import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { channels } from '../../../platform/tenancy/table.ts';
import { dbStatus, likeText, wireStatus } from './org.ts';

type ListQuery = z.output<typeof ChannelListQuery>;
type Channel = typeof channels.$inferSelect;

const tenantCount = sql<number>`(select count(*)::int from "tenants" t where t."channel_id" = "channels"."id")`;

export function toRow(c: Channel, count: number): ChannelRow {
  return {
    id: c.id,
    name: c.name,
    host: c.host ?? '',
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    status: wireStatus(c.status),
    tenantQuota: c.tenantQuota,
    tenantCount: Number(count),
    remark: c.remark,
    createdAt: c.createdAt.getTime(),
    updatedAt: c.updatedAt.getTime(),
  };
}

export function listChannels(db: Db, q: ListQuery) {
  const where: SQL | undefined = and(
    q.name ? ilike(channels.name, likeText(q.name)) : undefined,
    q.status !== undefined ? eq(channels.status, dbStatus(q.status)) : undefined,
  );
  const column = q.sortField === 'name' ? channels.name : channels.createdAt;
  const rows = db
    .select({ c: channels, n: tenantCount })
    .from(channels)
    .where(where)
    .orderBy(...orderBy(column, channels.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(({ c, n }) => toRow(c, n)));
  return pageOf(rows, cappedCount(db, channels, where), q.pageNum, q.pageSize);
}

export async function findChannel(db: Db, id: string) {
  const [r] = await db.select({ c: channels, n: tenantCount }).from(channels).where(eq(channels.id, id));
  return r;
}

/** Another channel already using this name or host. */
export async function clash(db: Db, field: 'name' | 'host', value: string, self?: string) {
  const col = field === 'name' ? channels.name : channels.host;
  const [r] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(col, value), self ? ne(channels.id, self) : undefined))
    .limit(1);
  return !!r;
}

export async function options(db: Db, onlyId?: string) {
  return db
    .select({ id: channels.id, name: channels.name, status: channels.status })
    .from(channels)
    .where(onlyId ? eq(channels.id, onlyId) : undefined)
    .orderBy(channels.id)
    .then((r) => r.map((c) => ({ ...c, status: wireStatus(c.status) })));
}
