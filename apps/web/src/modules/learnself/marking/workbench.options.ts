import { SENTIMENT_LABELS } from '@zhiyu/contract/modules/learnself/dataset';
import { MARK_PREDICTIONS, type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import type { TFunction } from 'i18next';

/** Options the digit keys 1–9 pick among. */
export const SHORTCUT_OPTIONS = 9;

/** One label offered for an utterance: the predictions first, then the task's other labels. */
export interface MarkOption {
  label: string;
  /** The model's confidence for this label (predictions only). */
  probability: number | null;
  /** 1–9 for the first nine options, null past them. */
  key: number | null;
}

/**
 * The options of an utterance (requirements R4 §3): its predictions first (as the model ranked them,
 * at most MARK_PREDICTIONS), then the task's other labels in the task's order; the first nine get
 * the digit keys. A prediction of a label the dataset no longer has is left out (it cannot be given).
 */
export function markOptions(item: Pick<MarkItemRow, 'predictions'>, labels: readonly string[]): MarkOption[] {
  const known = new Set(labels);
  const predicted = item.predictions.filter((p) => known.has(p.label)).slice(0, MARK_PREDICTIONS);
  const seen = new Set(predicted.map((p) => p.label));
  const all = [
    ...predicted.map((p) => ({ label: p.label, probability: p.probability })),
    ...labels.filter((l) => !seen.has(l)).map((label) => ({ label, probability: null })),
  ];
  return all.map((o, i) => ({ ...o, key: i < SHORTCUT_OPTIONS ? i + 1 : null }));
}

/**
 * The option Enter confirms: while searching, the first match; else my own label of an utterance
 * I labelled before (revisited to check it); else the model's top prediction. Null when there is
 * none of these (an utterance without a prediction: the digit keys or a click pick its label).
 */
export function selectedLabel(
  item: Pick<MarkItemRow, 'predictions' | 'mine'>,
  options: readonly MarkOption[],
  search: string,
): string | null {
  const q = search.trim().toLowerCase();
  if (q) return options.find((o) => o.label.toLowerCase().includes(q))?.label ?? null;
  if (item.mine && item.mine !== NOISE && options.some((o) => o.label === item.mine)) return item.mine;
  const top = options[0];
  return top && top.probability !== null ? top.label : null;
}

/** The options a search shows (all of them for an empty search), each keeping its number. */
export function searchOptions(options: readonly MarkOption[], search: string): MarkOption[] {
  const q = search.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : [...options];
}

/** A label as shown: noise and sentiment labels by their name in the user's language. */
export function labelName(t: TFunction, datasetType: string, label: string): string {
  if (label === NOISE) return t('learnself-marking:noise');
  if (datasetType === 'sentiment' && (SENTIMENT_LABELS as readonly string[]).includes(label))
    return t(`learnself:sentiment.${label}`);
  return label;
}

/** A probability as a whole percentage. */
export const percent = (p: number) => `${Math.round(p * 100)}%`;
