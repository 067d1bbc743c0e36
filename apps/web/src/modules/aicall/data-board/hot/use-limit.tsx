import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIMIT, LIMITS, limitOf } from './limit.ts';

/** How many rows a ranked board shows, kept in the URL (`limit`) with the rest of its filter. */
export function useLimit(): [number, (n: number) => void] {
  const [params, setParams] = useSearchParams();
  const limit = limitOf(params);
  const set = useCallback(
    (n: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (n === DEFAULT_LIMIT) next.delete('limit');
        else next.set('limit', String(n));
        return next;
      }),
    [setParams],
  );
  return [limit, set];
}

/** The "top N" picker of a ranked board. */
export function LimitSelect({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('board-hot');
  return (
    <Select
      data-testid="board-limit"
      style={{ width: 110 }}
      value={value}
      onChange={onChange}
      options={LIMITS.map((n) => ({ value: n, label: t('limitOption', { n }) }))}
    />
  );
}
