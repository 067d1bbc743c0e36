import type { BotCaseListQuery, BotCaseRow } from '@zhiyu/contract/modules/admin/botcase';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { tenants } from '../../../platform/tenancy/table.ts';
import { bots } from '../../lookups/bot/table.ts';
import { trades } from '../../lookups/trade/table.ts';
import { botCases } from './table.ts';

export type Case = typeof botCases.$inferSelect;
type ListQuery = z.output<typeof BotCaseListQuery>;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The trade tree is small (tens of rows): read once per call, it names and paths every case. */
export async function tradeIndex(db: Db) {
  const rows = await db.select({ id: trades.id, name: trades.name, parentId: trades.parentId }).from(trades);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = (id: string) => {
    const out: { id: string; name: string }[] = [];
    for (let t = byId.get(id); t && out.length < 10; t = t.parentId ? byId.get(t.parentId) : undefined) out.unshift(t);
    return out;
  };
  return { has: (id: string) => byId.has(id), path, childrenOf: (id: string) => rows.filter((r) => r.parentId === id) };
}
type Trades = Awaited<ReturnType<typeof tradeIndex>>;

export async function botsById(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, { id: string; name: string; botType: number; tenantName: string }>();
  const rows = await db
    .select({ id: bots.id, name: bots.name, botType: bots.type, tenantName: tenants.name })
    .from(bots)
    .leftJoin(tenants, eq(tenants.id, bots.tenantId))
    .where(inArray(bots.id, unique));
  return new Map(rows.map((r) => [r.id, { ...r, tenantName: r.tenantName ?? '' }]));
}

export async function toRows(db: Db, cases: Case[], t?: Trades): Promise<BotCaseRow[]> {
  const tr = t ?? (await tradeIndex(db));
  const bs = await botsById(
    db,
    cases.flatMap((c) => (c.botId ? [c.botId] : [])),
  );
  return cases.map((c) => {
    const path = tr.path(c.tradeId);
    const bot = c.botId ? bs.get(c.botId) : undefined;
    return {
      id: c.id,
      name: c.name,
      tradeId: c.tradeId,
      tradePath: path.map((p) => p.id),
      tradeName: path.map((p) => p.name).join(' / '),
      description: c.description,
      botId: c.botId,
      botName: bot?.name ?? '',
      botType: bot?.botType ?? null,
      botTenantName: bot?.tenantName ?? '',
      sort: c.sort,
      status: c.status === 'enabled' ? 1 : 0,
      createdAt: c.createdAt.getTime(),
      updatedAt: c.updatedAt.getTime(),
    };
  });
}

/** A trade and, for a parent trade, its sub-trades. */
function tradeFilter(tr: Trades, tradeId: string): SQL | undefined {
  const ids = [tradeId, ...tr.childrenOf(tradeId).map((c) => c.id)];
  return inArray(botCases.tradeId, ids);
}

const SORT = { sort: botCases.sort, createdAt: botCases.createdAt, name: botCases.name } as const;

export async function list(db: Db, q: ListQuery) {
  const tr = await tradeIndex(db);
  const where = and(
    q.name ? ilike(botCases.name, likeText(q.name)) : undefined,
    q.tradeId ? tradeFilter(tr, q.tradeId) : undefined,
    q.status !== undefined ? eq(botCases.status, q.status === 1 ? 'enabled' : 'disabled') : undefined,
  );
  const rows = db
    .select()
    .from(botCases)
    .where(where)
    .orderBy(...orderBy(SORT[q.sortField ?? 'sort'], botCases.id, q.sortOrder ?? (q.sortField ? 'DESC' : 'ASC')))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => toRows(db, r, tr));
  return pageOf(rows, cappedCount(db, botCases, where), q.pageNum, q.pageSize);
}

/** Enabled cases for tenants, in the operator's order: no bot id, bot name or source tenant. */
export async function showcase(db: Db, tradeId?: string) {
  const tr = await tradeIndex(db);
  const rows = await db
    .select()
    .from(botCases)
    .where(and(eq(botCases.status, 'enabled'), tradeId ? tradeFilter(tr, tradeId) : undefined))
    .orderBy(asc(botCases.sort), asc(botCases.id))
    .limit(500);
  return (await toRows(db, rows, tr)).map((r) => ({
    id: r.id,
    name: r.name,
    tradeId: r.tradeId,
    tradeName: r.tradeName,
    description: r.description,
    botType: r.botType,
  }));
}

/** Bots of every tenant for the case form's picker. */
export function listBots(db: Db, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = q.name ? or(ilike(bots.name, likeText(q.name)), ilike(tenants.name, likeText(q.name))) : undefined;
  const rows = db
    .select({ id: bots.id, name: bots.name, botType: bots.type, tenantId: bots.tenantId, tenantName: tenants.name })
    .from(bots)
    .leftJoin(tenants, eq(tenants.id, bots.tenantId))
    .where(where)
    .orderBy(asc(bots.tenantId), asc(bots.name), asc(bots.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((b) => ({ ...b, tenantName: b.tenantName ?? '' })));
  const counted = q.name
    ? db
        .select({ id: bots.id })
        .from(bots)
        .leftJoin(tenants, eq(tenants.id, bots.tenantId))
        .where(where)
        .then((r) => ({ total: r.length, totalCapped: false }))
    : cappedCount(db, bots, undefined);
  return pageOf(rows, counted, q.pageNum, q.pageSize);
}

export async function byId(db: Db, id: string) {
  const [c] = await db.select().from(botCases).where(eq(botCases.id, id)).limit(1);
  return c;
}
