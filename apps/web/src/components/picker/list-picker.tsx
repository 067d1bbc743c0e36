import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, List, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from './use-debounced.ts';

/** requirements §7/§9: list pickers ask for pages of 10. */
export const PICKER_PAGE_SIZE = 10;

export interface PickerQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
}
export interface PickerPage<T> {
  list: T[];
  total: number;
}

export interface ListPickerProps<T> {
  /** Query key prefix; the page, size and name are appended. */
  queryKey: readonly unknown[];
  /** Receives pageNum, pageSize 10 and the name filter; the picker reads `list` and `total`. */
  request: (q: PickerQuery) => Promise<PickerPage<T>>;
  rowKey: (row: T) => string;
  renderItem: (row: T) => ReactNode;
  value?: string;
  onChange?: (key: string, row: T) => void;
  placeholder?: string;
}

/**
 * A searchable, paged single-choice list (bots, channels …). The name filter is debounced 300 ms
 * and the list refreshes when the window regains focus, so a bot created in another tab appears.
 */
export function ListPicker<T>({
  queryKey,
  request,
  rowKey,
  renderItem,
  value,
  onChange,
  placeholder,
}: ListPickerProps<T>) {
  const { t } = useTranslation('picker');
  const [text, setText] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const name = useDebounced(text.trim());
  const q = useQuery({
    queryKey: [...queryKey, { pageNum, pageSize: PICKER_PAGE_SIZE, name }],
    queryFn: () => request({ pageNum, pageSize: PICKER_PAGE_SIZE, ...(name ? { name } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="zy-list-picker">
      <Input.Search
        allowClear
        value={text}
        placeholder={placeholder ?? t('searchByName')}
        aria-label={placeholder ?? t('searchByName')}
        onChange={(e) => {
          setText(e.target.value);
          setPageNum(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Radio.Group value={value} style={{ width: '100%' }}>
        <List
          size="small"
          bordered
          loading={q.isFetching}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: pageNum,
            pageSize: PICKER_PAGE_SIZE,
            total: q.data?.total ?? 0,
            size: 'small',
            showSizeChanger: false,
            onChange: setPageNum,
          }}
          renderItem={(row) => (
            <List.Item onClick={() => onChange?.(rowKey(row), row)} style={{ cursor: 'pointer' }}>
              <Radio value={rowKey(row)}>{renderItem(row)}</Radio>
            </List.Item>
          )}
        />
      </Radio.Group>
    </div>
  );
}
