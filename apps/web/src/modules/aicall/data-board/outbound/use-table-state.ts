import {
  OUTBOUND_FIGURES,
  type OutboundFigure,
  type OutboundGroup,
} from '@zhiyu/contract/modules/aicall/board-outbound';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch = { by?: OutboundGroup; sortField?: OutboundFigure; sort?: SortDir };
export type TableState = { by: OutboundGroup; sortField: OutboundFigure };

/** The table's grouping and sorted column as the address gives them. */
export function tableStateOf(params: URLSearchParams): TableState {
  const sf = params.get('sf') ?? '';
  return {
    by: params.get('by') === 'bot' ? 'bot' : 'task',
    sortField: (OUTBOUND_FIGURES as readonly string[]).includes(sf) ? (sf as OutboundFigure) : 'calls',
  };
}

/**
 * The table's grouping (`by`) and sorted column (`sf`), kept in the URL beside the board's filter.
 * A header click changes the column and the order (the filter's `sort`) in one URL update: two
 * updates in one event would each start from the same URL, and the second would undo the first.
 */
export function useTableState(): [TableState, (patch: Patch) => void] {
  const [params, setParams] = useSearchParams();
  const state = tableStateOf(params);
  const set = useCallback(
    (patch: Patch) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (patch.by) next.set('by', patch.by);
        if (patch.sortField) next.set('sf', patch.sortField);
        if (patch.sort) next.set('sort', patch.sort);
        return next;
      }),
    [setParams],
  );
  return [state, set];
}
