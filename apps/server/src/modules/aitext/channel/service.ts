import { randomBytes, randomInt } from 'node:crypto';
import { type ChannelInput, quickMenuProblem } from '@zhiyu/contract/modules/aitext/channel';
import { BIND_CODE_TTL_MS } from '@zhiyu/contract/modules/aitext/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { sha256 } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { sanitizeRichText } from '../../../platform/sanitize/html.ts';
import * as repo from './repo.ts';
import { textChannels as c, textBindCodes, textChannelBindings } from './table.ts';

type Input = z.output<typeof ChannelInput>;

export function textScope(req: FastifyRequest): repo.TextScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

const missing = () => new AppError('170020');
const duplicate = (name: string) => new AppError('170021', { params: { name } });
/** A fresh API key: shown once; only its SHA-256 and last four characters are kept. */
export function newApiKey() {
  const apiKey = `sk-${randomBytes(24).toString('base64url')}`;
  return { apiKey, apiKeyHash: sha256(apiKey), apiKeyHint: apiKey.slice(-4) };
}

/** The input's rules beyond its types; the stored form (deduplicated, sanitised). */
async function checked(ctx: AppContext, s: repo.TextScope, input: Input, self?: string) {
  for (const m of input.quickMenus) {
    const p = quickMenuProblem(m);
    if (p) throw new AppError('170023', { params: { name: m.name }, detail: p });
  }
  const libraryIds = [...new Set(input.libraryIds)];
  const found = await repo.existingLibraries(ctx.db, s, libraryIds);
  if (libraryIds.some((id) => !found.has(id))) throw new AppError('170022');
  const other = await repo.findByName(ctx.db, s, input.name);
  if (other && other.id !== self) throw duplicate(input.name);
  return {
    name: input.name,
    channelType: input.channelType,
    kind: input.kind,
    libraryIds,
    welcomeHtml: sanitizeRichText(input.welcome),
    quickMenus: input.quickMenus.map((m) => ({
      name: m.name,
      actionType: m.actionType,
      ...(m.actionType === 2 ? { url: m.url } : {}),
      ...(m.actionType === 3 ? { text: m.text } : {}),
    })),
    fallback: input.fallback,
    transferScenes: [...new Set(input.transferScenes)].sort(),
    keywords: [...new Set(input.keywords)],
    status: input.status,
  };
}

export async function createChannel(ctx: AppContext, s: repo.TextScope, input: Input) {
  const values = await checked(ctx, s, input);
  const key = newApiKey();
  try {
    const [row] = await ctx.db
      .insert(c)
      .values({
        id: `tch-${randomBytes(8).toString('hex')}`,
        tenantId: s.tenantId,
        appId: s.appId,
        ...values,
        widgetKey: `wk${randomBytes(15).toString('base64url')}`,
        apiKeyHash: key.apiKeyHash,
        apiKeyHint: key.apiKeyHint,
      })
      .returning();
    return { ...repo.toRow(row), apiKey: key.apiKey };
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

export async function updateChannel(ctx: AppContext, s: repo.TextScope, id: string, input: Input) {
  if (!(await repo.findChannel(ctx.db, s, id))) throw missing();
  const values = await checked(ctx, s, input, id);
  try {
    const [row] = await ctx.db
      .update(c)
      .set({ ...values, updatedAt: new Date(ctx.now()) })
      .where(and(repo.inScope(s), eq(c.id, id)))
      .returning();
    if (!row) throw missing();
    return repo.toRow(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

/** All or nothing: an id outside the scope refuses the whole batch (170020). Sessions are kept. */
async function assertAll(ctx: AppContext, s: repo.TextScope, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await repo.countInScope(ctx.db, s, unique)) !== unique.length) throw missing();
  return unique;
}

export async function deleteChannels(ctx: AppContext, s: repo.TextScope, ids: string[]) {
  const unique = await assertAll(ctx, s, ids);
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(textBindCodes)
      .where(and(eq(textBindCodes.tenantId, s.tenantId), inArray(textBindCodes.channelId, unique)));
    await tx
      .delete(textChannelBindings)
      .where(and(eq(textChannelBindings.tenantId, s.tenantId), inArray(textChannelBindings.channelId, unique)));
    const gone = await tx
      .delete(c)
      .where(and(repo.inScope(s), inArray(c.id, unique)))
      .returning({ id: c.id });
    return { deleted: gone.length };
  });
}

export async function setStatus(ctx: AppContext, s: repo.TextScope, ids: string[], status: 0 | 1) {
  const unique = await assertAll(ctx, s, ids);
  const rows = await ctx.db
    .update(c)
    .set({ status, updatedAt: new Date(ctx.now()) })
    .where(and(repo.inScope(s), inArray(c.id, unique)))
    .returning({ id: c.id });
  return { updated: rows.length };
}

export async function regenerateApiKey(ctx: AppContext, s: repo.TextScope, id: string) {
  const key = newApiKey();
  const [row] = await ctx.db
    .update(c)
    .set({ apiKeyHash: key.apiKeyHash, apiKeyHint: key.apiKeyHint, updatedAt: new Date(ctx.now()) })
    .where(and(repo.inScope(s), eq(c.id, id)))
    .returning({ id: c.id });
  if (!row) throw missing();
  return { apiKey: key.apiKey, apiKeyHint: key.apiKeyHint };
}

/**
 * A new six-digit code for /bindPage replaces the channel's last one (used or not); wrong tries
 * are counted per code (chat/bind.ts), so the new one starts afresh.
 */
export async function newBindCode(ctx: AppContext, s: repo.TextScope, id: string) {
  if (!(await repo.findChannel(ctx.db, s, id))) throw missing();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const expiresAt = new Date(now + BIND_CODE_TTL_MS);
  await ctx.db
    .insert(textBindCodes)
    .values({ channelId: id, tenantId: s.tenantId, code, expiresAt, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: textBindCodes.channelId,
      set: { code, expiresAt, usedAt: null, createdAt: new Date(now) },
    });
  return { code, expiresAt: expiresAt.getTime() };
}

export async function bindingsOf(ctx: AppContext, s: repo.TextScope, id: string) {
  if (!(await repo.findChannel(ctx.db, s, id))) throw missing();
  const rows = await ctx.db
    .select({ account: textChannelBindings.account, boundAt: textChannelBindings.boundAt })
    .from(textChannelBindings)
    .where(and(eq(textChannelBindings.tenantId, s.tenantId), eq(textChannelBindings.channelId, id)));
  return rows
    .sort((a, b) => b.boundAt.getTime() - a.boundAt.getTime())
    .map((r) => ({ account: r.account, boundAt: r.boundAt.getTime() }));
}
