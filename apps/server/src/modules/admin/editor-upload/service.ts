import { UPLOAD_STATUS } from '@zhiyu/contract/modules/editor/upload';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { sniff } from '../../../platform/files/sniff.ts';
import { deleteFile, readStream } from '../../../platform/files/store.ts';
import { editorUploads } from './table.ts';

/** What each upload type may contain, by content (magic bytes), with the served extension. */
const ALLOWED: Record<1 | 2, Record<string, string>> = {
  1: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' },
  2: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
};
const REJECTED: Record<1 | 2, string> = { 1: 'not an image', 2: 'not a video' };

async function headOf(ctx: AppContext, fileId: string): Promise<Buffer> {
  for await (const chunk of readStream(ctx.db, fileId)) return chunk as Buffer;
  return Buffer.alloc(0);
}

/**
 * Decides a stored upload: the bytes must be of the declared type (a renamed text file, an SVG or
 * HTML are refused), then the row turns 1 with the served name, or 2 with the reason and the bytes
 * are dropped. Idempotent: a poll may run it again for a row left at 0 by a restart.
 */
export async function settle(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(editorUploads).where(eq(editorUploads.id, id)).limit(1);
  if (!row || row.status !== UPLOAD_STATUS.processing || !row.fileId) return;
  const mime = await sniff(await headOf(ctx, row.fileId));
  const ext = mime ? ALLOWED[row.type][mime] : undefined;
  if (!ext) {
    await deleteFile(ctx.db, row.fileId);
    await ctx.db
      .update(editorUploads)
      .set({ status: UPLOAD_STATUS.rejected, message: REJECTED[row.type], fileId: null })
      .where(eq(editorUploads.id, id));
    return;
  }
  const name = `${row.fileId}.${ext}`;
  await ctx.db
    .update(editorUploads)
    .set({ status: UPLOAD_STATUS.done, message: name, servedName: name })
    .where(eq(editorUploads.id, id));
}
