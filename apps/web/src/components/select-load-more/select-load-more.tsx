import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type CSSProperties, type UIEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../picker/use-debounced.ts';

/** requirements §7/§9: select load-more asks for 20 options a page. */
export const LOAD_MORE_PAGE_SIZE = 20;

export interface LoadMoreQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
}

export interface LoadMoreOption {
  value: string;
  label: string;
  /** Shown but not choosable (a bot that was never published). */
  disabled?: boolean;
}

type Value = string | string[];

export interface SelectLoadMoreProps<T> {
  queryKey: readonly unknown[];
  /** One page of rows and the total; a source that answers everything at once returns it all on page 1. */
  request: (q: LoadMoreQuery) => Promise<{ list: T[]; total: number }>;
  toOption: (row: T) => LoadMoreOption;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
  /** Several values (a task's lines). */
  mode?: 'multiple';
  /**
   * Labels of values that may not be on a loaded page (the edited row's bot, a filter kept in the
   * URL), so the field shows a name instead of an id.
   */
  known?: readonly LoadMoreOption[];
  placeholder?: string;
  pageSize?: number;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'data-testid'?: string;
  /** Controlled popup visibility (mostly for tests and forms that open it programmatically). */
  open?: boolean;
  style?: CSSProperties;
}

/**
 * A searchable select that loads the next page when the list is scrolled to its end. Search is
 * sent 300 ms after typing stops; options refresh when the window regains focus.
 */
export function SelectLoadMore<T>({
  queryKey,
  request,
  toOption,
  pageSize = LOAD_MORE_PAGE_SIZE,
  placeholder,
  known,
  value,
  allowClear = true,
  ...rest
}: SelectLoadMoreProps<T>) {
  const { t } = useTranslation('picker');
  const [text, setText] = useState('');
  const name = useDebounced(text.trim());
  // Labels seen on any page: a chosen option keeps its name while another search is shown.
  const seen = useRef(new Map<string, LoadMoreOption>());
  const q = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize, name }],
    queryFn: ({ pageParam }) => request({ pageNum: pageParam, pageSize, ...(name ? { name } : {}) }),
    initialPageParam: 1,
    // Counted in rows, so a source that answered everything on page 1 is never asked again.
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? all.length + 1 : undefined;
    },
  });
  const options = (q.data?.pages ?? []).flatMap((p) => p.list.map(toOption));
  for (const o of options) seen.current.set(o.value, o);
  const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const missing = chosen
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => seen.current.get(v) ?? known?.find((o) => o.value === v))
    .filter((o): o is LoadMoreOption => !!o);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8 && q.hasNextPage && !q.isFetchingNextPage)
      void q.fetchNextPage();
  };
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear={allowClear}
      options={[...options, ...missing]}
      value={value}
      placeholder={placeholder ?? t('select')}
      onPopupScroll={onScroll}
      // A search typed before the last choice does not narrow the list the next time it opens.
      onOpenChange={(o) => {
        if (!o) setText('');
      }}
      notFoundContent={q.isFetching ? <Spin size="small" /> : t('empty')}
      {...rest}
    />
  );
}
