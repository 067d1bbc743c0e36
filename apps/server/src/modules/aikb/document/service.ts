import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, DOCUMENT_STATUS, type DocumentType } from '@zhiyu/contract/modules/aikb/document';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { saveStream } from '../../../platform/files/store.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { parseDocument } from './extract.ts';
import { notifySegments } from './index-hook.ts';
import {
  type DocScope,
  documentsWithSegments,
  findDocument,
  findLibrary,
  toDocumentRow,
  toSegmentRow,
  updateSegmentsEnabled,
  updateSegmentText,
} from './repo.ts';
import { kbDocument, kbSegment } from './table.ts';
import { readUpload } from './upload.ts';

const MIME: Record<DocumentType, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
};
const BATCH = 500;

export function docScope(req: FastifyRequest): DocScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

/**
 * Reads, splits and stores one uploaded document: the file, the document row and its segments in
 * one transaction, after the whole file has been read. A refused file stores nothing.
 */
export async function uploadDocument(ctx: AppContext, req: FastifyRequest, libraryId: string) {
  const s = docScope(req);
  if (!(await findLibrary(ctx.db, s, libraryId))) throw new AppError('160002');
  const { name, data } = await readUpload(req);
  const { type, segments } = await parseDocument(name, data);
  const id = newId();
  const now = new Date(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    const file = await saveStream(
      tx,
      s,
      { name, mime: MIME[type], maxBytes: DOCUMENT_MAX_BYTES },
      Readable.from([data]),
    );
    const [doc] = await tx
      .insert(kbDocument)
      .values({
        id,
        tenantId: s.tenantId,
        appId: s.appId,
        libraryId,
        name,
        type,
        size: data.length,
        status: DOCUMENT_STATUS.ready,
        segmentCount: segments.length,
        fileId: file.id,
        creator: sessionOf(req).username,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    for (let i = 0; i < segments.length; i += BATCH)
      await tx.insert(kbSegment).values(
        segments.slice(i, i + BATCH).map((g) => ({
          id: newId(),
          tenantId: s.tenantId,
          libraryId,
          documentId: id,
          seq: g.seq,
          titlePath: g.title,
          text: g.text,
          updatedAt: now,
        })),
      );
    return doc;
  });
  notifySegments(ctx.db, s.tenantId, { documentIds: [id] });
  return toDocumentRow(row);
}

async function removeDocuments(db: Db, tenantId: string, docs: { id: string; fileId: string | null }[]) {
  const files = docs.map((d) => d.fileId).filter((f): f is string => !!f);
  await db.transaction(async (tx) => {
    // Segments go with their document (cascade), file chunks with their file.
    await tx.delete(kbDocument).where(
      and(
        eq(kbDocument.tenantId, tenantId),
        inArray(
          kbDocument.id,
          docs.map((d) => d.id),
        ),
      ),
    );
    if (files.length)
      await tx.delete(storedFiles).where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, files)));
  });
}

/** Deletes documents of the caller's scope with their segments and files; other ids are ignored. */
export async function deleteDocuments(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const s = docScope(req);
  const { docs, segmentIds } = await documentsWithSegments(ctx.db, s, ids);
  if (!docs.length) return { deleted: 0 };
  await removeDocuments(ctx.db, s.tenantId, docs);
  notifySegments(ctx.db, s.tenantId, { removedIds: segmentIds });
  return { deleted: docs.length };
}

/**
 * For the deletion of libraries: their documents, segments and stored files, and the index told.
 * (The database drops documents with their library on its own, but not the stored files.)
 */
/**
 * Deletes the documents of libraries, their segments and stored files on the caller's transaction
 * (the library delete, or the purge below); returns the segment ids, for the index once committed.
 */
export async function deleteLibraryDocuments(tx: Db, tenantId: string, libraryIds: string[]): Promise<string[]> {
  if (!libraryIds.length) return [];
  const segments = await tx
    .select({ id: kbSegment.id })
    .from(kbSegment)
    .where(and(eq(kbSegment.tenantId, tenantId), inArray(kbSegment.libraryId, libraryIds)));
  // Segments go with their document (cascade); stored files are deleted by id.
  const docs = await tx
    .delete(kbDocument)
    .where(and(eq(kbDocument.tenantId, tenantId), inArray(kbDocument.libraryId, libraryIds)))
    .returning({ fileId: kbDocument.fileId });
  const files = docs.map((d) => d.fileId).filter((f): f is string => !!f);
  if (files.length)
    await tx.delete(storedFiles).where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, files)));
  return segments.map((g) => g.id);
}

/** The libraries' documents, segments and files removed in one transaction; the index is told. */
export async function purgeLibraryDocuments(db: Db, tenantId: string, libraryIds: string[]) {
  if (!libraryIds.length) return;
  const removedIds = await db.transaction((tx) => deleteLibraryDocuments(tx, tenantId, libraryIds));
  notifySegments(db, tenantId, { removedIds });
}

export async function assertDocument(ctx: AppContext, req: FastifyRequest, id: string) {
  if (!(await findDocument(ctx.db, docScope(req), id))) throw new AppError('160206');
}

export async function editSegment(ctx: AppContext, req: FastifyRequest, id: string, text: string) {
  const s = docScope(req);
  const row = await updateSegmentText(ctx.db, s, id, text, new Date(ctx.now()));
  if (!row) throw new AppError('160207');
  notifySegments(ctx.db, s.tenantId, { segmentIds: [id] });
  return toSegmentRow(row);
}

export async function setSegmentsEnabled(ctx: AppContext, req: FastifyRequest, ids: string[], enabled: 0 | 1) {
  const s = docScope(req);
  const updated = await updateSegmentsEnabled(ctx.db, s, ids, enabled, new Date(ctx.now()));
  notifySegments(ctx.db, s.tenantId, { segmentIds: updated });
  return { updated: updated.length };
}
