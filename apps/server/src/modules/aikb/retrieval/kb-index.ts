import { checkEntry } from './entry-check.ts';
import { DEFAULT_THRESHOLD, DEFAULT_TOP_N, type KbEntry, type KbHit, type SearchOptions } from './kb-types.ts';
import type { TenantLexicon } from './lexicon.ts';
import { dice, type Grams, grams } from './ngram.ts';
import { FIELD_NAMES, InvertedIndex, QUESTION, SEGMENT, SIMILAR, TF_BITS, TF_MASK } from './postings.ts';
import {
  bestSentence,
  byScore,
  CANDIDATES,
  FIELD_WEIGHTS,
  FIELDS,
  FUSION,
  type Parts,
  Pass,
  POSTING_BUDGET,
  topByScore,
  UNION_DISCOUNT,
} from './scoring.ts';
import { analyse } from './segment.ts';
import { SoundAlike } from './sound.ts';

export type { KbEntry, KbHit, SearchOptions } from './kb-types.ts';
export { DEFAULT_THRESHOLD, DEFAULT_TOP_N, SUGGEST_THRESHOLD } from './kb-types.ts';

/** One tenant's knowledge: items and document segments, searched by BM25 fused with n-grams. */
export class KbIndex {
  private readonly words = new InvertedIndex();
  private readonly sounds = new SoundAlike();
  private readonly chars = new InvertedIndex();
  private readonly entries: (KbEntry | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly variantsOf: number[][] = [];
  private readonly libOf: number[] = [];
  private readonly libCode = new Map<string, number>();
  /** Per variant: field, owning entry slot (-1 when free), text, n-gram content (analyse). */
  private readonly vField: number[] = [];
  private readonly vOwner: number[] = [];
  private readonly vText: string[] = [];
  private readonly vContent: string[] = [];
  private readonly freeVariants: number[] = [];
  // Scratch space reused by every search (searches run one at a time in a process).
  private acc = new Float64Array(0);
  private touched = new Int32Array(0);
  private best = new Float64Array(0);
  private owners = new Int32Array(0);

  /** `lexicon`: the tenant's own synonyms, for every text indexed and every query. */
  constructor(
    entries: KbEntry[] = [],
    readonly lexicon?: TenantLexicon,
  ) {
    for (const e of entries) this.upsert(e);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** The enabled entries of these libraries (all when absent). */
  list(libraryIds?: string[]): KbEntry[] {
    const ids = libraryIds && new Set(libraryIds);
    return this.entries.filter((e): e is KbEntry => !!e && e.enabled && (!ids || ids.has(e.libraryId)));
  }

  /** Adds the entry, or replaces the one with its key. Disabled entries are kept but not indexed. */
  upsert(entry: KbEntry): void {
    checkEntry(entry);
    const old = this.slotOf.get(entry.key);
    if (old !== undefined) this.unindex(old);
    const slot = old ?? this.freeSlots.pop() ?? this.entries.length;
    this.entries[slot] = entry;
    this.slotOf.set(entry.key, slot);
    this.libOf[slot] = this.codeOf(entry.libraryId);
    const variants: number[] = [];
    if (entry.enabled) {
      const add = (field: number, text: string) => {
        const a = analyse(text, field === SEGMENT, this.lexicon);
        if (!a.words.length && !a.chars.length) return;
        const v = this.freeVariants.pop() ?? this.vField.length;
        this.vField[v] = field;
        this.vOwner[v] = slot;
        this.vText[v] = text;
        this.vContent[v] = a.content;
        this.words.add(v, field, a.words);
        this.sounds.add(a.words);
        this.chars.add(v, field, a.chars);
        variants.push(v);
      };
      if (entry.kind === 'segment') add(SEGMENT, entry.text);
      else {
        add(QUESTION, entry.question);
        for (const s of new Set(entry.similar)) if (s !== entry.question) add(SIMILAR, s);
      }
    }
    this.variantsOf[slot] = variants;
  }

  remove(key: string): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.unindex(slot);
    this.entries[slot] = undefined;
    this.slotOf.delete(key);
    this.freeSlots.push(slot);
  }

  search(query: string, o: SearchOptions = {}): KbHit[] {
    const topN = o.topN ?? DEFAULT_TOP_N;
    const threshold = o.threshold ?? DEFAULT_THRESHOLD;
    const q = analyse(this.sounds.repairQuery(query, this.words, this.lexicon), false, this.lexicon);
    if (topN <= 0 || q.chars.length === 0 || this.slotOf.size === 0) return [];
    let allowed: Uint8Array | null = null;
    if (o.libraryIds) {
      allowed = new Uint8Array(this.libCode.size);
      for (const id of o.libraryIds) {
        const c = this.libCode.get(id);
        if (c !== undefined) allowed[c] = 1;
      }
    }
    this.ensureScratch();
    const w = new Pass(this.words, q.precise);
    const c = new Pass(this.chars, q.chars);
    // Candidates: entries the query's rarer words reach, by weighted BM25 share; characters join
    // in when words reach too few (a typo, another spelling). Candidates are then scored exactly.
    const { acc, best, touched, owners } = this;
    const wt = w.traversed(POSTING_BUDGET, true);
    let nt = this.accumulate(w, wt.terms, FUSION.words, allowed, 0);
    let no = this.ownersOf(nt, 0);
    if (no < CANDIDATES) {
      for (let i = 0; i < no; i++) best[owners[i]] = 0;
      nt = this.accumulate(c, c.traversed(POSTING_BUDGET - wt.used, no === 0).terms, FUSION.chars, allowed, nt);
      no = this.ownersOf(nt, 0);
    }
    for (let i = 0; i < nt; i++) acc[touched[i]] = 0;
    const candidates = topByScore(owners.subarray(0, no), best, CANDIDATES);
    for (let i = 0; i < no; i++) best[owners[i]] = 0;
    // Exact BM25 parts first; n-grams (the costly part) only for candidates whose best possible
    // score can still reach the hits kept so far.
    const ranked = candidates.map((slot) => this.bm25Parts(slot, w, c)).sort((a, b) => b.bound - a.bound);
    const qGrams = grams(q.content);
    const hits: KbHit[] = [];
    let floor = threshold;
    for (const r of ranked) {
      if (r.bound + 1e-4 < floor) break;
      const hit = this.fuse(r, qGrams);
      if (hit.score < threshold) continue;
      hits.push(hit);
      if (hits.length >= topN) {
        hits.sort(byScore);
        hits.length = topN;
        floor = Math.max(threshold, hits[topN - 1].score);
      }
    }
    return hits.sort(byScore).slice(0, topN);
  }

  /**
   * Adds `weight` × BM25 share of the traversed tokens of `p` to `acc` per variant; variants
   * first reached are appended to `touched` after its first `n`. Returns the new count.
   */
  private accumulate(p: Pass, terms: number[], weight: number, allowed: Uint8Array | null, n: number): number {
    const { acc, touched, vField, vOwner, libOf } = this;
    const scale = new Float64Array(3);
    for (const f of FIELDS) scale[f] = p.full[f] ? weight / p.full[f] : 0;
    for (const i of terms) {
      const id = p.ids[i];
      const post = p.ix.post[id];
      const len = p.ix.postLen[id];
      for (let k = 0; k < len; k++) {
        const v = post[k] >> TF_BITS;
        if (allowed && !allowed[libOf[vOwner[v]]]) continue;
        const f = vField[v];
        if (acc[v] === 0) touched[n++] = v;
        acc[v] += scale[f] * p.term(i, v, f, post[k] & TF_MASK);
      }
    }
    return n;
  }

  /** Best field-weighted score per entry of the first `nt` touched variants into `best`; entries into `owners`. */
  private ownersOf(nt: number, no: number): number {
    const { acc, best, touched, owners, vField, vOwner } = this;
    for (let i = 0; i < nt; i++) {
      const v = touched[i];
      const slot = vOwner[v];
      const s = FIELD_WEIGHTS[vField[v]] * acc[v];
      if (best[slot] === 0) owners[no++] = slot;
      if (s > best[slot]) best[slot] = s;
    }
    return no;
  }

  /** An entry's exact BM25 parts per variant (and as a union of its phrasings), and the best score they allow. */
  private bm25Parts(slot: number, w: Pass, c: Pass): Parts {
    const variants = this.variantsOf[slot];
    const parts = new Float64Array(variants.length);
    for (let i = 0; i < variants.length; i++) {
      const f = this.vField[variants[i]];
      parts[i] = FUSION.words * w.share(variants[i], f) + FUSION.chars * c.share(variants[i], f);
    }
    let bound = 0;
    for (let i = 0; i < variants.length; i++)
      bound = Math.max(bound, FIELD_WEIGHTS[this.vField[variants[i]]] * (parts[i] + FUSION.ngram));
    let union = -1;
    if (this.entries[slot]!.kind === 'item' && variants.length > 1) {
      union = FUSION.words * w.unionShare(variants) + FUSION.chars * c.unionShare(variants);
      bound = Math.max(bound, UNION_DISCOUNT * (union + FUSION.ngram));
    }
    return { slot, parts, union, bound };
  }

  /** The entry's best variant: BM25 parts plus n-gram similarity, weighted by field. */
  private fuse({ slot, parts, union }: Parts, q: Grams): KbHit {
    const e = this.entries[slot]!;
    const variants = this.variantsOf[slot];
    let score = -1;
    let at = -1;
    let bestNg = 0;
    for (let i = 0; i < variants.length; i++) {
      const v = variants[i];
      const f = this.vField[v];
      const ng = f === SEGMENT ? bestSentence(q, this.vContent[v]) : dice(q, this.vContent[v]);
      if (ng > bestNg) bestNg = ng;
      const s = FIELD_WEIGHTS[f] * (parts[i] + FUSION.ngram * ng);
      if (s > score) {
        score = s;
        at = v;
      }
    }
    if (union >= 0) score = Math.max(score, UNION_DISCOUNT * (union + FUSION.ngram * bestNg));
    return {
      key: e.key,
      kind: e.kind,
      refId: e.refId,
      libraryId: e.libraryId,
      score: Math.round(Math.max(0, Math.min(1, score)) * 10000) / 10000,
      field: FIELD_NAMES[this.vField[at]],
      matched: this.vText[at],
    };
  }

  private unindex(slot: number): void {
    for (const v of this.variantsOf[slot]) {
      this.words.remove(v);
      this.chars.remove(v);
      this.vOwner[v] = -1;
      this.vText[v] = '';
      this.vContent[v] = '';
      this.freeVariants.push(v);
    }
    this.variantsOf[slot] = [];
  }

  private codeOf(libraryId: string): number {
    if (!this.libCode.has(libraryId)) this.libCode.set(libraryId, this.libCode.size);
    return this.libCode.get(libraryId) as number;
  }

  private ensureScratch(): void {
    const nv = this.vField.length;
    if (this.acc.length < nv) {
      const size = Math.max(nv, this.acc.length * 2, 64);
      this.acc = new Float64Array(size);
      this.touched = new Int32Array(size);
    }
    const ne = this.entries.length;
    if (this.best.length < ne) {
      const size = Math.max(ne, this.best.length * 2, 64);
      this.best = new Float64Array(size);
      this.owners = new Int32Array(size);
    }
  }
}
