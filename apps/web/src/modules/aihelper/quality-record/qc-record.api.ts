import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@zhiyu/contract/list';
import { listQcRules } from '@zhiyu/contract/modules/aihelper/qc';
import {
  getQcRecord,
  listQcRecords,
  type QcRecordDetail,
  reviewQcHit,
} from '@zhiyu/contract/modules/aihelper/qc-record';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { parseListState, writeListState } from '../../../platform/list/list-state.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the QC records (requirements D3.7). */
export const qcRecordKeys = {
  all: ['aihelper', 'qcRecord'] as const,
  list: () => [...qcRecordKeys.all, 'list'] as const,
  one: (id: string) => [...qcRecordKeys.all, 'one', id] as const,
  points: () => [...qcRecordKeys.all, 'points'] as const,
};

export const fetchQcRecords = (q: WireQuery<typeof listQcRecords>) => callQuery(listQcRecords, q);
export const fetchQcRecord = (id: string) => call(getQcRecord, { query: { id } });

export type ReviewAction = 'confirm' | 'dispute' | 'accept' | 'reject';
export const reviewHit = (hitId: string, action: ReviewAction, reason = '') =>
  call(reviewQcHit, { body: { hitId, action, reason } });

/** A record's detail with one hit and its row as a review answered them. */
export function withReview(
  d: QcRecordDetail,
  answer: Pick<QcRecordDetail, 'row'> & { hit: QcRecordDetail['hits'][number] },
) {
  return { ...d, row: answer.row, hits: d.hits.map((h) => (h.id === answer.hit.id ? answer.hit : h)) };
}

/** Pages of points read for the point filter: a tenant keeps tens of points, this reads up to 1000. */
const POINT_PAGES = 10;
const POINT_PAGE_SIZE = 100;

/** The tenant's QC points, by name, for the point filter. */
export async function fetchPoints(): Promise<{ id: string; name: string }[]> {
  const out: { id: string; name: string }[] = [];
  for (let pageNum = 1; pageNum <= POINT_PAGES; pageNum++) {
    const page = await call(listQcRules, {
      query: { pageNum, pageSize: POINT_PAGE_SIZE, sortField: 'name', sortOrder: 'ASC' },
    });
    out.push(...page.list.map((p) => ({ id: p.id, name: p.name })));
    if (out.length >= page.total || page.list.length < POINT_PAGE_SIZE) break;
  }
  return out;
}

/** The filters a link may name in plain address params (`?pointId=X`), besides the list's own `q`. */
export const LINK_FILTERS = [
  'agent',
  'skillGroup',
  'channelId',
  'customerNumber',
  'pointId',
  'scoreMin',
  'scoreMax',
  'state',
] as const;
const NUMERIC = new Set<string>(['scoreMin', 'scoreMax']);

/**
 * The address with plain filter params (a hand-written link) moved into the list's state, or null
 * when it names none: the search form then shows them, and the export and paging keep them.
 */
export function adoptLinkFilters(params: URLSearchParams): URLSearchParams | null {
  const named = LINK_FILTERS.filter((k) => params.get(k));
  if (!named.length) return null;
  const state = parseListState(params);
  const filters = { ...state.filters };
  const base = new URLSearchParams(params);
  for (const k of named) {
    const v = params.get(k) ?? '';
    filters[k] = NUMERIC.has(k) && Number.isFinite(Number(v)) ? Number(v) : v;
    base.delete(k);
  }
  return writeListState({ ...state, pageNum: FIRST_PAGE, filters, searched: true }, base);
}

/**
 * The QC records of a point (and a range, and one record opened) as a link: the console's, or the
 * embedded twin's when the link is followed inside a frame.
 */
export function qcRecordLink(o: {
  pointId: string;
  from?: number;
  to?: number;
  conversation?: string;
  frame?: boolean;
}) {
  const params = new URLSearchParams();
  if (o.from && o.to) {
    params.set('from', String(o.from));
    params.set('to', String(o.to));
  }
  if (o.conversation) params.set('conversation', o.conversation);
  const list = writeListState(
    { pageNum: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, filters: { pointId: o.pointId }, searched: true },
    params,
  );
  return `${o.frame ? '/iframe' : ''}/aihelper/qualityRecord?${list.toString()}`;
}
