/**
 * The working copy of an ner dataset (docs/learnself.md §4): utterances with their entities, added
 * and edited as marked text (`[text](type)`, contract entities.ts). A line with bad markup fails the
 * whole call, naming the line, and nothing is added.
 */

import type { ErrorCode } from '@zhiyu/contract/errors';
import { UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { ENTITY_TYPE_MAX, type MarkupError, parseMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type * as repo from './repo.ts';
import { datasetOf, insertItems, rewriteItem } from './service.ts';

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
  return rewriteItem(ctx, s, id, (type) => {
    if (type !== 'ner') throw new AppError('180076');
    return readMarked(marked, 1);
  });
}
