import type { BotListQuery, BotRow } from '@zhiyu/contract/modules/bot/bot';
import { type BotFlow, emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { and, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { callLines } from '../../aicall/line/table.ts';
import { outboundTasks } from '../../aicall/task/table.ts';
import { likeOf } from '../../lookups/like.ts';
import { botDetails, bots, botVersions } from './table.ts';

/** The session's tenant and app ('' for a tenant-wide session, which sees every app's bots). */
export interface BotScope {
  tenantId: string;
  appId: string;
}
type ListQuery = z.output<typeof BotListQuery>;

/** The bots a scope may see: its app's own, and the tenant's shared ones. */
export const visible = (s: BotScope) =>
  and(eq(bots.tenantId, s.tenantId), s.appId ? or(eq(bots.appId, s.appId), eq(bots.shared, 1)) : undefined);

const columns = {
  id: bots.id,
  tenantId: bots.tenantId,
  appId: bots.appId,
  name: bots.name,
  type: bots.type,
  shared: bots.shared,
  createdAt: bots.createdAt,
  updatedAt: bots.updatedAt,
  description: sql<string>`coalesce(${botDetails.description}, '')`,
  revision: sql<number>`coalesce(${botDetails.revision}, 0)`.mapWith(Number),
  publishedVersion: botDetails.publishedVersion,
  createdBy: sql<string>`coalesce(${botDetails.createdBy}, '')`,
};
export type BotRecord = {
  id: string;
  tenantId: string;
  appId: string;
  name: string;
  type: number;
  shared: number;
  createdAt: Date;
  updatedAt: Date;
  description: string;
  revision: number;
  publishedVersion: number | null;
  createdBy: string;
};

export function toRow(b: BotRecord, s: BotScope): BotRow {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    description: b.description,
    shared: b.shared,
    appId: b.appId,
    editable: b.appId === s.appId,
    publishedVersion: b.publishedVersion,
    revision: b.revision,
    createdAt: b.createdAt.getTime(),
    updatedAt: b.updatedAt.getTime(),
  };
}

const SORT = { updatedAt: bots.updatedAt, createdAt: bots.createdAt, name: bots.name } as const;

export function listBots(db: Db, s: BotScope, q: ListQuery) {
  const where = and(
    visible(s),
    q.name ? ilike(bots.name, likeOf(q.name)) : undefined,
    q.type !== undefined ? eq(bots.type, q.type) : undefined,
    q.shared !== undefined ? eq(bots.shared, q.shared) : undefined,
  );
  const rows = db
    .select(columns)
    .from(bots)
    .leftJoin(botDetails, eq(botDetails.botId, bots.id))
    .where(where)
    .orderBy(...orderBy(SORT[q.sortField ?? 'updatedAt'], bots.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((b) => toRow(b, s)));
  return pageOf(rows, cappedCount(db, bots, where), q.pageNum, q.pageSize);
}

/** A bot the scope may see, with its module half (defaults when it has none yet). */
export async function findVisible(db: Db, s: BotScope, id: string): Promise<BotRecord | undefined> {
  const [b] = await db
    .select(columns)
    .from(bots)
    .leftJoin(botDetails, eq(botDetails.botId, bots.id))
    .where(and(visible(s), eq(bots.id, id)))
    .limit(1);
  return b;
}

export async function draftOf(db: Db, id: string): Promise<BotFlow> {
  const [d] = await db.select({ draft: botDetails.draft }).from(botDetails).where(eq(botDetails.botId, id));
  return d?.draft ?? emptyFlow();
}

export async function nameTaken(db: Db, s: BotScope, name: string, self?: string) {
  const [b] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.appId, s.appId), eq(bots.name, name)));
  return b !== undefined && b.id !== self;
}

export async function versionsOf(db: Db, tenantId: string, botId: string) {
  const rows = await db
    .select({
      version: botVersions.version,
      note: botVersions.note,
      publishedBy: botVersions.publishedBy,
      publishedAt: botVersions.publishedAt,
    })
    .from(botVersions)
    .where(and(eq(botVersions.tenantId, tenantId), eq(botVersions.botId, botId)))
    .orderBy(desc(botVersions.version));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.getTime() }));
}

export async function versionOf(db: Db, tenantId: string, botId: string, version: number) {
  const [r] = await db
    .select()
    .from(botVersions)
    .where(and(eq(botVersions.tenantId, tenantId), eq(botVersions.botId, botId), eq(botVersions.version, version)));
  return r;
}

/** Outbound tasks of the tenant using the bot that are not completed or stopped. */
export async function unfinishedTasks(db: Db, tenantId: string, botId: string) {
  const rows = await db
    .select({ id: outboundTasks.id })
    .from(outboundTasks)
    .where(
      and(
        eq(outboundTasks.tenantId, tenantId),
        eq(outboundTasks.botId, botId),
        notInArray(outboundTasks.status, ['completed', 'stopped']),
      ),
    );
  return rows.length;
}

/** Numbers of the tenant answered by the bot. */
export async function boundLines(db: Db, tenantId: string, botId: string) {
  const rows = await db
    .select({ id: callLines.id })
    .from(callLines)
    .where(and(eq(callLines.tenantId, tenantId), eq(callLines.inboundBotId, botId)));
  return rows.length;
}

export async function removeBot(db: Db, tenantId: string, id: string) {
  return db.transaction(async (tx) => {
    await tx.delete(botVersions).where(and(eq(botVersions.tenantId, tenantId), eq(botVersions.botId, id)));
    await tx.delete(botDetails).where(and(eq(botDetails.tenantId, tenantId), inArray(botDetails.botId, [id])));
    const gone = await tx
      .delete(bots)
      .where(and(eq(bots.tenantId, tenantId), eq(bots.id, id)))
      .returning({ id: bots.id });
    return gone.length;
  });
}
