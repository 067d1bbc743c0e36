/**
 * How good an intent model is: accuracy, macro-F1, per-intent precision/recall/F1 and the confusion
 * matrix of a set of predictions; stratified k-fold cross-validation (a model judged only on
 * examples it did not train on); and the confidence threshold at which what it recognises is right
 * often enough (the threshold a model is published with).
 */
import { type Example, predict, type TrainOptions, train } from './linear.ts';

export interface Judged {
  text: string;
  label: string;
  predicted: string;
  probability: number;
}

export interface ClassScore {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Metrics {
  accuracy: number;
  macroF1: number;
  perClass: ClassScore[];
  /** confusion[i][j]: examples of classes[i] predicted as classes[j]. */
  confusion: number[][];
  classes: string[];
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function metrics(rows: Pick<Judged, 'label' | 'predicted'>[]): Metrics {
  const classes = [...new Set(rows.flatMap((r) => [r.label, r.predicted]))].sort();
  const at = new Map(classes.map((c, i) => [c, i]));
  const confusion = classes.map(() => classes.map(() => 0));
  for (const r of rows) confusion[at.get(r.label) as number][at.get(r.predicted) as number]++;
  const perClass = classes.map((label, i) => {
    const tp = confusion[i][i];
    const support = confusion[i].reduce((s, n) => s + n, 0);
    const predicted = confusion.reduce((s, row) => s + row[i], 0);
    const precision = ratio(tp, predicted);
    const recall = ratio(tp, support);
    return { label, precision, recall, f1: ratio(2 * precision * recall, precision + recall), support };
  });
  const scored = perClass.filter((c) => c.support > 0);
  return {
    accuracy: ratio(rows.filter((r) => r.label === r.predicted).length, rows.length),
    macroF1: ratio(
      scored.reduce((s, c) => s + c.f1, 0),
      scored.length,
    ),
    perClass,
    confusion,
    classes,
  };
}

/** Examples split into k folds, each intent spread evenly over them (a fixed seed: repeatable). */
export function stratifiedFolds<T extends { label: string }>(items: T[], k: number, seed = 1): T[][] {
  const folds: T[][] = Array.from({ length: k }, () => []);
  const byLabel = new Map<string, T[]>();
  for (const it of items) byLabel.set(it.label, [...(byLabel.get(it.label) ?? []), it]);
  let a = seed >>> 0;
  const rand = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
  let next = 0;
  for (const label of [...byLabel.keys()].sort()) {
    const group = byLabel.get(label) as T[];
    for (let i = group.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [group[i], group[j]] = [group[j], group[i]];
    }
    for (const it of group) folds[next++ % k].push(it);
  }
  return folds;
}

export interface CrossValidateOptions extends TrainOptions {
  /**
   * Training examples of an intent that share this many consecutive characters with its examples
   * being judged are left out of the fold's training (default 2; 0 keeps them all), so a model is
   * judged on paraphrases, as real callers' wordings are, not on near-copies of what it learnt.
   */
  apart?: number;
  /** The share of an intent's training examples in a fold always kept, the least alike first (default 0.4; at least one). */
  keep?: number;
}

/** The n-character runs of a text (punctuation and spaces left out). */
export function charRuns(text: string, n: number): Set<string> {
  const cs = [...text.replace(/[\p{P}\p{S}\s]/gu, '').toLowerCase()];
  const out = new Set<string>();
  for (let i = 0; i + n <= cs.length; i++) out.add(cs.slice(i, i + n).join(''));
  return out;
}

/** A fold's training examples less, per intent, those most alike its judged examples. */
function apartFrom(test: Example[], rest: Example[], apart: number, keep: number): Example[] {
  const near = new Map<string, Set<string>>();
  for (const e of test) {
    const at = near.get(e.label) ?? new Set<string>();
    for (const g of charRuns(e.text, apart)) at.add(g);
    near.set(e.label, at);
  }
  const byLabel = new Map<string, { e: Example; shared: number }[]>();
  for (const e of rest) {
    const runs = near.get(e.label);
    const shared = runs ? [...charRuns(e.text, apart)].filter((g) => runs.has(g)).length : 0;
    byLabel.set(e.label, [...(byLabel.get(e.label) ?? []), { e, shared }]);
  }
  return [...byLabel.values()].flatMap((group) => {
    const sorted = group.sort((x, y) => x.shared - y.shared);
    const least = Math.max(1, Math.ceil(group.length * keep));
    return sorted.filter((x, i) => x.shared === 0 || i < least).map((x) => x.e);
  });
}

/** Every example predicted by a model trained on the other folds (less near-copies of it). */
export function crossValidate(examples: Example[], k = 5, opts: CrossValidateOptions = {}): Judged[] {
  const apart = opts.apart ?? 2;
  const folds = stratifiedFolds(examples, k, opts.seed);
  return folds.flatMap((test, i) => {
    const rest = folds.flatMap((f, j) => (j === i ? [] : f));
    const model = train(apart > 0 ? apartFrom(test, rest, apart, opts.keep ?? 0.4) : rest, opts);
    return test.map((e) => {
      const [top] = predict(model, e.text);
      return { text: e.text, label: e.label, predicted: top.label, probability: top.probability };
    });
  });
}

/**
 * The lowest confidence at which predictions at or above it are right at least `precision` of the
 * time (so as much as possible is recognised); null when no threshold reaches it.
 */
export function thresholdFor(rows: Pick<Judged, 'label' | 'predicted' | 'probability'>[], precision: number) {
  const sorted = [...rows].sort((a, b) => b.probability - a.probability);
  let right = 0;
  let best: number | null = null;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i].label === sorted[i].predicted) right++;
    // Only cut between different confidences: equal ones are all in or all out.
    const last = i === sorted.length - 1 || sorted[i + 1].probability < sorted[i].probability;
    if (last && right / (i + 1) >= precision) best = sorted[i].probability;
  }
  return best;
}
