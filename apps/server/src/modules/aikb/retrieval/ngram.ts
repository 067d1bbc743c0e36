/**
 * Character unigrams and bigrams of a query's content (see Analysed.content), as UTF-16 code
 * units (read with charCodeAt: no string is made per character).
 */
export interface Grams {
  uni: Set<number>;
  bi: Set<number>;
}

// A bigram as one 32-bit integer (a small integer to the engine: no allocation per key).
const pair = (a: number, b: number) => (a << 16) | b;

export function grams(content: string): Grams {
  const uni = new Set<number>();
  const bi = new Set<number>();
  let prev = -1;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    uni.add(c);
    if (prev >= 0) bi.add(pair(prev, c));
    prev = c;
  }
  return { uni, bi };
}

// Scratch sets reused by every call (a search scores many candidates; none runs concurrently).
const seenUni = new Set<number>();
const seenBi = new Set<number>();

/**
 * Similarity of the query's grams and a candidate's content, 0..1: the mean of the unigram and
 * bigram Dice coefficients (unigrams alone when neither has two characters). Unigrams forgive a
 * typo or a reordered phrase; bigrams reward shared wording.
 */
export function dice(q: Grams, content: string): number {
  seenUni.clear();
  seenBi.clear();
  let uniHit = 0;
  let biHit = 0;
  let prev = -1;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (!seenUni.has(c)) {
      seenUni.add(c);
      if (q.uni.has(c)) uniHit++;
    }
    if (prev >= 0) {
      const b = pair(prev, c);
      if (!seenBi.has(b)) {
        seenBi.add(b);
        if (q.bi.has(b)) biHit++;
      }
    }
    prev = c;
  }
  const uniTotal = q.uni.size + seenUni.size;
  const biTotal = q.bi.size + seenBi.size;
  const uni = uniTotal ? (2 * uniHit) / uniTotal : 0;
  if (biTotal === 0) return uni;
  return (uni + (2 * biHit) / biTotal) / 2;
}
