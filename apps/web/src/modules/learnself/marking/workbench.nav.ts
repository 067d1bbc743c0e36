import type { MarkItemRow } from '@zhiyu/contract/modules/learnself/marking';

/**
 * Where the labeller is in the workbench. The utterances shown are the ones labelled in this
 * sitting (`history`, in the order first labelled) followed by the ones still to label (taken back
 * ones first, then the queue); `pos` points into that list, and `pos === list.length` is the end
 * (nothing left). A new sitting starts at the first one still to label.
 */
export interface NavState {
  history: MarkItemRow[];
  /** Utterances whose label I took back, shown first among those to label. */
  returned: MarkItemRow[];
  /** Ids in the order last labelled: Ctrl+Z takes back the top one. */
  stack: string[];
  pos: number;
}

export const START: NavState = { history: [], returned: [], stack: [], pos: 0 };

/** The utterances still to label: the taken-back ones, then the queue's (minus what I labelled here). */
export function pendingOf(s: NavState, queue: readonly MarkItemRow[]): MarkItemRow[] {
  const done = new Set(s.history.map((i) => i.id));
  const seen = new Set<string>();
  const out: MarkItemRow[] = [];
  for (const item of [...s.returned, ...queue]) {
    if (done.has(item.id) || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** The list shown, the utterance at `pos` (null at the end), and whether it still needs my label. */
export function viewOf(s: NavState, queue: readonly MarkItemRow[]) {
  const list = [...s.history, ...pendingOf(s, queue)];
  const pos = Math.min(s.pos, list.length);
  const current = list[pos] ?? null;
  // The end (nothing left) is a place of its own only when nothing is left to label.
  const last = list.length > s.history.length ? list.length - 1 : list.length;
  return { list, pos, current, labelled: pos < s.history.length, last };
}

export type NavEvent =
  | { type: 'next'; queue: readonly MarkItemRow[] }
  | { type: 'prev'; queue: readonly MarkItemRow[] }
  /** The server's answer to my label of the utterance shown. */
  | { type: 'labelled'; item: MarkItemRow }
  /** The server's answer to taking back my label. */
  | { type: 'undone'; item: MarkItemRow }
  /** New filters: back to the first utterance to label. */
  | { type: 'refilter' };

export function navigate(s: NavState, e: NavEvent): NavState {
  switch (e.type) {
    case 'next': {
      const { pos, last } = viewOf(s, e.queue);
      return { ...s, pos: Math.max(Math.min(pos + 1, last), 0) };
    }
    case 'prev':
      return { ...s, pos: Math.max(viewOf(s, e.queue).pos - 1, 0) };
    case 'labelled': {
      const stack = [...s.stack.filter((id) => id !== e.item.id), e.item.id];
      const at = s.history.findIndex((i) => i.id === e.item.id);
      if (at >= 0) {
        // A label changed on the way back: keep its place, go on to the one after it.
        const history = s.history.map((i) => (i.id === e.item.id ? e.item : i));
        return { ...s, history, stack, pos: at + 1 };
      }
      // Labelled from those to label: it joins the history; the one after it is next (pos + 1, as
      // the history grew by one in front of those still to label).
      const history = [...s.history, e.item];
      const returned = s.returned.filter((i) => i.id !== e.item.id);
      return { history, returned, stack, pos: s.pos + 1 };
    }
    case 'undone': {
      const history = s.history.filter((i) => i.id !== e.item.id);
      const returned = [e.item, ...s.returned.filter((i) => i.id !== e.item.id)];
      return { history, returned, stack: s.stack.filter((id) => id !== e.item.id), pos: history.length };
    }
    case 'refilter':
      return { ...s, pos: s.history.length };
  }
}

/** The utterance Ctrl+Z takes my label back from (the one I labelled last), if any. */
export const undoTarget = (s: NavState): MarkItemRow | null => {
  const id = s.stack[s.stack.length - 1];
  return s.history.find((i) => i.id === id) ?? null;
};
