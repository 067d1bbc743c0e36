import {
  EDITOR_FILE_PREFIX,
  EDITOR_IMAGE_MAX_BYTES,
  EDITOR_VIDEO_MAX_BYTES,
  getEditorFile,
  UPLOAD_STATUS,
  uploadEditorFile,
  uploadEditorFileStatus,
} from '@zhiyu/contract/modules/editor/upload';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { isInline, USER_FILE_HEADERS } from '../../../platform/files/serve.ts';
import { readStream, saveStream } from '../../../platform/files/store.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { settle } from './service.ts';
import { editorUploads } from './table.ts';

/** A row still at 0 after this long was orphaned (e.g. a restart): the next poll settles it. */
const STALE_MS = 10_000;

export default function editorUploadRoutes(app: FastifyInstance) {
  route(app, uploadEditorFile, async ({ ctx, req }) => {
    const s = scope(req);
    if (!req.isMultipart()) throw new AppError('130004');
    let type: 1 | 2 | undefined;
    let uploadId: string | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'type') {
          if (part.value !== '1' && part.value !== '2') throw new AppError('100001', { detail: 'type' });
          type = Number(part.value) as 1 | 2;
        }
        continue;
      }
      // requirements §7 sends type before file; a file arriving first cannot be size-checked, so it is refused.
      if (part.fieldname !== 'file' || uploadId) {
        part.file.resume();
        continue;
      }
      if (!type) throw new AppError('100001', { detail: 'type' });
      const maxBytes = type === 1 ? EDITOR_IMAGE_MAX_BYTES : EDITOR_VIDEO_MAX_BYTES;
      const file = await saveStream(
        ctx.db,
        { tenantId: s.tenantId, appId: s.appId ?? '' },
        { name: part.filename || 'upload', mime: 'application/octet-stream', maxBytes },
        part.file,
      );
      uploadId = newId();
      await ctx.db
        .insert(editorUploads)
        .values({ id: uploadId, tenantId: s.tenantId, userId: sessionOf(req).userId, type, fileId: file.id });
    }
    if (!uploadId) throw new AppError(type ? '130004' : '100001', type ? {} : { detail: 'type' });
    const id = uploadId;
    // Checked after the reply: the client polls (requirements §4), and a failure only marks the row rejected.
    setImmediate(() => settle(ctx, id).catch((err) => req.log.error({ err, id }, 'editor upload check failed')));
    return { uuid: id };
  });

  route(app, uploadEditorFileStatus, async ({ ctx, req, query }) => {
    const s = scope(req);
    const mine = and(
      eq(editorUploads.id, query.uuid),
      eq(editorUploads.tenantId, s.tenantId),
      eq(editorUploads.userId, sessionOf(req).userId),
    );
    let [row] = await ctx.db.select().from(editorUploads).where(mine).limit(1);
    if (!row) throw new AppError('100002');
    if (row.status === UPLOAD_STATUS.processing && ctx.now() - row.createdAt.getTime() > STALE_MS) {
      await settle(ctx, row.id);
      [row] = await ctx.db.select().from(editorUploads).where(mine).limit(1);
    }
    return {
      uuid: row.id,
      status: row.status,
      message: row.message,
      prefix: row.status === 1 ? EDITOR_FILE_PREFIX : '',
    };
  });

  route(app, getEditorFile, async ({ ctx, req, reply }) => {
    const { name } = req.params as { name: string };
    const [row] = await ctx.db
      .select({ fileId: editorUploads.fileId, mime: storedFiles.mime, size: storedFiles.size })
      .from(editorUploads)
      .innerJoin(storedFiles, eq(storedFiles.id, editorUploads.fileId))
      .where(and(eq(editorUploads.servedName, name), eq(editorUploads.status, UPLOAD_STATUS.done)))
      .limit(1);
    if (!row?.fileId) throw new AppError('100002');
    const ext = name.split('.').pop() ?? '';
    const mime = {
      png: 'image/png',
      jpg: 'image/jpeg',
      gif: 'image/gif',
      webp: 'image/webp',
      mp4: 'video/mp4',
      webm: 'video/webm',
      mov: 'video/quicktime',
    }[ext];
    // The served name's extension was chosen from the sniffed content (service.ts). A <video>
    // ignores Content-Disposition, so videos still play in the editor; opened alone they download.
    const type = mime ?? 'application/octet-stream';
    reply
      .headers(USER_FILE_HEADERS)
      .header('content-type', type)
      .header('content-disposition', isInline(type) ? 'inline' : 'attachment')
      .header('content-length', row.size)
      .header('cache-control', 'private, max-age=31536000, immutable');
    return readStream(ctx.db, row.fileId);
  });
}
