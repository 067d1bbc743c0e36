/**
 * The call-centre lexicon at work (requirements §3 model type nlu): an utterance folded to written
 * forms, cut into words by jieba (its bundled dictionary, no download), and the words mapped to
 * concepts, so that two wordings of one request — 退订 / 不要了 / 关掉, 多少钱 / 怎么收费 — share
 * features even when they share no characters. A negator (不, 没, 别 …) marks the concept that
 * follows it closely, so 不想要 and 想要 stay apart.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { GENERAL } from './lexicon-general.ts';
import { LIFE } from './lexicon-life.ts';
import { SERVICES } from './lexicon-services.ts';
import { SPEECH } from './lexicon-speech.ts';
import { SPOKEN_FORMS, UTILITIES } from './lexicon-utilities.ts';
import { pinyinKey } from './pinyin.ts';

/** Word → the concepts it says. */
export const LEXICON: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const block of [GENERAL, SERVICES, UTILITIES, LIFE, SPEECH])
    for (const line of block.split('\n')) {
      const [concept, ...words] = line.trim().split(/\s+/);
      if (!concept || !words.length) continue;
      for (const w of words) {
        const key = w.toLowerCase();
        const at = map.get(key);
        if (!at) map.set(key, [concept]);
        else if (!at.includes(concept)) at.push(concept);
      }
    }
  return map;
})();

/**
 * The lexicon's words of two or more Chinese characters by their toneless pinyin: a word that
 * speech recognition wrote with other characters of the same sound (推款 for 退款) still finds its
 * concepts. A sound shared by words of different concepts gives them all.
 */
const BY_SOUND: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [w, cs] of LEXICON) {
    if (w.length < 2 || !/^[\u4e00-\u9fff]+$/.test(w)) continue;
    const key = pinyinKey(w);
    if (!key) continue;
    const at = map.get(key) ?? [];
    for (const c of cs) if (!at.includes(c)) at.push(c);
    map.set(key, at);
  }
  return map;
})();

/** Characters too common to be a mis-heard part of a word (一个 is not 一格, 优惠吗 not 优惠码). */
const FUNCTION_CHARS = /[一个的了是吗呢吧啊我你他她它这那有在不就也都还和要会能]/;

/** The concepts a span of two or more characters sounds like, when no function character is in it. */
function bySoundOf(span: string): readonly string[] | undefined {
  if (span.length < 2 || FUNCTION_CHARS.test(span)) return undefined;
  const key = pinyinKey(span);
  return key ? BY_SOUND.get(key) : undefined;
}

/** The longest lexicon entry, in characters: how far a match may reach. */
const LONGEST = Math.max(...[...LEXICON.keys()].map((w) => w.length));

const SPOKEN: ReadonlyMap<string, string> = new Map(
  SPOKEN_FORMS.trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);
const SPOKEN_RE = new RegExp([...SPOKEN.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).join('|'), 'g');

/** Spoken and mistyped forms replaced by their written ones (啥时候 → 什么时候, 帐单 → 账单). */
export function foldSpoken(text: string): string {
  return text.replace(SPOKEN_RE, (m) => SPOKEN.get(m) ?? m);
}

/** Words that deny what follows them. */
const NEGATORS = new Set([...LEXICON.entries()].flatMap(([w, cs]) => (cs.includes('negation') ? [w] : [])));
/** How many words after a negator its denial reaches. */
const NEGATION_REACH = 3;

// Loading the dictionary takes about a fifth of a second: on first use, once. The lexicon's words
// are added so that the segmenter keeps them whole.
let jieba: Jieba | undefined;
function segmenter(): Jieba {
  if (jieba) return jieba;
  const j = Jieba.withDict(dict);
  const extra = [...LEXICON.keys()].filter((w) => w.length > 1 && /^[\u4e00-\u9fff]+$/.test(w));
  j.loadDict(Buffer.from(extra.map((w) => `${w} 2000`).join('\n')));
  jieba = j;
  return j;
}

/** The words of a (normalised, folded) text; punctuation and spaces dropped unless kept. */
export function wordsOf(text: string, keepPunctuation = false): string[] {
  const words = segmenter().cut(text, false);
  return keepPunctuation ? words : words.filter((w) => /[\p{L}\p{N}]/u.test(w));
}

export interface ConceptHit {
  concept: string;
  /** A negator came just before it. */
  negated: boolean;
  /** The index of the first word it covers. */
  at: number;
}

/** Entries of two or more characters inside a longer word, longest first from the left. */
function inside(word: string, at: number, out: ConceptHit[]) {
  for (let i = 0; i < word.length; ) {
    let step = 1;
    for (let n = Math.min(LONGEST, word.length - i); n >= 2; n--) {
      const cs = LEXICON.get(word.slice(i, i + n));
      if (cs && !(i === 0 && n === word.length)) {
        for (const concept of cs) out.push({ concept, negated: false, at });
        step = n;
        break;
      }
    }
    i += step;
  }
}

/**
 * The concepts of a text's words, left to right: the longest run of whole words that is a lexicon
 * entry wins; a long word that is no entry is searched for entries inside it.
 */
export function conceptsOf(words: string[], bySound = true): ConceptHit[] {
  const out: ConceptHit[] = [];
  let negatedUntil = -1;
  for (let i = 0; i < words.length; ) {
    let joined = '';
    const spans: string[] = [];
    for (let j = i; j < words.length && joined.length + words[j].length <= LONGEST; j++) {
      joined += words[j];
      spans.push(joined);
    }
    // The longest span that is an entry as written, or (longer still) by its sound.
    let n = spans.length;
    while (n >= 1 && !LEXICON.has(spans[n - 1])) n--;
    let heard = bySound ? spans.length : 0;
    while (heard > n && !bySoundOf(spans[heard - 1])) heard--;
    n = Math.max(n, heard);
    if (n > 0) {
      const span = spans[n - 1];
      const negator = NEGATORS.has(span);
      for (const concept of LEXICON.get(span) ?? bySoundOf(span) ?? [])
        if (!negator || concept === 'negation') out.push({ concept, negated: i <= negatedUntil, at: i });
      if (negator) negatedUntil = i + n - 1 + NEGATION_REACH;
      i += n;
      continue;
    }
    if (words[i].length >= 3) inside(words[i], i, out);
    i++;
  }
  return out;
}
