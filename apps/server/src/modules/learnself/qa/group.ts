/**
 * Similar questions and questions already known (docs/learnself.md, QA extraction), pure. Both compare
 * questions by character-bigram Jaccard over the folded text, never all pairs.
 *
 * - Candidates whose questions are alike (≥ QA_GROUP_SIMILARITY, found by the diagnosis's near-pair
 *   search) are one group: the most confident is kept (the earliest on a tie), the others'
 *   questions become its similar questions (folded duplicates once, at most 50), and it gains 0.05
 *   a member, up to 0.1: a question asked or written several ways is more likely a real one.
 * - A kept candidate whose question is near-identical (≥ QA_KNOWN_SIMILARITY, the nlu similarity
 *   helper) to a question or similar question of the target library is dropped: the library already
 *   answers it.
 */
import { QA_GROUP_SIMILARITY, QA_KNOWN_SIMILARITY, QA_SIMILAR_MAX } from '@zhiyu/contract/modules/learnself/qa';
import { similarity } from '../../../platform/nlu/generate.ts';
import { foldUtterance } from '../dataset/repo.ts';
import { nearPairs } from '../diagnosis/diagnose.ts';
import { score } from './patterns.ts';

export interface Candidate {
  question: string;
  confidence: number;
  similar: string[];
}

function roots(n: number, pairs: [number, number, number][]) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (const [a, b] of pairs) {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  }
  return Array.from({ length: n }, (_, i) => find(i));
}

/** Groups alike questions; answers the kept candidates (in input order) and how many were folded in. */
export function groupSimilar<C extends Candidate>(cands: C[]): { kept: C[]; grouped: number } {
  const pairs = nearPairs(
    cands.map((c) => ({ text: c.question, label: '' })),
    QA_GROUP_SIMILARITY,
  );
  const root = roots(cands.length, pairs);
  const groups = new Map<number, number[]>();
  root.forEach((r, i) => {
    const members = groups.get(r);
    if (members) members.push(i);
    else groups.set(r, [i]);
  });
  const kept: { at: number; c: C }[] = [];
  for (const members of groups.values()) {
    const [best, ...rest] = [...members].sort((a, b) => cands[b].confidence - cands[a].confidence || a - b);
    const c = cands[best];
    const seen = new Set([foldUtterance(c.question), ...c.similar.map(foldUtterance)]);
    const similar = [...c.similar];
    for (const i of rest)
      for (const q of [cands[i].question, ...cands[i].similar]) {
        const f = foldUtterance(q);
        if (seen.has(f) || similar.length >= QA_SIMILAR_MAX) continue;
        seen.add(f);
        similar.push(q);
      }
    const bonus = Math.min(0.1, 0.05 * rest.length);
    kept.push({
      at: best,
      c: { ...c, similar, confidence: score(c.confidence + bonus) },
    });
  }
  kept.sort((a, b) => a.at - b.at);
  return { kept: kept.map((k) => k.c), grouped: cands.length - kept.length };
}

/** A question is compared with at most this many library texts (a bound for very repetitive libraries). */
const KNOWN_COMPARED_MAX = 1_000;

/** A text's character bigrams as the similarity helper reads it (folded: width, case, spaces, punctuation). */
function bigrams(text: string): string[] {
  const f = [...foldUtterance(text)];
  if (f.length < 2) return f;
  return [...new Set(f.slice(1).map((c, i) => f[i] + c))];
}

/**
 * The candidates whose question the library (its questions and similar questions) does not hold
 * yet. A question with Jaccard ≥ t to a library text shares with it at least one of any
 * (n − ⌈t·n⌉ + 1) of its n bigrams, so only the library texts holding one of its rarest bigrams are
 * compared: the library's texts are never compared with each other.
 */
export function dropKnown<C extends Candidate>(cands: C[], known: string[]): { fresh: C[]; known: number } {
  if (!known.length || !cands.length) return { fresh: cands, known: 0 };
  const postings = new Map<string, number[]>();
  known.forEach((text, i) => {
    for (const g of bigrams(text)) {
      const list = postings.get(g);
      if (list) list.push(i);
      else postings.set(g, [i]);
    }
  });
  const df = (g: string) => postings.get(g)?.length ?? 0;
  const fresh = cands.filter((c) => {
    const grams = bigrams(c.question).sort((a, b) => df(a) - df(b));
    const prefix = grams.length - Math.ceil(QA_KNOWN_SIMILARITY * grams.length) + 1;
    const seen = new Set<number>();
    for (const g of grams.slice(0, prefix))
      for (const i of postings.get(g) ?? []) {
        if (seen.has(i)) continue;
        if (seen.size >= KNOWN_COMPARED_MAX) return true;
        seen.add(i);
        if (similarity(c.question, known[i]) >= QA_KNOWN_SIMILARITY) return false;
      }
    return true;
  });
  return { fresh, known: cands.length - fresh.length };
}
