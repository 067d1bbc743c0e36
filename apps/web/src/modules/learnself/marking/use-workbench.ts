import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkItemRow } from '@zhiyu/contract/modules/learnself/marking';
import { useState } from 'react';
import { fetchQueue, mark, markingKeys, type QueueFilter, unmark } from './marking.api.ts';
import { type NavEvent, navigate, START, undoTarget, viewOf } from './workbench.nav.ts';

/**
 * The workbench's state (requirements R4 §3): my queue under the filters, where I am in it, and my
 * labels and their undo. Each label or undo reads the queue and the task's figures again; the next
 * utterance shows at once from what is already in hand.
 */
export function useWorkbench(taskId: string) {
  const qc = useQueryClient();
  const [filter, setFilterState] = useState<QueueFilter>({});
  const [nav, setNav] = useState(START);
  const queue = useQuery({
    queryKey: [...markingKeys.queue(taskId), filter],
    queryFn: () => fetchQueue(taskId, filter),
    placeholderData: keepPreviousData,
  });
  const items = queue.data?.items ?? [];
  const view = viewOf(nav, items);
  const go = (e: NavEvent) => setNav((s) => navigate(s, e));
  // The queue, the task's figures and the lists: all of them move with a label.
  const refresh = () => qc.invalidateQueries({ queryKey: markingKeys.all });
  const labelIt = useMutation({
    mutationFn: ({ item, label }: { item: MarkItemRow; label: string }) => mark(item.id, label),
    onSuccess: (row) => {
      go({ type: 'labelled', item: row });
      // Not awaited: the next key must not wait for the lists to be read again.
      void refresh();
    },
  });
  const undoIt = useMutation({
    mutationFn: (item: MarkItemRow) => unmark(item.id),
    onSuccess: (row) => {
      go({ type: 'undone', item: row });
      void refresh();
    },
  });
  const busy = labelIt.isPending || undoIt.isPending;
  const undoable = undoTarget(nav);
  return {
    view,
    history: nav.history,
    filter,
    /** New filters start from the first utterance to label under them. */
    setFilter: (f: QueueFilter) => {
      setFilterState(f);
      go({ type: 'refilter' });
    },
    /** Utterances I have not labelled under the filters (the server's count). */
    remaining: queue.data?.remaining ?? 0,
    loading: queue.isLoading,
    failed: queue.isError,
    busy,
    undoable,
    label: (item: MarkItemRow, label: string) => {
      if (!busy) labelIt.mutate({ item, label });
    },
    undo: () => {
      if (!busy && undoable) undoIt.mutate(undoable);
    },
    next: () => go({ type: 'next', queue: items }),
    prev: () => go({ type: 'prev', queue: items }),
    /** Shows one labelled in this sitting (the recent list). */
    show: (id: string) => {
      const at = view.list.findIndex((i) => i.id === id);
      if (at >= 0) setNav((s) => ({ ...s, pos: at }));
    },
  };
}

export type Workbench = ReturnType<typeof useWorkbench>;
