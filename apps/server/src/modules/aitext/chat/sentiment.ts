import { readFileSync } from 'node:fs';

interface Lexicon {
  threshold: number;
  negative: Record<string, number>;
  positive: Record<string, number>;
  negations: string[];
  negationWindow: number;
}

const LEXICON: Lexicon = JSON.parse(readFileSync(new URL('./sentiment.json', import.meta.url), 'utf8'));
const WORDS = [
  ...Object.entries(LEXICON.negative).map(([w, n]) => ({ w: w.toLowerCase(), n: -n })),
  ...Object.entries(LEXICON.positive).map(([w, n]) => ({ w: w.toLowerCase(), n })),
];
const NEGATIONS = LEXICON.negations.map((x) => x.toLowerCase());

/**
 * The text's sentiment by the local lexicon (sentiment.json): the sum of the weights of the words
 * found (negative words count negative). A negation within `negationWindow` characters before a
 * word turns a positive word negative (不满意) and a negative word neutral (不生气). Latin words
 * match whole words only.
 */
export function sentimentScore(text: string): number {
  const t = text.normalize('NFKC').toLowerCase();
  let score = 0;
  for (const { w, n } of WORDS) {
    for (let i = t.indexOf(w); i >= 0; i = t.indexOf(w, i + w.length)) {
      if (/^[a-z]/.test(w) && (/[a-z]/.test(t[i - 1] ?? '') || /[a-z]/.test(t[i + w.length] ?? ''))) continue;
      const before = t.slice(Math.max(0, i - LEXICON.negationWindow - 4), i);
      const negated = NEGATIONS.some((x) => {
        const at = before.lastIndexOf(x);
        return at >= 0 && before.length - (at + x.length) <= LEXICON.negationWindow - 1;
      });
      score += negated ? (n > 0 ? -n : 0) : n;
    }
  }
  return score;
}

/** How a score reads: negative at or below -threshold, positive at or above it, neutral between. */
export function moodOf(score: number): 'negative' | 'neutral' | 'positive' {
  if (score <= -LEXICON.threshold) return 'negative';
  return score >= LEXICON.threshold ? 'positive' : 'neutral';
}

/** requirements §3 scene 4: the text reads as negative emotion. */
export function isNegative(text: string): boolean {
  return sentimentScore(text) <= -LEXICON.threshold;
}
