import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import { likeOf } from '../../lookups/like.ts';
import { textChannels as c } from './table.ts';

/** Channels belong to the session's tenant and application ('' for a tenant-wide session). */
export interface TextScope {
  tenantId: string;
  appId: string;
}

export type ChannelDbRow = typeof c.$inferSelect;

export const inScope = (s: TextScope) => and(eq(c.tenantId, s.tenantId), eq(c.appId, s.appId)) as SQL;

export function toRow(r: ChannelDbRow): ChannelRow {
  return {
    id: r.id,
    name: r.name,
    channelType: r.channelType,
    kind: r.kind,
    libraryIds: r.libraryIds,
    welcome: r.welcomeHtml,
    quickMenus: r.quickMenus,
    fallback: r.fallback,
    transferScenes: r.transferScenes,
    keywords: r.keywords,
    widgetKey: r.widgetKey,
    apiKeyHint: r.apiKeyHint,
    status: r.status,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  };
}

export interface ChannelFilter {
  name?: string;
  kind?: 'widget' | 'api';
  channelType?: 0 | 1;
  status?: 0 | 1;
}

/** A tenant app has a handful of channels: one ordered read, paged in memory. */
export function listChannels(db: Db, s: TextScope, f: ChannelFilter) {
  return db
    .select()
    .from(c)
    .where(
      and(
        inScope(s),
        f.name ? ilike(c.name, likeOf(f.name)) : undefined,
        f.kind ? eq(c.kind, f.kind) : undefined,
        f.channelType === undefined ? undefined : eq(c.channelType, f.channelType),
        f.status === undefined ? undefined : eq(c.status, f.status),
      ),
    )
    .orderBy(asc(c.channelType), asc(c.createdAt), asc(c.id))
    .limit(1000);
}

export async function findChannel(db: Db, s: TextScope, id: string) {
  const [r] = await db
    .select()
    .from(c)
    .where(and(inScope(s), eq(c.id, id)))
    .limit(1);
  return r;
}

export async function findByName(db: Db, s: TextScope, name: string) {
  const [r] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(inScope(s), eq(c.name, name)))
    .limit(1);
  return r;
}

/** The ids among `ids` that are libraries of the scope's app. */
export async function existingLibraries(db: Db, s: TextScope, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: kbLibraries.id })
    .from(kbLibraries)
    .where(and(eq(kbLibraries.tenantId, s.tenantId), eq(kbLibraries.appId, s.appId), inArray(kbLibraries.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function countInScope(db: Db, s: TextScope, ids: string[]) {
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(inScope(s), inArray(c.id, ids)));
  return rows.length;
}
