import { pinyin } from 'pinyin-pro';
import type { TenantLexicon } from './lexicon.ts';
import type { InvertedIndex } from './postings.ts';
import { canonical, normalise, rawCut, STOP_WORDS } from './segment.ts';

/**
 * Sound-alike repair of a question against the words an index holds: speech recognition (and a
 * hurried visitor's input method) writes a word as another of the same sound — 推款 for 退款,
 * 化费 for 话费 (repairQuery says which runs are repaired). Pinyin comes from pinyin-pro, a maintained
 * library that reads a character in the context of its neighbours.
 */
const HAN_PAIR = /^\p{Script=Han}{2}$/u;

const soundOf = (pair: string) => pinyin(pair, { toneType: 'none', type: 'array' }).join(' ');

export class SoundAlike {
  /** Toneless pinyin of a two-character word → the index's words of that sound. */
  private readonly bySound = new Map<string, Set<string>>();
  private readonly known = new Set<string>();

  /** Notes the words an index now holds (their sound is worked out once per distinct word). */
  add(words: readonly string[]): void {
    for (const w of words) {
      if (this.known.has(w) || !HAN_PAIR.test(w)) continue;
      this.known.add(w);
      const key = soundOf(w);
      const set = this.bySound.get(key) ?? new Set<string>();
      set.add(w);
      this.bySound.set(key, set);
    }
  }

  /** The indexed word that sounds like `pair` (the most used of several), or ''. */
  private alike(pair: string, uses: (word: string) => number): string {
    let best = '';
    let most = 0;
    for (const w of this.bySound.get(soundOf(pair)) ?? []) {
      const n = uses(w);
      if (n > most || (n === most && n > 0 && w < best)) {
        best = w;
        most = n;
      }
    }
    return best;
  }

  /**
   * A query with sound-alike mistakes of the words of `words` repaired: a two-character word the
   * index does not hold (化费), or two adjacent one-character words (推 / 款), that sounds like an
   * indexed word becomes that word. Stop words and the tenant's own synonyms are left alone.
   */
  repairQuery(query: string, words: InvertedIndex, lex?: TenantLexicon): string {
    const uses = (w: string) => {
      const id = words.termId(w);
      return id === undefined ? 0 : words.postLen[id];
    };
    const tokens = rawCut(normalise(query), lex);
    const lone = (t: string | undefined) => !!t && Array.from(t).length === 1 && !STOP_WORDS.has(t);
    let changed = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const pair = HAN_PAIR.test(t) ? t : lone(t) && lone(tokens[i + 1]) ? t + tokens[i + 1] : '';
      if (lex?.canonical(t) || !HAN_PAIR.test(pair) || STOP_WORDS.has(pair) || uses(canonical(pair, lex)) > 0) continue;
      const word = this.alike(pair, uses);
      if (!word) continue;
      if (pair === t) tokens[i] = word;
      else {
        tokens[i] = word;
        tokens[i + 1] = '';
        i += 1;
      }
      changed = true;
    }
    return changed ? tokens.join('') : query;
  }
}
