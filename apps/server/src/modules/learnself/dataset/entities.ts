/**
 * The working copy of an ner dataset (docs/learnself.md §4): utterances with their entities, added
 * and edited as marked text (`[text](type)`, contract entities.ts). A line with bad markup fails the
 * whole call, naming the line, and nothing is added.
 */

import type { ErrorCode } from '@zhiyu/contract/errors';
import { UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { ENTITY_TYPE_MAX, type MarkupError, parseMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';
import { datasetOf, insertItems } from './service.ts';
import { lsDatasetItems, lsDatasets } from './table.ts';

const MARKUP_CODES: Record<MarkupError, ErrorCode> = {
  unclosed: '180071',
  emptyEntity: '180072',
  emptyType: '180073',
  typeTooLong: '180074',
};

/** The plain utterance and its entities of line `line` (1-based), or the error naming it. */
export function readMarked(marked: string, line: number): { text: string; spans: Span[] } {
  const p = parseMarkup(marked);
  if ('error' in p) throw new AppError(MARKUP_CODES[p.error], { params: { line, max: ENTITY_TYPE_MAX } });
  if (Array.from(p.text).length > UTTERANCE_MAX) throw new AppError('180075', { params: { line, max: UTTERANCE_MAX } });
  return p;
}

/** Adds marked utterances to an ner dataset; one already there (folded) or repeated is skipped. */
export async function addEntities(
  ctx: AppContext,
  s: repo.LsScope,
  datasetId: string,
  marked: string[],
  source: string,
  tx: Db = ctx.db,
) {
  const run = async (db: Db) => {
    const d = await datasetOf(db, s, datasetId);
    if (d.type !== 'ner') throw new AppError('180076');
    const items = marked.map((m, i) => ({ label: '', ...readMarked(m, i + 1) }));
    const added = await insertItems(ctx, db, s, d, items, source);
    return { added, skipped: marked.length - added };
  };
  return tx === ctx.db ? ctx.db.transaction(run) : run(tx);
}

/** Rewrites one utterance of an ner dataset and its entities from marked text. */
export async function updateEntity(ctx: AppContext, s: repo.LsScope, id: string, marked: string) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: lsDatasetItems, type: lsDatasets.type })
      .from(lsDatasetItems)
      .innerJoin(lsDatasets, eq(lsDatasets.id, lsDatasetItems.datasetId))
      .where(and(repo.inScope(s), eq(lsDatasetItems.id, id)));
    if (!found) throw new AppError('180004');
    if (found.type !== 'ner') throw new AppError('180076');
    const { text, spans } = readMarked(marked, 1);
    try {
      const [item] = await tx
        .update(lsDatasetItems)
        .set({ text, spans, norm: repo.foldUtterance(text) })
        .where(eq(lsDatasetItems.id, id))
        .returning();
      await repo.recount(tx, found.item.datasetId, new Date(ctx.now()));
      return repo.toItemRow(item);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('180005');
      throw e;
    }
  });
}
