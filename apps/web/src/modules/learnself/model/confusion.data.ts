import type { Evaluation } from '@zhiyu/contract/modules/learnself/model';

/** One row of the confusion matrix: a true label, its counts by predicted label, and its total. */
export interface ConfusionRow {
  label: string;
  counts: number[];
  total: number;
}

export interface Confusion {
  /** The labels in display order, for the columns (predictions) and the rows (truth) alike. */
  labels: string[];
  rows: ConfusionRow[];
}

const byName = (a: string, b: string) => a.localeCompare(b);

/** How the labels are ordered: by name, or the most confused pairs first (semantic diagnosis). */
export type ConfusionOrder = 'name' | 'confusion';

/**
 * Label indexes with the most confused first: the wrong cells taken from the largest down, each
 * bringing its true label, then its predicted one, where not placed yet (so a confused pair sits
 * side by side in the top left corner); the labels never confused follow by name.
 */
export function confusedFirst(e: Pick<Evaluation, 'labels' | 'matrix'>): number[] {
  const cells: { i: number; j: number; n: number }[] = [];
  e.labels.forEach((_l, i) => {
    e.labels.forEach((_m, j) => {
      const n = e.matrix[i]?.[j] ?? 0;
      if (i !== j && n > 0) cells.push({ i, j, n });
    });
  });
  cells.sort((a, b) => b.n - a.n || byName(e.labels[a.i], e.labels[b.i]) || byName(e.labels[a.j], e.labels[b.j]));
  const out: number[] = [];
  for (const c of cells) for (const k of [c.i, c.j]) if (!out.includes(k)) out.push(k);
  const rest = e.labels.map((_l, i) => i).filter((i) => !out.includes(i));
  return [...out, ...rest.sort((a, b) => byName(e.labels[a], e.labels[b]))];
}

/**
 * The evaluation's confusion matrix with its labels sorted by name (or most confused first), rows
 * and columns reordered alike (requirements R4 model evaluation). A row or column the matrix lacks
 * counts as zeros.
 */
export function sortedConfusion(e: Pick<Evaluation, 'labels' | 'matrix'>, by: ConfusionOrder = 'name'): Confusion {
  const order =
    by === 'confusion'
      ? confusedFirst(e).map((i) => ({ label: e.labels[i], i }))
      : e.labels.map((label, i) => ({ label, i })).sort((a, b) => byName(a.label, b.label));
  const rows = order.map(({ label, i }) => {
    const counts = order.map(({ i: j }) => e.matrix[i]?.[j] ?? 0);
    return { label, counts, total: counts.reduce((n, c) => n + c, 0) };
  });
  return { labels: order.map((o) => o.label), rows };
}

/** How strongly a cell is coloured: its share of the true label's items (0 for an empty row). */
export function heat(count: number, rowTotal: number): number {
  return rowTotal > 0 ? Math.min(1, count / rowTotal) : 0;
}

/**
 * A cell's background: right predictions (the diagonal) in green, wrong ones in red, as strong as
 * their share of the row; an empty cell has none.
 */
export function cellColor(count: number, rowTotal: number, diagonal: boolean): string | undefined {
  if (count <= 0) return undefined;
  const alpha = 0.12 + 0.6 * heat(count, rowTotal);
  return diagonal ? `rgba(82, 196, 26, ${alpha.toFixed(2)})` : `rgba(245, 34, 45, ${alpha.toFixed(2)})`;
}
