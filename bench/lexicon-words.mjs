// What the self-learning benchmarks generate utterances from: the call-centre lexicon's words by
// concept (platform/nlu/lexicon.ts), the action concepts, and the object concepts with enough words,
// and a seeded random source, so a benchmark's data is the same on every run.
import { register } from 'tsx/esm/api';

register();
const server = new URL('../apps/server/', import.meta.url);
const { LEXICON } = await import(new URL('src/platform/nlu/lexicon.ts', server).href);

/** Concept → its words. */
export const byConcept = new Map();
for (const [w, cs] of LEXICON) for (const c of cs) byConcept.set(c, [...(byConcept.get(c) ?? []), w]);

export const ACTIONS = [
  'query',
  'cancel',
  'open',
  'apply',
  'change',
  'suspend',
  'resume',
  'complain',
  'repair',
  'pay',
  'refund',
];

/** The object concepts (not actions) with at least `minWords` words. */
export const objectConcepts = (minWords) =>
  [...byConcept.keys()].filter((c) => !ACTIONS.includes(c) && byConcept.get(c).length >= minWords);

/** A seeded generator (an LCG) and a pick from a list with it. */
export function seeded(seed) {
  let s = seed;
  const rand = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  return { rand, pick: (xs) => xs[Math.floor(rand() * xs.length)] };
}
