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

/**
 * The evaluation's confusion matrix with its labels sorted by name, rows and columns reordered
 * alike (requirements R4 model evaluation). A row or column the matrix lacks counts as zeros.
 */
export function sortedConfusion(e: Pick<Evaluation, 'labels' | 'matrix'>): Confusion {
  const order = e.labels.map((label, i) => ({ label, i })).sort((a, b) => byName(a.label, b.label));
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
