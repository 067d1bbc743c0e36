import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_KEYS, type QcFilter, qcFilterOf } from './qc-analysis.data.ts';

/** The analysis filter kept in the address: reloads, the back button and shared links show the same figures. */
export function useQcFilter(): [QcFilter, (patch: Partial<QcFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => qcFilterOf(params), [params]);
  const set = useCallback(
    (patch: Partial<QcFilter>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch) as [keyof QcFilter, unknown][]) {
          if (v === undefined || v === '' || v === null) next.delete(FILTER_KEYS[k]);
          else next.set(FILTER_KEYS[k], String(v));
        }
        return next;
      }),
    [setParams],
  );
  return [filter, set];
}
