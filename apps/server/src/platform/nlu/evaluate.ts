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

/** Every example predicted by a model trained on the other folds. */
export function crossValidate(examples: Example[], k = 5, opts: TrainOptions = {}): Judged[] {
  const folds = stratifiedFolds(examples, k, opts.seed);
  return folds.flatMap((test, i) => {
    const model = train(
      folds.flatMap((f, j) => (j === i ? [] : f)),
      opts,
    );
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
