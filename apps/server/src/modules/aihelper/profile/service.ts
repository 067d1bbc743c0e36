import type { ErrorCode } from '@zhiyu/contract/errors';
import {
  DESK_PANELS,
  PROFILES_MAX,
  type ProfileInput,
  type ProfileRow,
} from '@zhiyu/contract/modules/aihelper/profile';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { bots } from '../../bot/bot/table.ts';
import { ahFields } from '../field/table.ts';
import { ahQcRules } from '../qc/table.ts';
import { ahScripts } from '../script/table.ts';
import { ahTriggers } from '../trigger/table.ts';
import { ahProfiles } from './table.ts';

type Profile = typeof ahProfiles.$inferSelect;
type Input = z.output<typeof ProfileInput>;

const toRow = (p: Profile, botName = ''): ProfileRow => ({
  id: p.id,
  skillGroup: p.skillGroup,
  panels: p.panels,
  scenes: p.scenes,
  fieldIds: p.fieldIds,
  ruleIds: p.ruleIds,
  triggerIds: p.triggerIds,
  botId: p.botId,
  botName,
  creator: p.creator,
  updatedAt: p.updatedAt.getTime(),
});

const profiles = tenantRows({
  table: ahProfiles,
  entity: 'aihelper.profile',
  missing: '190032',
  duplicate: '190033',
  nameOf: (p) => p.skillGroup,
  audited: (p) => ({
    skillGroup: p.skillGroup,
    panels: p.panels,
    scenes: p.scenes,
    fieldIds: p.fieldIds,
    ruleIds: p.ruleIds,
    triggerIds: p.triggerIds,
    botId: p.botId,
  }),
});

async function botNames(db: Db, tenantId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, tenantId), inArray(bots.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The tenant's settings, the default ('') first, then by skill group. */
export async function listProfileRows(
  db: Db,
  tenantId: string,
  q: { pageNum: number; pageSize: number; skillGroup?: string },
) {
  const where = and(
    profiles.inTenant(tenantId),
    q.skillGroup ? ilike(ahProfiles.skillGroup, likeText(q.skillGroup)) : undefined,
  );
  const rows = db
    .select()
    .from(ahProfiles)
    .where(where)
    .orderBy(asc(ahProfiles.skillGroup), asc(ahProfiles.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (r) => {
      const names = await botNames(
        db,
        tenantId,
        r.map((p) => p.botId),
      );
      return r.map((p) => toRow(p, p.botId ? (names.get(p.botId) ?? '') : ''));
    });
  return pageOf(rows, cappedCount(db, ahProfiles, where), q.pageNum, q.pageSize);
}

/**
 * The ids of `ids` that are not the tenant's rows of `table`. Those the row held already (deleted
 * since) are dropped; any other is refused with `code`.
 */
async function kept(
  db: Db,
  table: PgTable & { id: PgColumn; tenantId: PgColumn },
  tenantId: string,
  ids: string[],
  before: string[],
  code: ErrorCode,
): Promise<string[]> {
  if (!ids.length) return ids;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
  const known = new Set(found.map((r) => r.id as string));
  const gone = ids.filter((id) => !known.has(id));
  if (gone.some((id) => !before.includes(id))) throw new AppError(code);
  return ids.filter((id) => known.has(id));
}

/**
 * The settings refer only to the tenant's own fields, rules, triggers and assistant bots. Editing a
 * row that names one deleted since drops it (the dialog still holds it); naming a new one that is
 * not the tenant's is refused. Answers the input to store and the bot's name.
 */
async function checked(db: Db, tenantId: string, input: Input, before?: Profile) {
  const out = {
    ...input,
    fieldIds: await kept(db, ahFields, tenantId, input.fieldIds, before?.fieldIds ?? [], '190035'),
    ruleIds: await kept(db, ahQcRules, tenantId, input.ruleIds, before?.ruleIds ?? [], '190036'),
    triggerIds: await kept(db, ahTriggers, tenantId, input.triggerIds, before?.triggerIds ?? [], '190037'),
  };
  if (!input.botId) return { input: out, botName: '' };
  const [bot] = await db
    .select({ name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, tenantId), eq(bots.id, input.botId), eq(bots.type, 2)));
  if (bot) return { input: out, botName: bot.name };
  if (before?.botId === input.botId) return { input: { ...out, botId: null }, botName: '' };
  throw new AppError('190021');
}

export async function createProfile(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  const ok = await checked(ctx.db, tenantId, input);
  const [{ n }] = await ctx.db.select({ n: count() }).from(ahProfiles).where(profiles.inTenant(tenantId));
  if (n >= PROFILES_MAX) throw new AppError('190034');
  return toRow(await profiles.create(ctx, req, { ...ok.input, creator: sessionOf(req).username }), ok.botName);
}

export async function updateProfile(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const tenantId = scope(req).tenantId;
  const before = await profiles.get(ctx.db, tenantId, id);
  const ok = await checked(ctx.db, tenantId, input, before);
  return toRow(await profiles.update(ctx, req, id, ok.input), ok.botName);
}

export const deleteProfiles = profiles.remove;

/** What the dialog offers: the tenant's scenes, fields, rules, triggers and assistant bots. */
export async function profileChoices(db: Db, tenantId: string) {
  const [scenes, fields, rules, triggers, assistants] = await Promise.all([
    db
      .selectDistinct({ scene: ahScripts.scene })
      .from(ahScripts)
      .where(eq(ahScripts.tenantId, tenantId))
      .orderBy(ahScripts.scene),
    db
      .select({ id: ahFields.id, name: ahFields.name })
      .from(ahFields)
      .where(eq(ahFields.tenantId, tenantId))
      .orderBy(asc(ahFields.order), asc(ahFields.id)),
    db
      .select({ id: ahQcRules.id, name: ahQcRules.name })
      .from(ahQcRules)
      .where(eq(ahQcRules.tenantId, tenantId))
      .orderBy(ahQcRules.name),
    db
      .select({ id: ahTriggers.id, name: ahTriggers.name })
      .from(ahTriggers)
      .where(eq(ahTriggers.tenantId, tenantId))
      .orderBy(ahTriggers.name),
    db
      .select({ id: bots.id, name: bots.name })
      .from(bots)
      .where(and(eq(bots.tenantId, tenantId), eq(bots.type, 2)))
      .orderBy(bots.name),
  ]);
  return { scenes: scenes.map((s) => s.scene), fields, rules, triggers, bots: assistants };
}

/** What applies to a conversation: the settings resolved for its skill group. */
export interface Setup {
  panels: ProfileRow['panels'];
  scenes: string[];
  fieldIds: string[];
  ruleIds: string[];
  triggerIds: string[];
  botId: string | null;
}
export const EVERYTHING: Setup = {
  panels: [...DESK_PANELS],
  scenes: [],
  fieldIds: [],
  ruleIds: [],
  triggerIds: [],
  botId: null,
};

/**
 * The settings of a skill group: its own row, else the tenant's default row, else everything
 * (a row applies whole: unlike thresholds, its lists are not merged with the default's).
 */
export async function setupOf(db: Db, tenantId: string, skillGroup: string): Promise<Setup> {
  const rows = await db
    .select()
    .from(ahProfiles)
    .where(and(eq(ahProfiles.tenantId, tenantId), inArray(ahProfiles.skillGroup, [...new Set([skillGroup, ''])])));
  return setupFrom(rows, skillGroup);
}

/** The settings of a skill group among the tenant's assistant-settings rows. */
export function setupFrom(
  rows: Pick<typeof ahProfiles.$inferSelect, 'skillGroup' | keyof Setup>[],
  skillGroup: string,
): Setup {
  const p = rows.find((r) => r.skillGroup === skillGroup) ?? rows.find((r) => r.skillGroup === '');
  if (!p) return EVERYTHING;
  return {
    panels: p.panels,
    scenes: p.scenes,
    fieldIds: p.fieldIds,
    ruleIds: p.ruleIds,
    triggerIds: p.triggerIds,
    botId: p.botId,
  };
}

/** The items of `all` the list names, or all of them when it names none. */
export const chosen = <T extends { id: string }>(all: T[], ids: string[]) => {
  if (!ids.length) return all;
  const wanted = new Set(ids);
  return all.filter((x) => wanted.has(x.id));
};
