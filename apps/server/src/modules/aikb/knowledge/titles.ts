import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { kbDocument, kbSegment } from '../document/table.ts';
import { kbItems } from './table.ts';

export interface SegmentTitle {
  document: string;
  titlePath: string | null;
  text: string;
}

/**
 * What names a hit, read in one round for a tenant: items' standard questions and segments'
 * document, heading path and text, by id. Ids of another tenant or of deleted rows are absent.
 */
export async function knowledgeTitles(db: Db, tenantId: string, itemIds: string[], segmentIds: string[]) {
  const [items, segments] = await Promise.all([
    itemIds.length
      ? db
          .select({ id: kbItems.id, question: kbItems.question })
          .from(kbItems)
          .where(and(eq(kbItems.tenantId, tenantId), inArray(kbItems.id, [...new Set(itemIds)])))
      : [],
    segmentIds.length
      ? db
          .select({ id: kbSegment.id, document: kbDocument.name, titlePath: kbSegment.titlePath, text: kbSegment.text })
          .from(kbSegment)
          .innerJoin(kbDocument, and(eq(kbDocument.id, kbSegment.documentId), eq(kbDocument.tenantId, tenantId)))
          .where(and(eq(kbSegment.tenantId, tenantId), inArray(kbSegment.id, [...new Set(segmentIds)])))
      : [],
  ]);
  return {
    items: new Map(items.map((i) => [i.id, i.question])),
    segments: new Map<string, SegmentTitle>(segments.map(({ id, ...rest }) => [id, rest])),
  };
}
