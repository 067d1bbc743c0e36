/**
 * The pickers of the QA extraction screen: knowledge documents to read, libraries and their
 * categories to push into. Read here under the screen's own permissions (a reviewer need not hold
 * the knowledge base's), always within the session's tenant and application.
 */
import type { QaDocumentOption, QaLibraryOption } from '@zhiyu/contract/modules/learnself/qa';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { categoryTree } from '../../aikb/category/service.ts';
import { kbDocument } from '../../aikb/document/table.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import { likeOf } from '../../lookups/like.ts';
import type { LsScope } from '../dataset/repo.ts';

type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
interface NameQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
}

/** Documents, newest first, with their library's name. */
export function documentOptions(db: Db, s: Scope, q: NameQuery) {
  const where = and(
    eq(kbDocument.tenantId, s.tenantId),
    eq(kbDocument.appId, s.appId),
    q.name ? ilike(kbDocument.name, likeOf(q.name)) : undefined,
  );
  const rows = db
    .select({
      id: kbDocument.id,
      name: kbDocument.name,
      libraryId: kbDocument.libraryId,
      segmentCount: kbDocument.segmentCount,
    })
    .from(kbDocument)
    .where(where)
    .orderBy(desc(kbDocument.createdAt), desc(kbDocument.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (docs): Promise<QaDocumentOption[]> => {
      const ids = [...new Set(docs.map((d) => d.libraryId))];
      const libs = ids.length
        ? await db
            .select({ id: kbLibraries.id, name: kbLibraries.name })
            .from(kbLibraries)
            .where(and(eq(kbLibraries.tenantId, s.tenantId), inArray(kbLibraries.id, ids)))
        : [];
      const names = new Map(libs.map((l) => [l.id, l.name]));
      return docs.map((d) => ({ ...d, libraryName: names.get(d.libraryId) ?? '' }));
    });
  return pageOf(rows, cappedCount(db, kbDocument, where), q.pageNum, q.pageSize);
}

/** Libraries, most recently changed first. */
export function libraryOptions(db: Db, s: Scope, q: NameQuery) {
  const where = and(
    eq(kbLibraries.tenantId, s.tenantId),
    eq(kbLibraries.appId, s.appId),
    q.name ? ilike(kbLibraries.name, likeOf(q.name)) : undefined,
  );
  const rows: Promise<QaLibraryOption[]> = db
    .select({
      id: kbLibraries.id,
      name: kbLibraries.name,
      itemCount: kbLibraries.itemCount,
      status: kbLibraries.status,
    })
    .from(kbLibraries)
    .where(where)
    .orderBy(desc(kbLibraries.updatedAt), desc(kbLibraries.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  return pageOf(rows, cappedCount(db, kbLibraries, where), q.pageNum, q.pageSize);
}

/** A library's category tree (160002 for a library outside the scope). */
export const categoryOptions = (db: Db, s: Scope, libraryId: string) => categoryTree(db, s, libraryId);
