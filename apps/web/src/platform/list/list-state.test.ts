import { describe, expect, it } from 'vitest';
import { parseListState, writeListState } from './list-state.ts';

describe('list state in the URL', () => {
  it('defaults to page 1 of 10, no sort, no search', () => {
    expect(parseListState(new URLSearchParams())).toEqual({
      pageNum: 1,
      pageSize: 10,
      sortField: undefined,
      sortOrder: undefined,
      filters: {},
      searched: false,
    });
  });

  it('round-trips page, size, sort ASC/DESC and filters', () => {
    const s = {
      pageNum: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'DESC' as const,
      filters: { name: '客户', range: [1, 2] },
      searched: true,
    };
    const url = writeListState(s);
    expect(url.get('order')).toBe('DESC');
    expect(parseListState(new URLSearchParams(url.toString()))).toEqual(s);
  });

  it('falls back on malformed values instead of failing', () => {
    const s = parseListState(new URLSearchParams('page=-4&size=7&order=UP&sort=name&q={oops'));
    expect(s).toMatchObject({ pageNum: 1, pageSize: 10, sortOrder: undefined, filters: {}, searched: true });
  });

  it("keeps params that are not the list's, such as the open tab", () => {
    const url = writeListState(
      { pageNum: 2, pageSize: 10, filters: {}, searched: false },
      new URLSearchParams('tab=tags&page=9'),
    );
    expect(url.toString()).toBe('tab=tags&page=2&size=10');
  });

  it('writes an emptied search so it does not fall back to the initial filters', () => {
    expect(writeListState({ pageNum: 1, pageSize: 10, filters: {}, searched: true }).get('q')).toBe('{}');
  });
});
