import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type CSSProperties, type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../picker/use-debounced.ts';

/** requirements §7/§9: select load-more asks for 20 options a page. */
export const LOAD_MORE_PAGE_SIZE = 20;

export interface LoadMoreQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
}

export interface SelectLoadMoreProps<T> {
  queryKey: readonly unknown[];
  request: (q: LoadMoreQuery) => Promise<{ list: T[]; total: number }>;
  toOption: (row: T) => { value: string; label: string };
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  pageSize?: number;
  id?: string;
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
  ...rest
}: SelectLoadMoreProps<T>) {
  const { t } = useTranslation('picker');
  const [text, setText] = useState('');
  const name = useDebounced(text.trim());
  const q = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize, name }],
    queryFn: ({ pageParam }) => request({ pageNum: pageParam, pageSize, ...(name ? { name } : {}) }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * pageSize < last.total ? all.length + 1 : undefined),
  });
  const options = (q.data?.pages ?? []).flatMap((p) => p.list.map(toOption));
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8 && q.hasNextPage && !q.isFetchingNextPage)
      void q.fetchNextPage();
  };
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      options={options}
      placeholder={placeholder ?? t('select')}
      onPopupScroll={onScroll}
      notFoundContent={q.isFetching ? <Spin size="small" /> : t('empty')}
      {...rest}
    />
  );
}
