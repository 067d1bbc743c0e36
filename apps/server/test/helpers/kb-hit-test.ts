/** Calls of the knowledge-test tests (aikb/hit-test.test.ts). */
import { askHitTest, listHitTestHistory } from '@zhiyu/contract/modules/aikb/hit-test';
import type { FastifyInstance } from 'fastify';
import { kb } from './kb.ts';

export interface Page<T> {
  list: T[];
  total: number;
}
export interface HitRow {
  rank: number;
  refId: string;
  kind: 'item' | 'segment';
  libraryId: string;
  libraryName: string;
  title: string;
  field: string;
  matched: string;
  score: number;
  answerable: boolean;
}
export interface HitResult {
  id: string;
  question: string;
  askedAt: number;
  askedBy: string;
  allLibraries: boolean;
  libraries: { id: string; name: string }[];
  topN: number;
  answer: {
    kind: 'answer' | 'didYouMean' | 'fallback';
    text: string;
    refId: string | null;
    candidates: { refId: string; question: string; score: number }[];
  };
  hits: HitRow[];
  thresholds: { answer: number; suggest: number };
  rerunOf: string | null;
}
export interface Compare {
  before: HitResult;
  after: HitResult;
  diff: {
    outcomeChanged: boolean;
    answerChanged: boolean;
    hits: { refId: string; move: string; before: unknown; after: unknown }[];
  };
}

/** Ask a question (POST hitTest/ask) and read the history (GET hitTest/history) as the given token. */
export function hitTest(app: () => FastifyInstance) {
  const { get, post } = kb(app);
  return {
    ask: (body: Record<string, unknown>, token: string, lang = 'zh-CN') =>
      post<HitResult>(askHitTest, body, token, lang),
    history: async (query: Record<string, unknown>, token: string) => {
      const r = await get<Page<HitResult>>(listHitTestHistory, query, token);
      if (r.body.code !== '000000') throw new Error(JSON.stringify(r.body));
      return r.body.data;
    },
  };
}
