import { BOT_COPY_SUFFIX, BOT_NAME_MAX, type BotInput } from '@zhiyu/contract/modules/bot/bot';
import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';
import { botDetails, bots } from './table.ts';

type Input = z.output<typeof BotInput>;

/** Bots belong to the session's tenant and app; '' stands for a tenant-wide session. */
export function botScope(req: FastifyRequest): repo.BotScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}
export const actor = (req: FastifyRequest) => sessionOf(req).username;

const missing = () => new AppError('100002', { detail: { zh: '机器人不存在', en: 'bot not found' } });
const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `机器人名称「${name}」已存在`, en: `bot name "${name}" already exists` } });

export async function visibleBot(ctx: AppContext, s: repo.BotScope, id: string) {
  const b = await repo.findVisible(ctx.db, s, id);
  if (!b) throw missing();
  return b;
}

/** A bot the caller may change: visible, and of the caller's own app (requirements §2 bot detail header). */
export async function ownBot(ctx: AppContext, s: repo.BotScope, id: string) {
  const b = await visibleBot(ctx, s, id);
  if (b.appId !== s.appId) throw new AppError('150003');
  return b;
}

async function assertFreeName(ctx: AppContext, s: repo.BotScope, name: string, self?: string) {
  if (await repo.nameTaken(ctx.db, s, name, self)) throw duplicate(name);
}

async function reload(ctx: AppContext, s: repo.BotScope, id: string) {
  return repo.toRow(await visibleBot(ctx, s, id), s);
}

export async function createBot(ctx: AppContext, s: repo.BotScope, by: string, input: Input, draft = emptyFlow()) {
  await assertFreeName(ctx, s, input.name);
  const id = newId();
  const at = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(bots)
      .values({ id, ...s, name: input.name, type: input.type, shared: 0, createdAt: at, updatedAt: at });
    await tx
      .insert(botDetails)
      .values({ botId: id, tenantId: s.tenantId, description: input.description, draft, createdBy: by });
  });
  return reload(ctx, s, id);
}

export async function updateBot(
  ctx: AppContext,
  s: repo.BotScope,
  id: string,
  input: { name: string; description: string },
) {
  const b = await ownBot(ctx, s, id);
  await assertFreeName(ctx, s, input.name, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bots)
      .set({ name: input.name, updatedAt: new Date(ctx.now()) })
      .where(and(eq(bots.tenantId, s.tenantId), eq(bots.id, id)));
    await tx
      .insert(botDetails)
      .values({
        botId: id,
        tenantId: s.tenantId,
        description: input.description,
        draft: emptyFlow(),
        createdBy: b.createdBy,
      })
      .onConflictDoUpdate({ target: botDetails.botId, set: { description: input.description } });
  });
  return reload(ctx, s, id);
}

/** `<name>-副本`, then `<name>-副本2`, `-副本3`… the first free one, the name cut to fit 50. */
export async function copyName(ctx: AppContext, s: repo.BotScope, name: string) {
  for (let n = 1; ; n++) {
    const suffix = `${BOT_COPY_SUFFIX}${n === 1 ? '' : n}`;
    const candidate = `${[...name].slice(0, BOT_NAME_MAX - [...suffix].length).join('')}${suffix}`;
    if (!(await repo.nameTaken(ctx.db, s, candidate))) return candidate;
  }
}

/** A copy in the caller's app: name, type, description and draft; unshared and unpublished. */
export async function copyBot(ctx: AppContext, s: repo.BotScope, by: string, id: string) {
  const src = await visibleBot(ctx, s, id);
  const draft = await repo.draftOf(ctx.db, id);
  const name = await copyName(ctx, s, src.name);
  const type = src.type as Input['type'];
  return createBot(ctx, s, by, { name, type, description: src.description }, draft);
}

export async function deleteBot(ctx: AppContext, s: repo.BotScope, id: string) {
  await ownBot(ctx, s, id);
  const tasks = await repo.unfinishedTasks(ctx.db, s.tenantId, id);
  if (tasks > 0) throw new AppError('150001', { params: { n: tasks } });
  const lines = await repo.boundLines(ctx.db, s.tenantId, id);
  if (lines > 0) throw new AppError('150005', { params: { n: lines } });
  return repo.removeBot(ctx.db, s.tenantId, id);
}

export async function shareBot(ctx: AppContext, s: repo.BotScope, id: string, shared: 0 | 1) {
  await ownBot(ctx, s, id);
  await ctx.db
    .update(bots)
    .set({ shared, updatedAt: new Date(ctx.now()) })
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.id, id)));
  return reload(ctx, s, id);
}

export async function botDetail(ctx: AppContext, s: repo.BotScope, id: string) {
  const b = await visibleBot(ctx, s, id);
  const [draft, versions] = await Promise.all([repo.draftOf(ctx.db, id), repo.versionsOf(ctx.db, s.tenantId, id)]);
  return {
    meta: repo.toRow(b, s),
    draft,
    revision: b.revision,
    publishedVersion: b.publishedVersion,
    versions,
  };
}

/** Bumps the revision only if it is still `expected`: a concurrent save makes this return false. */
export async function bumpRevision(
  ctx: AppContext,
  s: repo.BotScope,
  b: repo.BotRecord,
  expected: number,
  set: Partial<typeof botDetails.$inferInsert>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const at = new Date(ctx.now());
    const done =
      expected === 0 && b.revision === 0
        ? await tx
            .insert(botDetails)
            .values({ botId: b.id, tenantId: s.tenantId, draft: emptyFlow(), revision: 1, ...set })
            .onConflictDoUpdate({
              target: botDetails.botId,
              set: { ...set, revision: sql`${botDetails.revision} + 1` },
              setWhere: eq(botDetails.revision, 0),
            })
            .returning({ r: botDetails.revision })
        : await tx
            .update(botDetails)
            .set({ ...set, revision: sql`${botDetails.revision} + 1` })
            .where(and(eq(botDetails.botId, b.id), eq(botDetails.revision, expected)))
            .returning({ r: botDetails.revision });
    if (done.length === 0) return false;
    await tx.update(bots).set({ updatedAt: at }).where(eq(bots.id, b.id));
    return true;
  });
}

export const versionMissing = () =>
  new AppError('100002', { detail: { zh: '机器人版本不存在', en: 'bot version not found' } });
