/** The three indexed fields; a document ("variant") belongs to exactly one. */
export const FIELD_NAMES = ['question', 'similar', 'segment'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export const QUESTION = 0;
export const SIMILAR = 1;
export const SEGMENT = 2;

/** A posting packs the variant id and its term frequency (capped: BM25 saturates long before). */
export const TF_BITS = 4;
export const TF_MASK = (1 << TF_BITS) - 1;

/**
 * Postings of one token kind (words or characters) over variants: one variant per standard
 * question, per similar question and per segment text, identified by the caller. A term's
 * postings are one growable Int32Array of `variant << TF_BITS | tf`; each variant keeps its term
 * ids, sorted, each with its position in that term's postings, so removing a variant swaps its
 * slot with the last one of every posting it is in: O(terms of the variant), never a scan of a
 * posting or a rebuild. Document frequency and length totals per field are kept current on add
 * and remove.
 */
export class InvertedIndex {
  private readonly termIdOf = new Map<string, number>();
  private readonly termText: string[] = [];
  private readonly freeTerms: number[] = [];
  /** Per term: packed postings (the first postLen[term] are in use). */
  readonly post: Int32Array[] = [];
  readonly postLen: number[] = [];
  /** Per field, per term: how many variants of that field hold the term. */
  readonly df: number[][] = [[], [], []];
  /** Per field: variant count and summed length (tokens). */
  readonly docCount = [0, 0, 0];
  readonly totalLen = [0, 0, 0];
  /** Per variant: length in tokens (0 once removed). */
  readonly vLen: number[] = [];
  private readonly vField: number[] = [];
  /** Per variant: [term, position in its postings, term, position, …], terms ascending. */
  private readonly vList: number[][] = [];

  termId(term: string): number | undefined {
    return this.termIdOf.get(term);
  }

  /** Indexes variant `v` (not present) of `field` with its tokens, repeats counting as frequency. */
  add(v: number, field: number, tokens: string[]): void {
    const ids = tokens.map((t) => this.internTerm(t)).sort((a, b) => a - b);
    const list: number[] = [];
    for (let i = 0; i < ids.length; ) {
      const t = ids[i];
      let j = i + 1;
      while (j < ids.length && ids[j] === t) j++;
      let n = this.postLen[t];
      if (n === this.post[t].length) {
        const grown = new Int32Array(n * 2);
        grown.set(this.post[t]);
        this.post[t] = grown;
      }
      list.push(t, n);
      this.post[t][n++] = (v << TF_BITS) | Math.min(j - i, TF_MASK);
      this.postLen[t] = n;
      this.df[field][t]++;
      i = j;
    }
    this.vField[v] = field;
    this.vLen[v] = tokens.length;
    this.vList[v] = list;
    this.docCount[field]++;
    this.totalLen[field] += tokens.length;
  }

  remove(v: number): void {
    const list = this.vList[v];
    if (!list) return;
    const field = this.vField[v];
    for (let i = 0; i < list.length; i += 2) {
      const t = list[i];
      const p = list[i + 1];
      const post = this.post[t];
      const last = --this.postLen[t];
      if (p !== last) {
        post[p] = post[last];
        const ml = this.vList[post[p] >> TF_BITS];
        ml[find(ml, t) + 1] = p;
      }
      this.df[field][t]--;
      if (last === 0) this.releaseTerm(t);
    }
    this.docCount[field]--;
    this.totalLen[field] -= this.vLen[v];
    this.vLen[v] = 0;
    this.vList[v] = EMPTY;
  }

  /** How often variant `v` holds term `t` (0 if not): a binary search of its terms. */
  tf(v: number, t: number): number {
    const list = this.vList[v];
    if (!list) return 0;
    const i = find(list, t);
    return i < 0 ? 0 : this.post[t][list[i + 1]] & TF_MASK;
  }

  private internTerm(term: string): number {
    let id = this.termIdOf.get(term);
    if (id !== undefined) return id;
    id = this.freeTerms.pop() ?? this.termText.length;
    this.termIdOf.set(term, id);
    this.termText[id] = term;
    this.post[id] = new Int32Array(4);
    this.postLen[id] = 0;
    for (const d of this.df) d[id] = 0;
    return id;
  }

  private releaseTerm(t: number): void {
    this.termIdOf.delete(this.termText[t]);
    this.termText[t] = '';
    this.post[t] = EMPTY_POSTINGS;
    this.freeTerms.push(t);
  }
}

const EMPTY: number[] = [];
const EMPTY_POSTINGS = new Int32Array(0);

/** Index in `list` ([term, position, …], terms ascending) of term `t`, or -1. */
function find(list: number[], t: number): number {
  let lo = 0;
  let hi = (list.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = list[mid << 1];
    if (x < t) lo = mid + 1;
    else if (x > t) hi = mid - 1;
    else return mid << 1;
  }
  return -1;
}
