import { describe, expect, it } from 'vitest';
import { FIGURE_EVENTS, knowledgeDrill, parseKnowledgeView } from './knowledge-drill.ts';

describe('knowledge analysis drill-down', () => {
  it('opens an item’s sessions holding the figure’s event', () => {
    const item = { id: 'i1', kind: 'item' as const, name: '怎么申请退货' };
    expect(knowledgeDrill(item, 'hits')).toEqual({ refId: 'i1', refEvent: 'answer', label: '怎么申请退货' });
    expect(knowledgeDrill(item, 'clicks')).toMatchObject({ refEvent: 'click' });
    expect(knowledgeDrill(item, 'likes')).toMatchObject({ refEvent: 'like' });
    expect(knowledgeDrill(item, 'dislikes')).toMatchObject({ refEvent: 'dislike' });
    expect(knowledgeDrill(item, 'participation')).toMatchObject({ refEvent: 'vote' });
    expect(knowledgeDrill({ id: 's1', kind: 'segment', name: '' }, 'hits')).toEqual({
      refId: 's1',
      refEvent: 'answer',
      label: undefined,
    });
  });

  it('opens a category’s sessions, nothing for the uncategorised row, any knowledge for the totals', () => {
    expect(knowledgeDrill({ id: 'c1', kind: 'category', name: '售后/退货' }, 'likes')).toEqual({
      categoryId: 'c1',
      refEvent: 'like',
      label: '售后/退货',
    });
    expect(knowledgeDrill({ id: '', kind: 'category', name: '' }, 'hits')).toBeNull();
    expect(knowledgeDrill(undefined, 'dislikes')).toEqual({ refEvent: 'dislike' });
    expect(Object.keys(FIGURE_EVENTS)).toEqual(['hits', 'clicks', 'likes', 'dislikes', 'participation']);
  });

  it('reads grouping and sort from the address, defaulting to items by hits descending', () => {
    expect(parseKnowledgeView(new URLSearchParams())).toEqual({ by: 'item', sortField: 'hits', sortOrder: 'DESC' });
    expect(parseKnowledgeView(new URLSearchParams('by=category&sort=dislikes&order=ASC'))).toEqual({
      by: 'category',
      sortField: 'dislikes',
      sortOrder: 'ASC',
    });
    expect(parseKnowledgeView(new URLSearchParams('by=x&sort=rounds&order=up'))).toEqual({
      by: 'item',
      sortField: 'hits',
      sortOrder: 'DESC',
    });
  });
});
