import type { RefEvent } from '@zhiyu/contract/modules/aitext/session';
import { KNOWLEDGE_SORT_FIELDS, type KnowledgeRow } from '@zhiyu/contract/modules/aitext/stats';
import type { SessionDrill } from '../session/session-address.ts';

export type KnowledgeFigure = (typeof KNOWLEDGE_SORT_FIELDS)[number];

/** The knowledge event behind each figure. */
export const FIGURE_EVENTS: Record<KnowledgeFigure, RefEvent> = {
  hits: 'answer',
  clicks: 'click',
  likes: 'like',
  dislikes: 'dislike',
  participation: 'vote',
};

/**
 * The sessions behind a figure of a row: an item's or segment's (`refId`), a category's
 * (`categoryId`), or — for the totals row (`row` undefined) — any knowledge's. Uncategorised items
 * and segments share the category '' that no filter names: that row opens nothing (null).
 */
export function knowledgeDrill(
  row: Pick<KnowledgeRow, 'id' | 'kind' | 'name'> | undefined,
  figure: KnowledgeFigure,
): SessionDrill | null {
  const refEvent = FIGURE_EVENTS[figure];
  if (!row) return { refEvent };
  if (row.kind === 'category') return row.id ? { categoryId: row.id, refEvent, label: row.name || undefined } : null;
  return { refId: row.id, refEvent, label: row.name || undefined };
}

/** The knowledge page's own address keys beside the statistics filter. */
export interface KnowledgeView {
  by: 'item' | 'category';
  sortField: KnowledgeFigure;
  sortOrder: 'ASC' | 'DESC';
}

export function parseKnowledgeView(params: URLSearchParams): KnowledgeView {
  const sort = params.get('sort') ?? '';
  return {
    by: params.get('by') === 'category' ? 'category' : 'item',
    sortField: (KNOWLEDGE_SORT_FIELDS as readonly string[]).includes(sort) ? (sort as KnowledgeFigure) : 'hits',
    sortOrder: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
  };
}
