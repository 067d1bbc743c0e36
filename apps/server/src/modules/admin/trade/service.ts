import type { DomainInput, TradeInput } from '@zhiyu/contract/modules/admin/trade';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { domains, domainTrades, trades } from '../../lookups/trade/table.ts';
import { botCases } from '../botcase/table.ts';

type Trade = z.output<typeof TradeInput>;
type Domain = z.output<typeof DomainInput>;

/** The tree is two levels deep: a parent must exist and be top-level, and a parent cannot move under another. */
async function checkParent(db: Db, parentId: string | null, selfId?: string) {
  if (parentId === null) return;
  if (parentId === selfId) throw new AppError('140202');
  const [p] = await db.select().from(trades).where(eq(trades.id, parentId));
  if (!p) throw new AppError('100002');
  if (p.parentId !== null) throw new AppError('140202');
  if (selfId) {
    const [{ n }] = await db.select({ n: count() }).from(trades).where(eq(trades.parentId, selfId));
    if (n > 0) throw new AppError('140202');
  }
}

/** Names are unique among siblings. */
async function checkName(db: Db, name: string, parentId: string | null, selfId?: string) {
  const [dup] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.name, name),
        parentId === null ? isNull(trades.parentId) : eq(trades.parentId, parentId),
        selfId ? ne(trades.id, selfId) : undefined,
      ),
    );
  if (dup) throw new AppError('100003');
}

export async function createTrade(db: Db, req: FastifyRequest, input: Trade) {
  await checkParent(db, input.parentId);
  await checkName(db, input.name, input.parentId);
  const id = `trade-${newId().slice(0, 12)}`;
  await db.transaction(async (tx) => {
    await tx.insert(trades).values({ id, ...input });
    await audit(tx, req, { action: 'create', entity: 'trade', entityId: id, entityName: input.name, after: input });
  });
  return { id };
}

export async function updateTrade(db: Db, req: FastifyRequest, id: string, input: Trade) {
  const [before] = await db.select().from(trades).where(eq(trades.id, id));
  if (!before) throw new AppError('100002');
  await checkParent(db, input.parentId, id);
  await checkName(db, input.name, input.parentId, id);
  await db.transaction(async (tx) => {
    await tx.update(trades).set(input).where(eq(trades.id, id));
    await audit(tx, req, {
      action: 'update',
      entity: 'trade',
      entityId: id,
      entityName: input.name,
      before,
      after: input,
    });
  });
  return { id };
}

/** Refused while sub-trades or bot cases use it; its domain links go with it (FK cascade). */
export async function deleteTrade(db: Db, req: FastifyRequest, id: string) {
  const [before] = await db.select().from(trades).where(eq(trades.id, id));
  if (!before) return { deleted: 0 };
  const [{ n: children }] = await db.select({ n: count() }).from(trades).where(eq(trades.parentId, id));
  if (children > 0) throw new AppError('140200', { params: { n: children } });
  const [{ n: cases }] = await db.select({ n: count() }).from(botCases).where(eq(botCases.tradeId, id));
  if (cases > 0) throw new AppError('140201', { params: { n: cases } });
  await db.transaction(async (tx) => {
    await tx.delete(trades).where(eq(trades.id, id));
    await audit(tx, req, { action: 'delete', entity: 'trade', entityId: id, entityName: before.name, before });
  });
  return { deleted: 1 };
}

async function checkDomain(db: Db, input: Domain, selfId?: string) {
  const ids = [...new Set(input.tradeIds)];
  const found = await db.select({ id: trades.id }).from(trades).where(inArray(trades.id, ids));
  if (found.length !== ids.length) throw new AppError('100002');
  const [dup] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.name, input.name), selfId ? ne(domains.id, selfId) : undefined));
  if (dup) throw new AppError('100003');
  return ids;
}

export async function createDomain(db: Db, req: FastifyRequest, input: Domain) {
  const tradeIds = await checkDomain(db, input);
  const id = `domain-${newId().slice(0, 12)}`;
  await db.transaction(async (tx) => {
    await tx.insert(domains).values({ id, name: input.name, sort: input.sort });
    await tx.insert(domainTrades).values(tradeIds.map((tradeId) => ({ domainId: id, tradeId })));
    await audit(tx, req, { action: 'create', entity: 'domain', entityId: id, entityName: input.name, after: input });
  });
  return { id };
}

export async function updateDomain(db: Db, req: FastifyRequest, id: string, input: Domain) {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  if (!row) throw new AppError('100002');
  const tradeIds = await checkDomain(db, input, id);
  const links = await db
    .select({ tradeId: domainTrades.tradeId })
    .from(domainTrades)
    .where(eq(domainTrades.domainId, id));
  await db.transaction(async (tx) => {
    await tx.update(domains).set({ name: input.name, sort: input.sort }).where(eq(domains.id, id));
    await tx.delete(domainTrades).where(eq(domainTrades.domainId, id));
    await tx.insert(domainTrades).values(tradeIds.map((tradeId) => ({ domainId: id, tradeId })));
    const before = { name: row.name, sort: row.sort, tradeIds: links.map((l) => l.tradeId) };
    await audit(tx, req, {
      action: 'update',
      entity: 'domain',
      entityId: id,
      entityName: input.name,
      before,
      after: input,
    });
  });
  return { id };
}

export async function deleteDomain(db: Db, req: FastifyRequest, id: string) {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  if (!row) return { deleted: 0 };
  await db.transaction(async (tx) => {
    await tx.delete(domains).where(eq(domains.id, id));
    await audit(tx, req, { action: 'delete', entity: 'domain', entityId: id, entityName: row.name, before: row });
  });
  return { deleted: 1 };
}
