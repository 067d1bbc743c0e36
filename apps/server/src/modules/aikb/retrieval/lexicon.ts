import { normalise } from './segment.ts';

/** A piece of a normalised text: a word of the tenant's lexicon, or the text between such words. */
export interface Piece {
  text: string;
  word: boolean;
}

/**
 * A tenant's own synonym groups (aikb/synonym), over the built-in lexicon: each word of a group is
 * searched as the group's first word. The words are found in a text before it is segmented, the
 * longest at each position, so a word the segmenter would cut apart (携号转网) is one token, and
 * the text around it is segmented on its own. Finding them is one map lookup per character.
 */
export class TenantLexicon {
  /** Normalised word → the normalised first word of its group. */
  private readonly canon = new Map<string, string>();
  /** First character → the words starting with it, longest first. */
  private readonly byFirst = new Map<string, string[]>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const group of groups) {
      const words = group.map(normalise).filter((w) => w.trim().length > 0);
      if (words.length < 2) continue;
      for (const w of words) if (!this.canon.has(w)) this.canon.set(w, words[0]);
    }
    for (const w of this.canon.keys()) {
      const first = String.fromCodePoint(w.codePointAt(0) as number);
      const list = this.byFirst.get(first) ?? [];
      list.push(w);
      this.byFirst.set(first, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.length - a.length);
  }

  get size(): number {
    return this.canon.size;
  }

  /** The group's word for a normalised word of the lexicon, or undefined. */
  canonical(word: string): string | undefined {
    return this.canon.get(word);
  }

  /** The normalised text cut at the lexicon's words, or null when none of them occurs in it. */
  split(norm: string): Piece[] | null {
    let out: Piece[] | null = null;
    let from = 0;
    let i = 0;
    while (i < norm.length) {
      const c = String.fromCodePoint(norm.codePointAt(i) as number);
      const word = this.byFirst.get(c)?.find((w) => norm.startsWith(w, i));
      if (!word) {
        i += c.length;
        continue;
      }
      out ??= [];
      if (i > from) out.push({ text: norm.slice(from, i), word: false });
      out.push({ text: word, word: true });
      i += word.length;
      from = i;
    }
    if (out && from < norm.length) out.push({ text: norm.slice(from), word: false });
    return out;
  }
}
