import { viewFile } from '@zhiyu/contract/modules/admin/files';
import { OEM_IMAGE_EXTENSIONS, type OemInput } from '@zhiyu/contract/modules/admin/oem';
import { extensionOf, IMAGE_MAX_BYTES } from '@zhiyu/contract/rules/upload';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AdminScope, adminScope, assertChannel } from '../../../platform/access/admin-scope.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { receiveFiles } from '../../../platform/files/receive.ts';
import { requireImage } from '../../../platform/files/sniff.ts';
import { deleteFile } from '../../../platform/files/store.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { channels, type OemData } from '../../../platform/tenancy/table.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof OemInput>;

/** Logos and favicons are stored files of the channel's own file scope, not of any tenant. */
export const oemFileScope = (channelId: string) => ({ tenantId: `channel:${channelId}`, appId: '' });

const IMAGE_FORMAT = { zh: '图片格式不匹配', en: 'image format mismatch' };
const IMAGE_SIZE = { zh: '头像图片大小不能超过64KB', en: 'avatar image size must not exceed 64KB' };
const NOT_FOUND = { zh: '渠道不存在', en: 'channel not found' };

/** Channel admins brand their own channel, operators any; tenant admins none (140008). */
export function oemScope(req: FastifyRequest): AdminScope {
  const s = adminScope(req);
  if (s.level === 'tenant') throw new AppError('140008');
  return s;
}

/** The channel, checked against the caller's scope before its existence is told (no probing). */
export async function channelFor(ctx: AppContext, s: AdminScope, channelId: string) {
  assertChannel(s, channelId);
  const c = await repo.channelById(ctx.db, channelId);
  if (!c) throw new AppError('100002', { detail: NOT_FOUND });
  return c;
}

/**
 * One image for a channel: by content (requirements §5 'not an image'), by extension ('image format
 * mismatch') and at most 64 KB ('avatar image size must not exceed 64KB'). A refused file is
 * not kept.
 */
export async function uploadImage(req: FastifyRequest, ctx: AppContext, channelId: string) {
  const c = await channelFor(ctx, oemScope(req), channelId);
  let f: Awaited<ReturnType<typeof receiveFiles>>[number];
  try {
    [f] = await receiveFiles(req, ctx.db, oemFileScope(c.id), { maxBytes: IMAGE_MAX_BYTES, check: requireImage });
  } catch (e) {
    if (e instanceof AppError && e.code === '130002') throw new AppError('100001', { detail: IMAGE_SIZE });
    throw e;
  }
  if (!(OEM_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(f.name))) {
    await deleteFile(ctx.db, f.id);
    throw new AppError('130001', { detail: IMAGE_FORMAT });
  }
  return { id: f.id, name: f.name, size: f.size, mime: f.mime, url: `${viewFile.path}?id=${f.id}` };
}

/**
 * A newly chosen logo/favicon must be an image uploaded for this channel, re-read from storage:
 * an image by content and at most 64 KB. The value already saved may stay as it is.
 */
async function assertImage(db: Db, channelId: string, address: string | null, current: string | null | undefined) {
  if (address === null || address === (current ?? null)) return;
  const url = new URL(address, 'http://x');
  const id = url.pathname === viewFile.path ? (url.searchParams.get('id') ?? '') : '';
  const [f] = id
    ? await db
        .select({ mime: storedFiles.mime, size: storedFiles.size, name: storedFiles.name })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.tenantId, oemFileScope(channelId).tenantId)))
        .limit(1)
    : [];
  if (!f)
    throw new AppError('100001', { detail: { zh: '图片不存在，请重新上传', en: 'image not found; upload it again' } });
  if (!f.mime.startsWith('image/')) throw new AppError('130001', { detail: 'not an image' });
  if (!(OEM_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)))
    throw new AppError('130001', { detail: IMAGE_FORMAT });
  if (f.size > IMAGE_MAX_BYTES) throw new AppError('100001', { detail: IMAGE_SIZE });
}

/** Empty texts are left out, so the login page and layout fall back to the platform brand. */
function toOem(prev: OemData | null, input: Input): OemData {
  const text = (v: string) => (v === '' ? undefined : v);
  return {
    ...(prev ?? {}),
    title: text(input.title),
    titleEn: text(input.titleEn),
    abbreviation: text(input.abbreviation),
    copyright: text(input.copyright),
    logo: input.logo,
    favicon: input.favicon,
  };
}

/** The audit trail keeps image references, never image bytes (an inline data: address is summarised). */
function auditView(o: OemData | null) {
  const ref = (v: string | null | undefined) =>
    v?.startsWith('data:') ? `${v.slice(0, v.indexOf(',') + 1)}…(${v.length} chars)` : (v ?? null);
  const { agreementService: _s, agreementPrivacy: _p, ...rest } = o ?? {};
  return { ...rest, logo: ref(o?.logo), favicon: ref(o?.favicon) };
}

export async function updateOem(req: FastifyRequest, ctx: AppContext, input: Input) {
  const c = await channelFor(ctx, oemScope(req), input.channelId);
  await assertImage(ctx.db, c.id, input.logo, c.oem?.logo);
  await assertImage(ctx.db, c.id, input.favicon, c.oem?.favicon);
  const oem = JSON.parse(JSON.stringify(toOem(c.oem, input))) as OemData;
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [saved] = await tx
      .update(channels)
      .set({ oem, updatedAt: new Date(ctx.now()) })
      .where(eq(channels.id, c.id))
      .returning();
    await audit(tx, req, {
      action: 'update',
      entity: 'oem',
      entityId: c.id,
      entityName: c.name,
      channelId: c.id,
      before: auditView(c.oem),
      after: auditView(oem),
    });
    return repo.toRow(saved);
  });
}
