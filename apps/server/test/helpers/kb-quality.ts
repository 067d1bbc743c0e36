/**
 * Answer quality of the knowledge search on independently written FAQ sets
 * (test/fixtures/kb-heldout/*.json reported, test/fixtures/kb-tuning/*.json for tuning): each set
 * is a library of items, visitor questions meant for one item each, and questions no item answers.
 * A question is put to the bot's own decision (decideFrom) over an index of the set's items.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type KbEntry, KbIndex } from '../../src/modules/aikb/retrieval/kb-index.ts';
import { DECISION_SEARCH, decideFrom } from '../../src/modules/aitext/chat/answer.ts';
import type { KbAnswer } from '../../src/modules/aitext/chat/deps.ts';

export interface FaqSet {
  domain: string;
  items: { id: string; question: string; similar: string[]; answer: string }[];
  queries: { q: string; item: string }[];
  outOfScope: string[];
}

const FIXTURES = resolve(import.meta.dirname, '../fixtures');

export function loadSets(dir: 'kb-heldout' | 'kb-tuning'): FaqSet[] {
  const path = resolve(FIXTURES, dir);
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(resolve(path, f), 'utf8')) as FaqSet);
}

export function indexOf(set: FaqSet): KbIndex {
  const entries: KbEntry[] = set.items.map((i) => ({
    key: `item:${i.id}`,
    kind: 'item',
    refId: i.id,
    libraryId: set.domain,
    question: i.question,
    similar: i.similar,
    text: '',
    enabled: true,
  }));
  return new KbIndex(entries);
}

export interface Outcome {
  /** The question's item ranks first. */
  top1: boolean;
  kind: 'answer' | 'suggest' | 'fallback';
  /** Answered with its item, or its item among the "did you mean" candidates. */
  right: boolean;
}

export interface Figures {
  domain: string;
  questions: number;
  outOfScope: number;
  top1: number;
  answeredRight: number;
  answeredWrong: number;
  suggestedRight: number;
  fallback: number;
  outOfScopeAnswered: number;
  /** Questions answered wrongly and out-of-scope ones answered, for reading (tuning sets only). */
  misses: string[];
}

export function measure(set: FaqSet): Figures {
  const index = indexOf(set);
  const answers: KbAnswer[] = set.items.map((i) => ({ id: i.id, question: i.question, answer: i.answer }));
  const decideOn = (q: string) => {
    const hits = index.search(q, DECISION_SEARCH);
    return { hits, d: decideFrom(hits, answers, '', 'zh') };
  };
  const f: Figures = {
    domain: set.domain,
    questions: set.queries.length,
    outOfScope: set.outOfScope.length,
    top1: 0,
    answeredRight: 0,
    answeredWrong: 0,
    suggestedRight: 0,
    fallback: 0,
    outOfScopeAnswered: 0,
    misses: [],
  };
  for (const { q, item } of set.queries) {
    const { hits, d } = decideOn(q);
    if (hits[0]?.refId === item) f.top1 += 1;
    if (d.kind === 'answer') {
      if (d.hit.refId === item) f.answeredRight += 1;
      else {
        f.answeredWrong += 1;
        f.misses.push(`wrong: ${q} → ${d.hit.refId} (want ${item}, ${d.hit.score.toFixed(2)})`);
      }
    } else if (d.kind === 'suggest') {
      if (d.candidates.some((c) => c.refId === item)) f.suggestedRight += 1;
    } else f.fallback += 1;
  }
  for (const q of set.outOfScope) {
    const { d } = decideOn(q);
    if (d.kind === 'answer') {
      f.outOfScopeAnswered += 1;
      f.misses.push(`out of scope answered: ${q} → ${d.hit.refId} (${d.hit.score.toFixed(2)})`);
    }
  }
  return f;
}

export const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;

export function line(f: Figures): string {
  return (
    `${f.domain}: top-1 ${f.top1}/${f.questions} = ${pct(f.top1, f.questions)}; ` +
    `answered right ${pct(f.answeredRight, f.questions)}, answered wrong ${pct(f.answeredWrong, f.questions)}, ` +
    `did-you-mean holding it ${f.suggestedRight}, fallback ${f.fallback}; ` +
    `out of scope answered ${f.outOfScopeAnswered}/${f.outOfScope} = ${pct(f.outOfScopeAnswered, f.outOfScope)}`
  );
}
