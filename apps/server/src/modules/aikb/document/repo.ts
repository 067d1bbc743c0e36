import type {
  DocumentListQuery,
  DocumentRow,
  SegmentListQuery,
  SegmentRow,
} from '@zhiyu/contract/modules/aikb/document';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { kbLibraries } from '../library/table.ts';
import { kbDocument, kbSegment } from './table.ts';

/** Documents belong to the session's tenant and application ('' for a tenant-wide session). */
export interface DocScope {
  tenantId: string;
  appId: string;
}
type Document = typeof kbDocument.$inferSelect;
type Segment = typeof kbSegment.$inferSelect;

const docsInScope = (s: DocScope) => and(eq(kbDocument.tenantId, s.tenantId), eq(kbDocument.appId, s.appId));
/** Segments of documents in scope: the tenant on the row, the application through the document. */
const segmentsInScope = (db: Db, s: DocScope) =>
  and(
    eq(kbSegment.tenantId, s.tenantId),
    inArray(kbSegment.documentId, db.select({ id: kbDocument.id }).from(kbDocument).where(docsInScope(s))),
  );
/** LIKE wildcards typed by the user are matched literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toDocumentRow(d: Document): DocumentRow {
  return {
    id: d.id,
    libraryId: d.libraryId,
    name: d.name,
    type: d.type,
    size: d.size,
    status: d.status,
    segmentCount: d.segmentCount,
    error: d.error,
    creator: d.creator,
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
  };
}

export function toSegmentRow(g: Segment): SegmentRow {
  return {
    id: g.id,
    documentId: g.documentId,
    libraryId: g.libraryId,
    seq: g.seq,
    titlePath: g.titlePath,
    text: g.text,
    enabled: g.enabled,
    updatedAt: g.updatedAt.getTime(),
  };
}

export async function findLibrary(db: Db, s: DocScope, id: string) {
  const [row] = await db
    .select({ id: kbLibraries.id, status: kbLibraries.status })
    .from(kbLibraries)
    .where(and(eq(kbLibraries.tenantId, s.tenantId), eq(kbLibraries.appId, s.appId), eq(kbLibraries.id, id)));
  return row;
}

export async function findDocument(db: Db, s: DocScope, id: string) {
  const [row] = await db
    .select()
    .from(kbDocument)
    .where(and(docsInScope(s), eq(kbDocument.id, id)));
  return row;
}

const DOC_SORT = { createdAt: kbDocument.createdAt, name: kbDocument.name, size: kbDocument.size } as const;

export function listDocuments(db: Db, s: DocScope, q: z.output<typeof DocumentListQuery>) {
  const where = and(
    docsInScope(s),
    eq(kbDocument.libraryId, q.libraryId),
    q.name ? ilike(kbDocument.name, likeText(q.name)) : undefined,
  );
  const rows = db
    .select()
    .from(kbDocument)
    .where(where)
    .orderBy(...orderBy(DOC_SORT[q.sortField ?? 'createdAt'], kbDocument.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toDocumentRow));
  return pageOf(rows, cappedCount(db, kbDocument, where), q.pageNum, q.pageSize);
}

export function listSegments(db: Db, s: DocScope, q: z.output<typeof SegmentListQuery>) {
  const where = and(
    eq(kbSegment.tenantId, s.tenantId),
    eq(kbSegment.documentId, q.documentId),
    q.keyword
      ? or(ilike(kbSegment.text, likeText(q.keyword)), ilike(kbSegment.titlePath, likeText(q.keyword)))
      : undefined,
    q.enabled !== undefined ? eq(kbSegment.enabled, q.enabled) : undefined,
  );
  const rows = db
    .select()
    .from(kbSegment)
    .where(where)
    .orderBy(asc(kbSegment.seq))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toSegmentRow));
  return pageOf(rows, cappedCount(db, kbSegment, where), q.pageNum, q.pageSize);
}

/** The documents of `ids` in scope, with their stored files and segment ids (for the index). */
export async function documentsWithSegments(db: Db, s: DocScope, ids: string[]) {
  const docs = await db
    .select({ id: kbDocument.id, fileId: kbDocument.fileId })
    .from(kbDocument)
    .where(and(docsInScope(s), inArray(kbDocument.id, ids)));
  const segments = docs.length
    ? await db
        .select({ id: kbSegment.id })
        .from(kbSegment)
        .where(
          and(
            eq(kbSegment.tenantId, s.tenantId),
            inArray(
              kbSegment.documentId,
              docs.map((d) => d.id),
            ),
          ),
        )
    : [];
  return { docs, segmentIds: segments.map((g) => g.id) };
}

export async function updateSegmentText(db: Db, s: DocScope, id: string, text: string, now: Date) {
  const [row] = await db
    .update(kbSegment)
    .set({ text, updatedAt: now })
    .where(and(segmentsInScope(db, s), eq(kbSegment.id, id)))
    .returning();
  return row;
}

export async function updateSegmentsEnabled(db: Db, s: DocScope, ids: string[], enabled: 0 | 1, now: Date) {
  const rows = await db
    .update(kbSegment)
    .set({ enabled, updatedAt: now })
    .where(and(segmentsInScope(db, s), inArray(kbSegment.id, ids)))
    .returning({ id: kbSegment.id });
  return rows.map((r) => r.id);
}
