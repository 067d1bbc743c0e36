import type { KbHit } from './kb-index.ts';
import { dice, type Grams } from './ngram.ts';
import type { InvertedIndex } from './postings.ts';
import { QUESTION, SEGMENT, SIMILAR } from './postings.ts';

/** BM25 term-frequency saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Field weights (question, similar, segment): the ceiling of a hit's score in that field. */
export const FIELD_WEIGHTS = [1, 0.95, 0.8] as const;
/** Shares of the fused score: word BM25, character BM25, character n-gram similarity. */
export const FUSION = { words: 0.45, chars: 0.25, ngram: 0.3 } as const;
/** Entries re-scored with n-grams after the BM25 passes. */
export const CANDIDATES = 30;
/**
 * An item is also scored as the union of its phrasings (standard and similar questions), at
 * this discount: a query whose words are spread over two phrasings still finds the item, while
 * one phrasing matching the whole query ranks higher.
 */
export const UNION_DISCOUNT = 0.85;

/**
 * Candidate generation reads whole postings, rarest term first, until this many postings have
 * been read in one search (always at least the rarest word's); the candidates' exact scores are
 * then computed from their own terms. Bounds a search's cost at any volume: the terms left out
 * are the commonest, which carry the least information.
 */
export const POSTING_BUDGET = 12_000;

export const FIELDS = [QUESTION, SIMILAR, SEGMENT];
const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * A query's distinct tokens of one kind (words or characters) against that kind's postings,
 * with BM25 statistics per field. `full[field]` is what a variant holding every query token
 * once at average length would score: a variant's score divided by it is the share of the
 * query's information the variant matches, about 0..1.
 */
export class Pass {
  // Numbers live in typed arrays: a plain array of numbers changes its element kind with its
  // values (all whole, or not), and code optimised for one kind is thrown away on the other.
  /** Term ids of the distinct tokens; -1 for a token the index has never seen. */
  readonly ids: Int32Array;
  /** idf of token i in field f at [i * 3 + f]. */
  readonly idfs: Float64Array;
  readonly full = new Float64Array(3);
  private readonly avgLen = new Float64Array(3);

  constructor(
    readonly ix: InvertedIndex,
    tokens: string[],
  ) {
    this.ids = Int32Array.from([...new Set(tokens)], (t) => ix.termId(t) ?? -1);
    this.idfs = new Float64Array(this.ids.length * 3);
    for (const f of FIELDS) {
      this.avgLen[f] = ix.totalLen[f] / (ix.docCount[f] || 1);
      for (let i = 0; i < this.ids.length; i++) {
        const id = this.ids[i];
        const x = idf(ix.docCount[f], id < 0 ? 0 : ix.df[f][id]);
        this.idfs[i * 3 + f] = x;
        this.full[f] += x;
      }
    }
  }

  /** BM25 contribution of one occurrence count `tf` of token `i` in variant `v` of field `f`. */
  term(i: number, v: number, f: number, tf: number): number {
    const norm = 1 - BM25_B + (BM25_B * this.ix.vLen[v]) / this.avgLen[f];
    return (this.idfs[i * 3 + f] * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm);
  }

  /**
   * The tokens whose postings candidate generation reads, rarest first, within `budget`
   * postings (the rarest always, when `rarest`), and how many postings that is.
   */
  traversed(budget: number, rarest: boolean): { terms: number[]; used: number } {
    const known = Array.from(this.ids, (id, i) => ({ i, n: id < 0 ? 0 : this.ix.postLen[id] }));
    const terms: number[] = [];
    let used = 0;
    for (const k of known.filter((x) => x.n > 0).sort((a, b) => a.n - b.n)) {
      if (used + k.n > budget && !(rarest && terms.length === 0)) break;
      terms.push(k.i);
      used += k.n;
    }
    return { terms, used };
  }

  /** The exact share of the query variant `v` (of field `f`) matches, 0..1. */
  share(v: number, f: number): number {
    if (!this.full[f]) return 0;
    let sum = 0;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i];
      if (id < 0) continue;
      const tf = this.ix.tf(v, id);
      if (tf) sum += this.term(i, v, f, tf);
    }
    return Math.min(1, sum / this.full[f]);
  }

  /** Share of the query's information (question-field idf) found in any of `variants`, 0..1. */
  unionShare(variants: number[]): number {
    if (!this.full[QUESTION]) return 0;
    let got = 0;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i];
      if (id >= 0 && variants.some((v) => this.ix.tf(v, id) > 0)) got += this.idfs[i * 3 + QUESTION];
    }
    return got / this.full[QUESTION];
  }
}

/**
 * N-gram similarity of the query with a segment's closest sentence (`content`: one content
 * string per sentence, by line): a passage that answers the question matches one sentence
 * closely, a passing mention does not.
 */
export function bestSentence(q: Grams, content: string): number {
  let best = 0;
  for (const sentence of content.split('\n')) if (sentence) best = Math.max(best, dice(q, sentence));
  return best;
}

/** The `k` ids with the highest `score[id]`, without sorting all of them. */
export function topByScore(ids: ArrayLike<number>, score: Float64Array, k: number): number[] {
  if (ids.length <= k) return Array.from(ids);
  const heap: number[] = []; // min-heap by score
  const less = (a: number, b: number) => score[heap[a]] < score[heap[b]];
  const swap = (a: number, b: number) => {
    const t = heap[a];
    heap[a] = heap[b];
    heap[b] = t;
  };
  for (let n = 0; n < ids.length; n++) {
    const id = ids[n];
    if (heap.length < k) {
      heap.push(id);
      for (let i = heap.length - 1; i > 0 && less(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (score[id] > score[heap[0]]) {
      heap[0] = id;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < k && less(l, m)) m = l;
        if (r < k && less(r, m)) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
  }
  return heap;
}

/** A candidate's BM25 parts (see bm25Parts); `union` is -1 for entries with one phrasing. */
export interface Parts {
  slot: number;
  parts: Float64Array;
  union: number;
  bound: number;
}

export const byScore = (a: KbHit, b: KbHit) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
