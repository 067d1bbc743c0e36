/** Tag entry of requirements §5 and §9: separators, de-duplication, item length and the text counter. */

/** Longest tag kept, in characters (requirements §9 tag length). */
export const TAG_MAX_LENGTH = 30;
/** Characters the entry box counts up to (requirements §9 counter). */
export const TAG_COUNTER_MAX = 5000;

// A line break, the ASCII comma or the full-width comma (U+FF0C) that Chinese input methods type:
// people paste examples one per line as often as they type them with commas.
export const ENTRY_SEPARATOR = /[\r\n,\uff0c]/;

/**
 * Splits typed text into tags: a line break, a comma or a full-width comma separates, blanks around items are
 * dropped, each item is cut to `maxLength` characters (code points, so a CJK or emoji character
 * counts once) and duplicates (after cutting) are removed, first occurrence kept.
 */
export function splitTags(text: string, maxLength = TAG_MAX_LENGTH): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(ENTRY_SEPARATOR)) {
    const item = Array.from(raw.trim()).slice(0, maxLength).join('').trim();
    if (item) seen.add(item);
  }
  return [...seen];
}

/** Counter shown under the entry box: characters typed out of the maximum. */
export function tagCounter(text: string): { count: number; max: number; over: boolean } {
  const count = Array.from(text).length;
  return { count, max: TAG_COUNTER_MAX, over: count > TAG_COUNTER_MAX };
}
