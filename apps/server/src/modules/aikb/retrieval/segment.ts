import { readFileSync } from 'node:fs';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import * as OpenCC from 'opencc-js/t2cn';
import type { TenantLexicon } from './lexicon.ts';

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

const lexicon = readJson<{ groups: string[][]; chars: Record<string, string> }>('./synonyms.json');
const TYPO_CHARS = new RegExp(`[${Object.keys(lexicon.chars).join('')}]`, 'g');

const FULL_WIDTH = /[\uff01-\uff5e\u3000]/g;
const halfWidth = (c: string) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0));

// Traditional characters to simplified with OpenCC's tables (opencc-js, maintained; a few
// microseconds per question), so 帳單 and 账单 are one word.
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

/**
 * Full-width letters, digits and punctuation to half-width, traditional characters to simplified,
 * lower case, common typo characters corrected. (Width by hand: String.normalize('NFKC') costs
 * more than segmenting the text.)
 */
export function normalise(text: string): string {
  return toSimplified(text.replace(FULL_WIDTH, halfWidth))
    .toLowerCase()
    .replace(TYPO_CHARS, (c) => lexicon.chars[c]);
}

/** Stop words of the module's own list (stopwords.json), normalised. */
export const STOP_WORDS: ReadonlySet<string> = (() => {
  const raw = readJson<{ zh: string[]; en: string[] }>('./stopwords.json');
  return new Set([...raw.zh, ...raw.en].map(normalise));
})();

/** The built-in lexicon's groups as written (the console lists them). */
export const BUILTIN_GROUPS: readonly (readonly string[])[] = lexicon.groups;

/** Each synonym (synonyms.json) to its group's first word, normalised. */
export const SYNONYMS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const group of lexicon.groups) for (const w of group) map.set(normalise(w), normalise(group[0]));
  return map;
})();

// Loading the default dictionary takes about half a second, so it happens on first use, once.
// The lexicon's words that the default dictionary would cut apart are added so they stay whole.
let jieba: Jieba | undefined;
function segmenter(): Jieba {
  if (jieba) return jieba;
  const j = Jieba.withDict(dict);
  const extra = [...SYNONYMS.keys()].filter((w) => w.length > 1 && j.cut(w, false).length > 1);
  if (extra.length) j.loadDict(Buffer.from(extra.map((w) => `${w} 1000`).join('\n')));
  jieba = j;
  return j;
}

const HAS_WORD = /[\p{L}\p{N}]/u;
const LATIN_DIGIT = /^[a-z0-9.]+$/;
const LATIN_DIGIT_RUNS = /[a-z]+|[0-9]+(?:\.[0-9]+)?/g;

/**
 * Segmenter tokens to words: those without a letter or digit dropped, `iphone15` split into
 * `iphone` and `15`, stop words dropped. Surface forms (no synonym mapping).
 */
function words(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const t = token.trim();
    if (!t || !HAS_WORD.test(t)) continue;
    if (LATIN_DIGIT.test(t)) {
      for (const part of t.match(LATIN_DIGIT_RUNS) ?? []) if (!STOP_WORDS.has(part)) out.push(part);
    } else if (!STOP_WORDS.has(t)) out.push(t);
  }
  return out;
}

/** The word a word is searched as: the tenant's group first, then the built-in lexicon's. */
export const canonical = (w: string, lex?: TenantLexicon) => lex?.canonical(w) ?? SYNONYMS.get(w) ?? w;

/**
 * Normalised text cut by `cut`, a word of the tenant's lexicon (lexicon.ts) kept whole as one
 * token and the text around it cut on its own.
 */
function cutAround(norm: string, lex: TenantLexicon | undefined, cut: (s: string) => string[]): string[] {
  const pieces = lex?.split(norm);
  if (!pieces) return cut(norm);
  const out: string[] = [];
  for (const p of pieces) {
    if (p.word) out.push(p.text);
    else for (const t of cut(p.text)) out.push(t);
  }
  return out;
}

/** Normalised text in precise mode, every token kept (punctuation too), nothing mapped. */
export const rawCut = (norm: string, lex?: TenantLexicon): string[] =>
  cutAround(norm, lex, (s) => segmenter().cut(s, false));

// New-word guessing (HMM) is off: on short questions it glued unrelated characters into
// one-off tokens (给我发, 想多加) that match nothing. Both take normalised text.
const searchCut = (norm: string, lex?: TenantLexicon) =>
  cutAround(norm, lex, (s) => words(segmenter().cutForSearch(s, false)));
const preciseCut = (norm: string, lex?: TenantLexicon) => cutAround(norm, lex, (s) => words(segmenter().cut(s, false)));

/**
 * The tokens the index uses: normalised text cut in search mode (long words also yield their
 * dictionary sub-words, so 退货运费 matches 退货), punctuation and stop words removed, synonyms
 * replaced by their group's word. Repeats are kept: they are term frequencies.
 */
export function segment(text: string, lex?: TenantLexicon): string[] {
  return text ? searchCut(normalise(text), lex).map((w) => canonical(w, lex)) : [];
}

/** What the index keeps of a text. */
export interface Analysed {
  /** segment(text): search-mode words, synonyms mapped (the indexed side). */
  words: string[];
  /** Precise-mode words, synonyms mapped (the query side of a search). */
  precise: string[];
  /**
   * Characters of the precise-mode words as written (a latin or digit run stays whole); a word of
   * the tenant's own groups gives its group word's.
   */
  chars: string[];
  /**
   * The precise-mode words, synonyms mapped, joined without separators: what character n-grams
   * compare. With `bySentence`, one such string per sentence, joined by newlines.
   */
  content: string;
}

const SENTENCE_END = /[。！？!?；;\n]+/;

/**
 * Words, characters and n-gram content of a text, normalised and cut once per mode. Characters
 * catch what words miss: a typo keeps the other characters of its word, and 店里 shares 店 with
 * 到店. `lex`: the tenant's own synonyms.
 */
export function analyse(text: string, bySentence = false, lex?: TenantLexicon): Analysed {
  const norm = text ? normalise(text) : '';
  const parts = bySentence ? norm.split(SENTENCE_END) : [norm];
  const precise: string[] = [];
  const chars: string[] = [];
  const content: string[] = [];
  for (const part of parts) {
    const ws = part ? preciseCut(part, lex) : [];
    for (const written of ws) {
      // A word of the tenant's own groups counts with its group word's characters.
      const w = lex?.canonical(written) ?? written;
      if (LATIN_DIGIT.test(w)) chars.push(w);
      else for (const c of w) chars.push(c);
    }
    const mapped = ws.map((w) => canonical(w, lex));
    for (const w of mapped) precise.push(w);
    if (mapped.length) content.push(mapped.join(''));
  }
  const indexed = norm ? searchCut(norm, lex).map((w) => canonical(w, lex)) : [];
  return { words: indexed, precise, chars, content: content.join('\n') };
}
