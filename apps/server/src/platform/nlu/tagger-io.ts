/**
 * The entity model as bytes and back, and how good it is. Layout before deflation: "NER1", then
 * JSON of the tags, the transitions and each feature's weights (rounded to 1e-4; a feature whose
 * weights all round to zero is left out). Entity figures are exact-match: an entity counts as found
 * when its start, end and type are all right (the CoNLL convention).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Span, TaggerModel } from './tagger.ts';

const MAGIC = 'NER1';
const round = (v: number) => Math.round(v * 1e4) / 1e4;

export function serialiseTagger(model: TaggerModel): Buffer {
  const weights: Record<string, number[]> = {};
  for (const [f, w] of model.weights) {
    const r = Array.from(w, round);
    if (r.some((v) => v !== 0)) weights[f] = r;
  }
  const body = JSON.stringify({ tags: model.tags, transitions: Array.from(model.transitions, round), weights });
  return Buffer.concat([Buffer.from(MAGIC), deflateRawSync(Buffer.from(body, 'utf8'))]);
}

export function isTagger(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 4)).toString('latin1') === MAGIC;
}

export function loadTagger(bytes: Uint8Array): TaggerModel {
  if (!isTagger(bytes)) throw new Error('not an entity model');
  const body = JSON.parse(inflateRawSync(Buffer.from(bytes.subarray(4))).toString('utf8')) as {
    tags: string[];
    transitions: number[];
    weights: Record<string, number[]>;
  };
  return {
    kind: 'tagger',
    tags: body.tags,
    transitions: Float32Array.from(body.transitions),
    weights: new Map(Object.entries(body.weights).map(([f, w]) => [f, Float32Array.from(w)])),
  };
}

export interface EntityScore {
  type: string;
  precision: number;
  recall: number;
  f1: number;
  /** Entities of this type in the gold spans. */
  support: number;
}

export interface EntityMetrics {
  precision: number;
  recall: number;
  f1: number;
  /** The mean of the per-type F1 over types with support. */
  macroF1: number;
  /** Utterances whose entities are all exactly right. */
  exact: number;
  perType: EntityScore[];
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const f1 = (p: number, r: number) => ratio(2 * p * r, p + r);
const key = (s: Span) => `${s.start}:${s.end}:${s.type}`;

/** Entity-level precision, recall and F1 of predicted spans against gold ones, utterance by utterance. */
export function entityMetrics(gold: Span[][], predicted: Span[][]): EntityMetrics {
  const counts = new Map<string, { tp: number; gold: number; pred: number }>();
  const of = (t: string) => {
    let c = counts.get(t);
    if (!c) {
      c = { tp: 0, gold: 0, pred: 0 };
      counts.set(t, c);
    }
    return c;
  };
  let exact = 0;
  gold.forEach((g, i) => {
    const p = predicted[i] ?? [];
    const want = new Set(g.map(key));
    let hits = 0;
    for (const s of g) of(s.type).gold++;
    for (const s of p) {
      of(s.type).pred++;
      if (want.has(key(s))) {
        of(s.type).tp++;
        hits++;
      }
    }
    if (hits === g.length && p.length === g.length) exact++;
  });
  let tp = 0;
  let nGold = 0;
  let nPred = 0;
  const perType = [...counts.keys()].sort().map((type) => {
    const c = counts.get(type) as { tp: number; gold: number; pred: number };
    tp += c.tp;
    nGold += c.gold;
    nPred += c.pred;
    const precision = ratio(c.tp, c.pred);
    const recall = ratio(c.tp, c.gold);
    return { type, precision, recall, f1: f1(precision, recall), support: c.gold };
  });
  const precision = ratio(tp, nPred);
  const recall = ratio(tp, nGold);
  const scored = perType.filter((t) => t.support > 0);
  return {
    precision,
    recall,
    f1: f1(precision, recall),
    macroF1: ratio(
      scored.reduce((s, t) => s + t.f1, 0),
      scored.length,
    ),
    exact: ratio(exact, gold.length),
    perType,
  };
}
