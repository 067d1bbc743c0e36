import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { kbLibraries } from '../library/table.ts';
import { kbSegment } from './table.ts';

/** A segment as the retrieval index takes it (`KbEntry` of the retrieval module, kind 'segment'). */
export interface SegmentEntry {
  key: string;
  kind: 'segment';
  refId: string;
  libraryId: string;
  question: '';
  similar: string[];
  /** The heading path on its own line, then the segment's text. */
  text: string;
  /** The segment is enabled and its library too. */
  enabled: boolean;
}
export interface SegmentsChange {
  upserted: SegmentEntry[];
  removed: string[];
}
export type SegmentsChangedHook = (db: Db, tenantId: string, change: SegmentsChange) => void | Promise<void>;

let hook: SegmentsChangedHook | null = null;

/** Connects the retrieval index (onSegmentsChanged): called after every committed change of segments. */
export function setSegmentsChangedHook(fn: SegmentsChangedHook | null) {
  hook = fn;
}

export const segmentKey = (id: string) => `seg:${id}`;

/** Every segment of a tenant (or of one library) as index entries. */
export function segmentEntries(db: Db, tenantId: string, libraryId?: string): Promise<SegmentEntry[]> {
  return entriesWhere(
    db,
    and(eq(kbSegment.tenantId, tenantId), libraryId ? eq(kbSegment.libraryId, libraryId) : undefined),
  );
}

/** These segments of a tenant as index entries (the ones that no longer exist are left out). */
export function segmentEntriesByIds(db: Db, tenantId: string, ids: string[]) {
  return entriesWhere(db, and(eq(kbSegment.tenantId, tenantId), inArray(kbSegment.id, ids)));
}

async function entriesWhere(db: Db, where: SQL | undefined): Promise<SegmentEntry[]> {
  const rows = await db
    .select({
      id: kbSegment.id,
      libraryId: kbSegment.libraryId,
      titlePath: kbSegment.titlePath,
      text: kbSegment.text,
      enabled: kbSegment.enabled,
      status: kbLibraries.status,
    })
    .from(kbSegment)
    .innerJoin(kbLibraries, eq(kbLibraries.id, kbSegment.libraryId))
    .where(where);
  return rows.map((r) => ({
    key: segmentKey(r.id),
    kind: 'segment',
    refId: r.id,
    libraryId: r.libraryId,
    question: '',
    similar: [],
    text: r.titlePath ? `${r.titlePath}\n${r.text}` : r.text,
    enabled: r.enabled === 1 && r.status === 1,
  }));
}

/**
 * After a commit: tells the index which segments changed (by segment or by document) and which
 * are gone. Failures never reach the caller of the change.
 */
export function notifySegments(
  db: Db,
  tenantId: string,
  change: { segmentIds?: string[]; documentIds?: string[]; libraryIds?: string[]; removedIds?: string[] },
) {
  const { segmentIds = [], documentIds = [], libraryIds = [], removedIds = [] } = change;
  if (!hook || (!segmentIds.length && !documentIds.length && !libraryIds.length && !removedIds.length)) return;
  const run = hook;
  void (async () => {
    const upserted = [
      ...(segmentIds.length ? await segmentEntriesByIds(db, tenantId, segmentIds) : []),
      ...(documentIds.length
        ? await entriesWhere(db, and(eq(kbSegment.tenantId, tenantId), inArray(kbSegment.documentId, documentIds)))
        : []),
      // A library enabled or disabled: its segments' `enabled` follows.
      ...(libraryIds.length
        ? await entriesWhere(db, and(eq(kbSegment.tenantId, tenantId), inArray(kbSegment.libraryId, libraryIds)))
        : []),
    ];
    await run(db, tenantId, { upserted, removed: removedIds.map(segmentKey) });
  })().catch(() => undefined);
}
