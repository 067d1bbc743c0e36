import { and, asc, count, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import type { Db } from '../../../platform/db/client.ts';
import { users } from '../../../platform/identity/table.ts';
import { cappedCount } from '../../../platform/list/page.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';
import { callRollupDays } from '../../aicall/rollup/table.ts';
import { outboundTasks } from '../../aicall/task/table.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { botDetails, bots } from '../../bot/bot/table.ts';
import { engines } from '../engine/table.ts';
import { tenantSip } from '../sip/table.ts';
import { inScope as usersInScope } from '../user-manage/repo.ts';

/**
 * Counts for the workspace home. Each one is a capped count or an aggregate over an index of its
 * table (tenant first), so the home costs a handful of index reads whatever the data size.
 */
export type OrgScope = Extract<AdminScope, { level: 'platform' | 'channel' }>;
export interface TenantScope {
  tenantId: string;
  /** The session's app ('' for a tenant-wide session). */
  appId: string;
}

const tenantsWhere = (s: OrgScope) => (s.level === 'channel' ? eq(tenants.channelId, s.channelId) : undefined);

export const countChannels = (db: Db) => cappedCount(db, channels, undefined);
export const countTenants = (db: Db, s: OrgScope) => cappedCount(db, tenants, tenantsWhere(s));
export const countUsers = (db: Db, s: AdminScope) => cappedCount(db, users, usersInScope(db, s));
export const countEngines = (db: Db, kinds: ('nlp' | 'asr' | 'tts')[]) =>
  cappedCount(db, engines, inArray(engines.kind, kinds));

export async function channelOf(db: Db, id: string) {
  const [c] = await db
    .select({ name: channels.name, tenantQuota: channels.tenantQuota })
    .from(channels)
    .where(eq(channels.id, id));
  return c;
}

/** Tenants whose expiry falls within (now, until], soonest first; and how many there are and have expired. */
export async function expiringTenants(db: Db, s: OrgScope, now: number, until: number, limit: number) {
  const scoped = tenantsWhere(s);
  const soon = and(scoped, gt(tenants.expiresAt, new Date(now)), lte(tenants.expiresAt, new Date(until)));
  const [list, [counts]] = await Promise.all([
    db
      .select({ id: tenants.id, name: tenants.name, expiresAt: tenants.expiresAt })
      .from(tenants)
      .where(soon)
      .orderBy(asc(tenants.expiresAt), asc(tenants.id))
      .limit(limit),
    db
      .select({
        soon: sql<number>`count(*) filter (where ${tenants.expiresAt} > ${new Date(now)})`.mapWith(Number),
        expired: sql<number>`count(*) filter (where ${tenants.expiresAt} <= ${new Date(now)})`.mapWith(Number),
      })
      .from(tenants)
      .where(and(scoped, isNotNull(tenants.expiresAt), lte(tenants.expiresAt, new Date(until)))),
  ]);
  return {
    list: list.map((t) => ({ id: t.id, name: t.name, expiresAt: (t.expiresAt as Date).getTime() })),
    soon: counts?.soon ?? 0,
    expired: counts?.expired ?? 0,
  };
}

export async function tenantOf(db: Db, id: string) {
  const [t] = await db
    .select({ id: tenants.id, name: tenants.name, expiresAt: tenants.expiresAt, userQuota: tenants.userQuota })
    .from(tenants)
    .where(eq(tenants.id, id));
  return t;
}

/** The bots the session sees (its app's and the tenant's shared ones), and how many are published. */
export async function countBots(db: Db, s: TenantScope) {
  const [r] = await db
    .select({
      total: count(),
      published: sql<number>`count(${botDetails.publishedVersion})`.mapWith(Number),
    })
    .from(bots)
    .leftJoin(botDetails, eq(botDetails.botId, bots.id))
    .where(
      and(eq(bots.tenantId, s.tenantId), s.appId ? sql`(${bots.appId} = ${s.appId} or ${bots.shared} = 1)` : undefined),
    );
  return { total: Number(r?.total ?? 0), published: r?.published ?? 0 };
}

export async function countRunningTasks(db: Db, s: TenantScope) {
  const [r] = await db
    .select({ n: count() })
    .from(outboundTasks)
    .where(
      and(
        eq(outboundTasks.status, 'running'),
        eq(outboundTasks.tenantId, s.tenantId),
        eq(outboundTasks.appId, s.appId),
      ),
    );
  return Number(r?.n ?? 0);
}

/** Calls of one day from the rollups (the primary key starts tenant, app, day). */
export async function callsOn(db: Db, s: TenantScope, day: string) {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${callRollupDays.calls}), 0)`.mapWith(Number) })
    .from(callRollupDays)
    .where(
      and(eq(callRollupDays.tenantId, s.tenantId), eq(callRollupDays.appId, s.appId), eq(callRollupDays.day, day)),
    );
  return r?.n ?? 0;
}

export const countLibraries = (db: Db, s: TenantScope) =>
  cappedCount(db, kbLibraries, and(eq(kbLibraries.tenantId, s.tenantId), eq(kbLibraries.appId, s.appId)));

export const countTextChannels = (db: Db, s: TenantScope) =>
  cappedCount(db, textChannels, and(eq(textChannels.tenantId, s.tenantId), eq(textChannels.appId, s.appId)));

export async function sipOf(db: Db, tenantId: string) {
  const [r] = await db.select({ status: tenantSip.status }).from(tenantSip).where(eq(tenantSip.tenantId, tenantId));
  return { configured: !!r, enabled: r?.status === 'enabled' };
}
