/**
 * Similar questions (requirements §2 R4 相似问生成, §3 model type nlu): variants of one utterance
 * that mean the same, for a person to pick from when widening an intent's examples, and for the
 * intent model to train on. Variants come from
 *
 * - synonym substitution with the call-centre lexicon (lexicon.ts): a word that stands for one
 *   concept only is replaced by another word of that concept (退订 → 取消, 话费 → 电话费);
 * - politeness and particles: 请问 / 麻烦 / 帮我 / 我想 before, 一下 / 吗 / 呢 after, or taken off;
 * - clause order: two clauses swapped.
 *
 * Variants are deduplicated against each other, the original and any given existing texts by
 * character-bigram Jaccard similarity (at or above `maxSimilarity`, default 0.85, a variant is
 * dropped). Deterministic for a seed.
 */

import { normalise } from './features.ts';
import { LEXICON, wordsOf } from './lexicon.ts';

/**
 * The concepts whose words name one thing or one action closely enough to stand for each other in
 * a sentence (the lexicon's other concepts group looser senses, fine for features, not for swaps).
 */
const SWAPPABLE = new Set(
  (
    'query cancel open change suspend resume complain repair pay repay refund transfer_human lose reset urge ' +
    'bind receive fee_phone bill deduct plan data broadband signal phone_number points invoice abroad store ' +
    'contract ringtone close_account limit installment overdue credit_report activate annual_fee cash fraud ' +
    'password code autopay promotion order delivery address damage quality coupon shipping_fee warranty ' +
    'account login return_goods exchange_goods electricity outage meter water gas insurance claim accident ' +
    'death illness expire continue get_back receive_money document salesperson harass assess premium borrow'
  ).split(' '),
);
/** A word fit to swap: no negator, no aspect particle at its end (it would not fit another's place). */
const SWAP_FORM = /^(?![^不没别]*[不没别])[\u4e00-\u9fff]{2,4}(?<![了着过吗呢])$/u;

/** Concept → the words that say only it (so a swap cannot change the meaning to another concept). */
function synonyms(loose: boolean): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const [word, concepts] of LEXICON)
    if (
      concepts.length === 1 &&
      (loose ? /^[\u4e00-\u9fff]{2,}$/.test(word) : SWAPPABLE.has(concepts[0]) && SWAP_FORM.test(word))
    )
      map.set(concepts[0], [...(map.get(concepts[0]) ?? []), word]);
  return map;
}
const STRICT = synonyms(false);
const LOOSE = synonyms(true);

const PREFIXES = ['请问', '麻烦', '帮我', '我想', '你好', '我要问一下'];
const SUFFIXES = ['一下', '吗', '呢', '可以吗', '谢谢'];
const PUNCTUATION = /[\p{P}\p{S}\s]/gu;
const CLAUSE = /[，,。；;！!？?]+/;

/** The character bigrams of a text (punctuation and spaces left out; a one-character text is its own). */
function bigrams(text: string): Set<string> {
  const cs = [...normalise(text).replace(PUNCTUATION, '')];
  const out = new Set<string>();
  if (cs.length === 1) out.add(cs[0]);
  for (let i = 0; i + 2 <= cs.length; i++) out.add(cs[i] + cs[i + 1]);
  return out;
}

/** Character-bigram Jaccard similarity of two texts, 0 (nothing shared) to 1 (the same bigrams). */
export function similarity(a: string, b: string): number {
  return jaccard(bigrams(a), bigrams(b));
}

function jaccard(x: Set<string>, y: Set<string>): number {
  if (!x.size && !y.size) return 1;
  let both = 0;
  for (const g of x) if (y.has(g)) both++;
  return both / (x.size + y.size - both);
}

export interface SimilarOptions {
  /** At most this many variants (default 10). */
  max?: number;
  /** Texts the variants must not repeat (an intent's existing examples). */
  existing?: string[];
  /** A variant this similar (or more) to another, the original or an existing text is dropped (default 0.85). */
  maxSimilarity?: number;
  /** Which variant kinds (default all). */
  kinds?: ('synonym' | 'polite' | 'reorder')[];
  /**
   * Swap any words of one concept, however loosely alike (default false: only close synonyms of
   * one form). Rougher sentences, but more of the lexicon's words: for training, not for people.
   */
  loose?: boolean;
  /** Seed of the order variants are tried in (default 1). */
  seed?: number;
}

function seeded(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    return (a >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** Every one-word synonym swap of a text, and some two-word ones. */
function synonymVariants(text: string, rand: () => number, loose: boolean): string[] {
  const table = loose ? LOOSE : STRICT;
  const words = wordsOf(normalise(text), true);
  const slots: { at: number; options: readonly string[] }[] = [];
  words.forEach((w, at) => {
    const cs = LEXICON.get(w);
    if (cs?.length !== 1 || !(loose || SWAP_FORM.test(w))) return;
    // A swap keeps the word's length, so a verb stays a verb and a noun a noun more often.
    const options = table.get(cs[0])?.filter((o) => o !== w && (loose || o.length === w.length));
    if (options?.length) slots.push({ at, options });
  });
  const out: string[] = [];
  const swap = (changes: [number, string][]) => {
    const copy = [...words];
    for (const [at, w] of changes) copy[at] = w;
    out.push(copy.join(''));
  };
  for (const s of slots) for (const o of shuffle([...s.options], rand).slice(0, 4)) swap([[s.at, o]]);
  for (let i = 0; i + 1 < slots.length; i++) {
    const a = slots[i];
    const b = slots[i + 1];
    swap([
      [a.at, a.options[Math.floor(rand() * a.options.length)]],
      [b.at, b.options[Math.floor(rand() * b.options.length)]],
    ]);
  }
  return out;
}

function politeVariants(text: string): string[] {
  // A particle goes before the closing question mark (如何注销账户呢？), thanks after it.
  const end = /[？?。.！!～~]+$/u.exec(text)?.[0] ?? '';
  const core = text
    .slice(0, text.length - end.length)
    .replace(/^(请问|麻烦你|麻烦|帮我|你好|您好|我想|我要)+/, '')
    .replace(/(一下|吗|呢|谢谢)+$/, '');
  const out = [core + end];
  for (const p of PREFIXES) if (!(p.endsWith('一下') && core.includes('一下'))) out.push(p + core + end);
  // Neither 吗 nor 一下 ends a sentence with a question word (如何…吗), nor 一下 one that has it.
  const asks = /如何|怎么|怎样|什么|哪|几|多少|为什么|是否|能否|吗/.test(core);
  for (const s of SUFFIXES) {
    if ((asks && (s.endsWith('吗') || s === '一下')) || (s === '一下' && core.includes(s))) continue;
    out.push(s === '谢谢' && end ? core + end + s : core + s + end);
  }
  return out.filter((v) => v.length >= 2);
}

function reorderVariants(text: string): string[] {
  const clauses = text.split(CLAUSE).filter(Boolean);
  if (clauses.length < 2) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < clauses.length; i++) {
    const c = [...clauses];
    [c[i], c[i + 1]] = [c[i + 1], c[i]];
    out.push(c.join('，'));
  }
  return out;
}

/** Distinct variants of `text` that mean the same, most different kinds first; never the text itself. */
export function similarQuestions(text: string, opts: SimilarOptions = {}): string[] {
  const max = opts.max ?? 10;
  const limit = opts.maxSimilarity ?? 0.85;
  const kinds = new Set(opts.kinds ?? ['synonym', 'polite', 'reorder']);
  const rand = seeded(opts.seed ?? 1);
  const pools = [
    kinds.has('synonym') ? synonymVariants(text, rand, opts.loose === true) : [],
    kinds.has('reorder') ? reorderVariants(text) : [],
    kinds.has('polite') ? shuffle(politeVariants(text), rand) : [],
  ];
  // Round-robin over the kinds, so a few variants are of every kind.
  const candidates: string[] = [];
  for (let i = 0; pools.some((p) => i < p.length); i++) for (const p of pools) if (i < p.length) candidates.push(p[i]);
  const kept: string[] = [];
  const against = [text, ...(opts.existing ?? [])].map(bigrams);
  for (const c of candidates) {
    if (kept.length >= max) break;
    const g = bigrams(c);
    if (against.some((a) => jaccard(a, g) >= limit)) continue;
    kept.push(c);
    against.push(g);
  }
  return kept;
}
