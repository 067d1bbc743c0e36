import type { TriggerInput, TriggerRow } from '@zhiyu/contract/modules/aihelper/trigger';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { draftOf } from '../../bot/bot/repo.ts';
import { bots } from '../../bot/bot/table.ts';
import { ahFields } from '../field/table.ts';
import { ahScripts } from '../script/table.ts';
import { ahTriggers } from './table.ts';

/** Triggers (contract aihelper/trigger); every change in the audit trail. */
type Trigger = typeof ahTriggers.$inferSelect;
type Input = z.output<typeof TriggerInput>;

export const toRow = (t: Trigger): TriggerRow => ({
  id: t.id,
  name: t.name,
  event: t.event,
  conditions: t.conditions,
  actions: t.actions,
  validity: t.validity,
  creator: t.creator,
  createdAt: t.createdAt.getTime(),
  updatedAt: t.updatedAt.getTime(),
});
const audited = (t: Trigger) => ({
  name: t.name,
  event: t.event,
  conditions: t.conditions,
  actions: t.actions,
  validity: t.validity,
});
const triggers = tenantRows({
  table: ahTriggers,
  entity: 'aihelper.trigger',
  missing: '190017',
  duplicate: '190018',
  nameOf: (t) => t.name,
  audited,
});

export function listTriggerRows(
  db: Db,
  tenantId: string,
  q: { pageNum: number; pageSize: number; name?: string; event?: Trigger['event'] },
) {
  const where = and(
    triggers.inTenant(tenantId),
    q.name ? ilike(ahTriggers.name, likeText(q.name)) : undefined,
    q.event ? eq(ahTriggers.event, q.event) : undefined,
  );
  const rows = db
    .select()
    .from(ahTriggers)
    .where(where)
    .orderBy(...orderBy(ahTriggers.createdAt, ahTriggers.id, 'DESC'))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, ahTriggers, where), q.pageNum, q.pageSize);
}

export const getTriggerRow = async (db: Db, tenantId: string, id: string) =>
  toRow(await triggers.get(db, tenantId, id));

/** Every script an action pushes is a valid script of the tenant, every field one of its fields. */
async function checkActions(db: Db, tenantId: string, input: Input) {
  const scriptIds = [...new Set(input.actions.flatMap((a) => (a.kind === 'script' ? [a.scriptId] : [])))];
  const fieldIds = [...new Set(input.actions.flatMap((a) => (a.kind === 'fill' ? [a.fieldId] : [])))];
  if (scriptIds.length) {
    const found = await db
      .select({ id: ahScripts.id })
      .from(ahScripts)
      .where(and(eq(ahScripts.tenantId, tenantId), eq(ahScripts.validity, 0), inArray(ahScripts.id, scriptIds)));
    if (found.length !== scriptIds.length) throw new AppError('190019');
  }
  if (fieldIds.length) {
    const found = await db
      .select({ id: ahFields.id })
      .from(ahFields)
      .where(and(eq(ahFields.tenantId, tenantId), inArray(ahFields.id, fieldIds)));
    if (found.length !== fieldIds.length) throw new AppError('190020');
  }
}

export async function createTrigger(ctx: AppContext, req: FastifyRequest, input: Input) {
  await checkActions(ctx.db, scope(req).tenantId, input);
  return toRow(await triggers.create(ctx, req, { ...input, creator: sessionOf(req).username }));
}

export async function updateTrigger(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  await checkActions(ctx.db, scope(req).tenantId, input);
  return toRow(await triggers.update(ctx, req, id, input));
}

export const deleteTriggers = triggers.remove;

/** The tenant's assistant bots (requirements §3 bot type 2), by name. */
export const assistantBots = (db: Db, tenantId: string) =>
  db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, tenantId), eq(bots.type, 2)))
    .orderBy(bots.name);

/**
 * The intents a trigger may name: the distinct intents of the tenant's golden scripts, then those
 * of the tenant's assistant bot `botId` (its working draft), when one is named.
 */
export async function triggerIntents(db: Db, tenantId: string, botId?: string) {
  const scripts = await db
    .selectDistinct({ name: ahScripts.intent })
    .from(ahScripts)
    .where(eq(ahScripts.tenantId, tenantId))
    .orderBy(ahScripts.intent);
  const out: { name: string; source: 'script' | 'bot' }[] = scripts.map((s) => ({ name: s.name, source: 'script' }));
  if (!botId) return out;
  const [bot] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.tenantId, tenantId), eq(bots.id, botId), eq(bots.type, 2)));
  if (!bot) throw new AppError('190021');
  const flow = await draftOf(db, bot.id);
  const seen = new Set(out.map((o) => o.name));
  for (const i of [...flow.intents, ...flow.globalIntents])
    if (!seen.has(i.name)) {
      seen.add(i.name);
      out.push({ name: i.name, source: 'bot' });
    }
  return out;
}
