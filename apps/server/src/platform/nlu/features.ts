/**
 * What an utterance is made of, for the trained intent models (requirements §3 model type nlu):
 * short spoken Chinese, often paraphrased and often mis-heard by speech recognition. Each feature
 * family covers a way two utterances of one meaning can look alike:
 *
 * - character n-grams (1–3) inside each run of Chinese characters, with the run's edges marked:
 *   robust to segmentation errors and to words the segmenter does not know;
 * - words (jieba with the call-centre lexicon, or the ICU segmenter built into Node) and adjacent
 *   word pairs: meaning carried by word order (不需要 vs 需要);
 * - concepts of the call-centre lexicon (lexicon.ts), negated ones marked, adjacent concept pairs
 *   and every pair of the utterance's concepts: paraphrases that share meaning but no characters
 *   (退订 / 不要了 / 关掉); a word mis-heard as same-sounding characters (推款 for 退款) finds its
 *   concept by its pinyin;
 * - optionally (off by default: on the development sets they added more noise than they caught),
 *   toneless pinyin syllables and syllable pairs of the characters (pinyin.ts);
 * - Latin and digit tokens whole, and their character trigrams.
 *
 * Spoken and mistyped forms are folded to written ones first (啥时候 → 什么时候). Features are
 * strings whose prefix (before the colon) names their family; the model keeps the ones seen in
 * training and may weight families (FeatureOptions.weights).
 */
import { conceptsOf, foldSpoken, wordsOf } from './lexicon.ts';
import { syllablesOf } from './pinyin.ts';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });
/** Spoken fillers that carry no meaning of their own (left out of the word features only). */
const FILLERS = new Set(['嗯', '啊', '呃', '哦', '噢', '呀', '吧', '呢', '哈', '额', '那个', '就是', '然后', '这个']);
/** Concepts too common to say much in a pair (they still count alone). */
const PAIRLESS = new Set(['filler', 'self', 'help', 'want', 'greet', 'thanks']);
/** At most this many characters of an utterance are read: a bound on the work per prediction. */
export const MAX_UTTERANCE_CHARS = 500;

export interface FeatureOptions {
  /** Segmenter for the word features: 'jieba' (default), 'intl' or 'none'. */
  words?: 'jieba' | 'intl' | 'none';
  /** Lexicon concepts (default true). */
  concepts?: boolean;
  /** Spoken forms folded to written ones (default true). */
  fold?: boolean;
  /** Every pair of the utterance's concepts, in any order and distance (default true). */
  allPairs?: boolean;
  /** Pinyin syllable features (default false). */
  pinyin?: boolean;
  /** Weight of each family by prefix (c, b, t, w, p, k, kn, kp, ka, y, yb, l, g); default 1. */
  weights?: Record<string, number>;
}

/** Full-width forms folded (NFKC), lower case, bounded length. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().slice(0, MAX_UTTERANCE_CHARS);
}

/** The runs of Chinese characters of a normalised text. */
function cjkRuns(s: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const c of s) {
    if (CJK.test(c)) run += c;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

function charGrams(s: string, out: string[]) {
  for (const run of cjkRuns(s)) {
    const chars = [...run];
    const marked = ['^', ...chars, '$'];
    for (const c of chars) out.push(`c:${c}`);
    for (let i = 0; i + 2 <= marked.length; i++) out.push(`b:${marked[i]}${marked[i + 1]}`);
    for (let i = 0; i + 3 <= marked.length; i++) out.push(`t:${marked[i]}${marked[i + 1]}${marked[i + 2]}`);
  }
}

function wordFeatures(words: string[], out: string[]) {
  let prev = '';
  for (const w of words) {
    if (FILLERS.has(w)) continue;
    if (CJK.test(w)) {
      out.push(`w:${w}`);
      if (prev) out.push(`p:${prev}|${w}`);
      prev = w;
    } else {
      out.push(`l:${w}`);
      const padded = `#${w}#`;
      for (let i = 0; i + 3 <= padded.length; i++) out.push(`g:${padded.slice(i, i + 3)}`);
      prev = '';
    }
  }
}

function conceptFeatures(words: string[], out: string[], allPairs: boolean) {
  let prev = '';
  const hits = conceptsOf(words);
  if (allPairs) {
    const names = [
      ...new Set(hits.filter((h) => !PAIRLESS.has(h.concept)).map((h) => (h.negated ? `!${h.concept}` : h.concept))),
    ].sort();
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) out.push(`ka:${names[i]}|${names[j]}`);
  }
  for (const hit of hits) {
    out.push(`k:${hit.concept}`);
    if (hit.negated) out.push(`kn:${hit.concept}`);
    if (PAIRLESS.has(hit.concept)) continue;
    const name = hit.negated ? `!${hit.concept}` : hit.concept;
    if (prev && prev !== name) out.push(`kp:${prev}|${name}`);
    prev = name;
  }
}

function pinyinFeatures(s: string, out: string[]) {
  for (const run of cjkRuns(s)) {
    const ys = syllablesOf(run);
    for (let i = 0; i < ys.length; i++) {
      if (!ys[i]) continue;
      out.push(`y:${ys[i]}`);
      if (i + 1 < ys.length && ys[i + 1]) out.push(`yb:${ys[i]}_${ys[i + 1]}`);
    }
  }
}

/** The features of one utterance, with repeats (a feature said twice counts twice). */
export function featuresOf(text: string, opts: FeatureOptions = {}): string[] {
  const s = opts.fold === false ? normalise(text) : foldSpoken(normalise(text));
  const out: string[] = [];
  charGrams(s, out);
  const mode = opts.words ?? 'jieba';
  const jiebaWords = mode === 'jieba' || opts.concepts !== false ? wordsOf(s) : [];
  if (mode === 'jieba') wordFeatures(jiebaWords, out);
  else if (mode === 'intl')
    wordFeatures(
      [...SEGMENTER.segment(s)].filter((x) => x.isWordLike).map((x) => x.segment),
      out,
    );
  if (opts.concepts !== false) conceptFeatures(jiebaWords, out, opts.allPairs !== false);
  if (opts.pinyin === true) pinyinFeatures(s, out);
  return out;
}
