import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type SortOrder, TABLE_PAGE_SIZES } from '@zhiyu/contract/list';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ListState {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** The search form's values (JSON-safe: dates are ms). */
  filters: Record<string, unknown>;
  /** False until a search was made: the search columns' initial values apply. */
  searched: boolean;
}

function readFilters(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** Reads a list's state from URL params; anything malformed falls back to the defaults. */
export function parseListState(params: URLSearchParams): ListState {
  const size = Number(params.get('size'));
  const order = params.get('order');
  return {
    pageNum: Math.max(FIRST_PAGE, Math.floor(Number(params.get('page'))) || FIRST_PAGE),
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sortField: params.get('sort') || undefined,
    sortOrder: order === 'ASC' || order === 'DESC' ? order : undefined,
    filters: readFilters(params.get('q')),
    searched: params.has('q'),
  };
}

const LIST_KEYS = ['page', 'size', 'sort', 'order', 'q'];

/** Writes a list's state over `base`, keeping the params that are not the list's (a tab, an id). */
export function writeListState(s: ListState, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const k of LIST_KEYS) out.delete(k);
  out.set('page', String(s.pageNum));
  out.set('size', String(s.pageSize));
  if (s.sortField && s.sortOrder) {
    out.set('sort', s.sortField);
    out.set('order', s.sortOrder);
  }
  const f = Object.fromEntries(Object.entries(s.filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  // Written even when empty: a cleared search must not fall back to the initial values.
  if (s.searched || Object.keys(f).length) out.set('q', JSON.stringify(f));
  return out;
}

/**
 * A list's page, size, sort and filters live in the URL (requirements D3.8): every change is a history
 * entry, so reload, back and a shared link all show the same list. A new sort, size or filter
 * goes back to the first page.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  // Two changes in quick succession (a sort, then a page size before the first navigation has
  // rendered) must compose: each builds on the last one asked for, not on the last one rendered.
  const latest = useRef({ seen: params, wanted: params });
  if (latest.current.seen !== params) latest.current = { seen: params, wanted: params };
  const state = parseListState(params);
  const go = (change: (s: ListState) => ListState) => {
    const base = latest.current.wanted;
    const next = writeListState(change(parseListState(base)), base);
    latest.current.wanted = next;
    setParams(next);
  };
  return {
    state,
    setPage: (pageNum: number, pageSize: number) =>
      go((s) => ({ ...s, pageNum: pageSize === s.pageSize ? pageNum : FIRST_PAGE, pageSize })),
    setSort: (sortField?: string, sortOrder?: SortOrder) =>
      go((s) => ({ ...s, pageNum: FIRST_PAGE, sortField: sortOrder ? sortField : undefined, sortOrder })),
    setFilters: (filters: Record<string, unknown>) =>
      go((s) => ({ ...s, pageNum: FIRST_PAGE, filters, searched: true })),
  };
}

/**
 * The same list state kept in the component instead of the URL: for a list inside a screen whose
 * address already holds another list's state (a tab beside it). It starts at the first page each
 * time the list is shown; the rules are those of `useListState`.
 */
export function useLocalListState() {
  const [state, setState] = useState<ListState>({
    pageNum: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: {},
    searched: false,
  });
  return {
    state,
    setPage: (pageNum: number, pageSize: number) =>
      setState((s) => ({ ...s, pageNum: pageSize === s.pageSize ? pageNum : FIRST_PAGE, pageSize })),
    setSort: (sortField?: string, sortOrder?: SortOrder) =>
      setState((s) => ({ ...s, pageNum: FIRST_PAGE, sortField: sortOrder ? sortField : undefined, sortOrder })),
    setFilters: (filters: Record<string, unknown>) =>
      setState((s) => ({ ...s, pageNum: FIRST_PAGE, filters, searched: true })),
  };
}
