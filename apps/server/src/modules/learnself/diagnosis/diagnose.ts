/**
 * Semantic diagnosis of labelled utterances (requirements R4 §5), pure. Runs in a worker thread.
 *
 * - conflict: one utterance (folded) under two or more intents. Fix: keep it under the intent
 *   cross-validation predicts for it (or the larger one), delete the other copies.
 * - duplicate / near-identical: two utterances of one intent (or of two) whose character bigrams
 *   overlap ≥ NEAR_IDENTICAL (Jaccard); found with prefix filtering, not all pairs. Same intent:
 *   delete the later one; two intents: a conflict.
 * - confusion: pairs of intents cross-validation mixes up (5 folds), most confused first. When both
 *   ways are confused heavily the fix merges the smaller into the larger; otherwise the advice is
 *   to add examples that tell them apart.
 * - outlier: an utterance cross-validation puts in another intent with ≥ OUTLIER_CONFIDENCE: likely
 *   mislabelled. Fix: move it there.
 * - few: an intent with fewer than FEW_EXAMPLES utterances. Advice: add examples.
 */
import {
  FEW_EXAMPLES,
  type Finding,
  type FixOp,
  NEAR_IDENTICAL,
  OUTLIER_CONFIDENCE,
} from '@zhiyu/contract/modules/learnself/diagnosis';
import { crossValidate, metrics } from '../../../platform/nlu/evaluate.ts';
import { foldUtterance } from '../dataset/repo.ts';

export interface Item {
  text: string;
  label: string;
}
export interface DiagnosisResult {
  findings: Omit<Finding, 'applied' | 'appliedBy' | 'appliedAt'>[];
  accuracy: number;
  labels: string[];
  matrix: number[][];
}

/** At most this many findings of one kind are reported (the worst first). */
const MAX_PER_KIND = 200;
/** A confusion must move at least this share of an intent's utterances to be reported. */
const CONFUSION_SHARE = 0.1;
/** Both ways at least this share: the two intents are one. */
const MERGE_SHARE = 0.3;

const bigrams = (s: string) => {
  const f = foldUtterance(s);
  const out = new Set<string>();
  if (f.length < 2) out.add(f);
  for (let i = 0; i + 2 <= f.length; i++) out.add(f.slice(i, i + 2));
  return out;
};

/** Pairs of items whose bigram sets have Jaccard ≥ t (prefix filtering over a rare-first order). */
export function nearPairs(items: Item[], t: number): [number, number, number][] {
  const sets = items.map((i) => [...bigrams(i.text)]);
  const df = new Map<string, number>();
  for (const s of sets) for (const g of s) df.set(g, (df.get(g) ?? 0) + 1);
  const rank = (g: string) => df.get(g) ?? 0;
  for (const s of sets) s.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const index = new Map<string, number[]>();
  const out: [number, number, number][] = [];
  sets.forEach((s, i) => {
    const prefix = s.length - Math.ceil(t * s.length) + 1;
    const seen = new Set<number>();
    for (const g of s.slice(0, prefix))
      for (const j of index.get(g) ?? []) {
        if (seen.has(j)) continue;
        seen.add(j);
        const o = sets[j];
        if (Math.min(o.length, s.length) < t * Math.max(o.length, s.length)) continue;
        const other = new Set(o);
        let inter = 0;
        for (const x of s) if (other.has(x)) inter++;
        const jac = inter / (s.length + o.length - inter);
        if (jac >= t) out.push([j, i, Math.round(jac * 1000) / 1000]);
      }
    for (const g of s.slice(0, prefix)) {
      const list = index.get(g);
      if (list) list.push(i);
      else index.set(g, [i]);
    }
  });
  return out;
}

export function diagnose(items: Item[]): DiagnosisResult {
  const findings: DiagnosisResult['findings'] = [];
  let n = 0;
  const add = (f: Omit<DiagnosisResult['findings'][number], 'id'>) => findings.push({ id: `f${++n}`, ...f });
  const size = new Map<string, number>();
  for (const i of items) size.set(i.label, (size.get(i.label) ?? 0) + 1);

  const trainable = items.filter((i) => (size.get(i.label) ?? 0) >= 2);
  const cv = new Set(trainable.map((i) => i.label)).size >= 2 ? crossValidate(trainable, 5) : [];
  const predicted = new Map(cv.map((j) => [`${j.label}\u0001${j.text}`, j]));
  const m = metrics(cv);

  // Conflicts: the same folded utterance under several intents.
  const byNorm = new Map<string, Item[]>();
  for (const i of items) byNorm.set(foldUtterance(i.text), [...(byNorm.get(foldUtterance(i.text)) ?? []), i]);
  const conflicts = [...byNorm.values()].filter((g) => new Set(g.map((i) => i.label)).size > 1);
  for (const g of conflicts.slice(0, MAX_PER_KIND)) {
    const labels = [...new Set(g.map((i) => i.label))];
    const guess = predicted.get(`${g[0].label}\u0001${g[0].text}`)?.predicted;
    const keep =
      guess && labels.includes(guess) ? guess : labels.sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0))[0];
    const ops: FixOp[] = g.filter((i) => i.label !== keep).map((i) => ({ op: 'delete', label: i.label, text: i.text }));
    add({
      kind: 'conflict',
      labels: [keep, ...labels.filter((l) => l !== keep)],
      texts: g.map((i) => i.text),
      count: g.length,
      score: 1,
      fix: 'delete',
      ops,
    });
  }

  // Near-identical pairs (different folded forms): duplicates within an intent, conflicts across.
  let dup = 0;
  let near = 0;
  for (const [a, b, sim] of nearPairs(items, NEAR_IDENTICAL)) {
    const [x, y] = [items[a], items[b]];
    if (foldUtterance(x.text) === foldUtterance(y.text)) continue;
    if (x.label === y.label) {
      if (dup++ >= MAX_PER_KIND) continue;
      add({
        kind: 'duplicate',
        labels: [x.label],
        texts: [x.text, y.text],
        count: 2,
        score: sim,
        fix: 'delete',
        ops: [{ op: 'delete', label: y.label, text: y.text }],
      });
    } else {
      if (near++ >= MAX_PER_KIND) continue;
      const keep = (size.get(x.label) ?? 0) >= (size.get(y.label) ?? 0) ? x : y;
      const drop = keep === x ? y : x;
      add({
        kind: 'conflict',
        labels: [keep.label, drop.label],
        texts: [keep.text, drop.text],
        count: 2,
        score: sim,
        fix: 'delete',
        ops: [{ op: 'delete', label: drop.label, text: drop.text }],
      });
    }
  }

  // Confusions between intents, most confused first.
  const at = new Map(m.classes.map((c, k) => [c, k]));
  const pairs: { a: string; b: string; count: number; share: number }[] = [];
  m.classes.forEach((a, i) => {
    const support = m.confusion[i].reduce((s, x) => s + x, 0);
    m.classes.forEach((b, j) => {
      const count = m.confusion[i][j];
      if (i !== j && count >= 2 && count / support >= CONFUSION_SHARE)
        pairs.push({ a, b, count, share: count / support });
    });
  });
  pairs.sort((p, q) => q.count - p.count || q.share - p.share);
  for (const p of pairs.slice(0, MAX_PER_KIND)) {
    const back = m.confusion[at.get(p.b) as number][at.get(p.a) as number];
    const backShare =
      back /
      Math.max(
        1,
        m.confusion[at.get(p.b) as number].reduce((s, x) => s + x, 0),
      );
    const examples = cv.filter((j) => j.label === p.a && j.predicted === p.b).map((j) => j.text);
    const merge = p.share >= MERGE_SHARE && backShare >= MERGE_SHARE;
    const [into, from] = (size.get(p.a) ?? 0) >= (size.get(p.b) ?? 0) ? [p.a, p.b] : [p.b, p.a];
    add({
      kind: 'confusion',
      labels: [p.a, p.b],
      texts: examples.slice(0, 10),
      count: p.count,
      score: Math.round(p.share * 1000) / 1000,
      fix: merge ? 'merge' : 'addExamples',
      ops: merge
        ? items.filter((i) => i.label === from).map((i) => ({ op: 'move', label: from, text: i.text, to: into }))
        : [],
    });
  }

  // Likely mislabelled: cross-validation sure of another intent.
  const outliers = cv
    .filter((j) => j.predicted !== j.label && j.probability >= OUTLIER_CONFIDENCE)
    .sort((a, b) => b.probability - a.probability)
    .slice(0, MAX_PER_KIND);
  for (const o of outliers)
    add({
      kind: 'outlier',
      labels: [o.label, o.predicted],
      texts: [o.text],
      count: 1,
      score: Math.round(o.probability * 1000) / 1000,
      fix: 'move',
      ops: [{ op: 'move', label: o.label, text: o.text, to: o.predicted }],
    });

  // Weak intents.
  for (const [label, k] of [...size].filter(([, k]) => k < FEW_EXAMPLES).sort((a, b) => a[1] - b[1]))
    add({
      kind: 'few',
      labels: [label],
      texts: items.filter((i) => i.label === label).map((i) => i.text),
      count: k,
      score: null,
      fix: 'addExamples',
      ops: [],
    });

  return { findings, accuracy: m.accuracy, labels: m.classes, matrix: m.confusion };
}
