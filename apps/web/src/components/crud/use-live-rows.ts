import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@zhiyu/contract/list';
import { useEffect, useRef, useState } from 'react';

/** How often rows still in progress are read again. */
export const LIVE_INTERVAL_MS = 2000;

export interface LiveRowsOptions<Row extends { id: string }> {
  /** The list's key (a prefix of every page's key, as SchemaTable's `queryKey`). */
  queryKey: QueryKey;
  /** A row whose state is still moving (a job running): it is read again every interval. */
  busy: (row: Row) => boolean;
  /** Reads one row afresh. */
  read: (id: string) => Promise<Row>;
  interval?: number;
}

/** Ids of the busy rows on the pages shown now (active queries under the key). */
function busyIds<Row extends { id: string }>(pages: readonly unknown[], busy: (row: Row) => boolean): string[] {
  const ids = new Set<string>();
  for (const p of pages) {
    const list = (p as Page<Row> | undefined)?.list;
    if (Array.isArray(list)) for (const r of list) if (busy(r)) ids.add(r.id);
  }
  return [...ids].sort();
}

/**
 * Keeps a list's rows in progress fresh: while a shown page holds a busy row, each busy row is read
 * every `interval` and put into the cached page in place, so the table updates without reloading
 * (and without its loading overlay). When a row stops being busy, or cannot be read any more, the
 * list is read again once, for filters and sort that may no longer hold. Answers the ids watched.
 */
export function useLiveRows<Row extends { id: string }>({
  queryKey,
  busy,
  read,
  interval = LIVE_INTERVAL_MS,
}: LiveRowsOptions<Row>): string[] {
  const qc = useQueryClient();
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const readRef = useRef(read);
  readRef.current = read;
  const keyText = JSON.stringify(queryKey);
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    const cache = qc.getQueryCache();
    const check = () => {
      const pages = cache.findAll({ queryKey: key, type: 'active' }).map((q) => q.state.data);
      const next = busyIds(pages, busyRef.current);
      setIds((prev) => (prev.join() === next.join() ? prev : next));
    };
    check();
    return cache.subscribe(check);
  }, [qc, keyText]);
  const live = useQuery({
    queryKey: ['live-rows', keyText, ids],
    queryFn: () => Promise.all(ids.map((id) => readRef.current(id))),
    enabled: ids.length > 0,
    refetchInterval: interval,
    gcTime: 0,
  });
  useEffect(() => {
    const fresh = live.data;
    if (!fresh?.length) return;
    const key = JSON.parse(keyText) as QueryKey;
    const byId = new Map(fresh.map((r) => [r.id, r]));
    qc.setQueriesData<Page<Row>>({ queryKey: key }, (page) =>
      page && Array.isArray(page.list) ? { ...page, list: page.list.map((r) => byId.get(r.id) ?? r) } : page,
    );
    if (fresh.some((r) => !busyRef.current(r))) void qc.invalidateQueries({ queryKey: key });
  }, [live.data, qc, keyText]);
  // A row that can no longer be read (deleted meanwhile): the list is read again without it.
  useEffect(() => {
    if (live.isError) void qc.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
  }, [live.isError, qc, keyText]);
  return ids;
}
