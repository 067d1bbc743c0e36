/**
 * The knowledge test (/aikb/test 知识测试): ask the knowledge base a question, see the ranked hits
 * and the answer the text bot would give, keep every question as a history row and compare a
 * stored one with today's knowledge. Errors 160301–160319 (hit-test-errors.ts); a library that is
 * not the caller's answers 160002.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { Id, Ids } from './library.ts';

/** Characters (code points) of a question, after trimming; longer answers 160302. */
export const HIT_TEST_QUESTION_MAX = 200;
export const HIT_TEST_TOP_N_MAX = 20;
export const HIT_TEST_TOP_N_DEFAULT = 10;
/** Libraries one question may name. */
export const HIT_TEST_LIBRARIES_MAX = 100;

export const HIT_KINDS = ['item', 'segment'] as const;
export const HitKind = z.enum(HIT_KINDS);
/** Where the hit matched: the standard question, a similar question or a document segment. */
export const HIT_FIELDS = ['question', 'similar', 'segment'] as const;
export const HitField = z.enum(HIT_FIELDS);
/** What the bot would do: answer, offer "did you mean" candidates, or fall back. */
export const HIT_OUTCOMES = ['answer', 'didYouMean', 'fallback'] as const;
export const HitOutcome = z.enum(HIT_OUTCOMES);
export type HitOutcome = z.infer<typeof HitOutcome>;

export const HitRow = z.object({
  /** 1 = best. */
  rank: z.number(),
  refId: z.string(),
  kind: HitKind,
  libraryId: z.string(),
  libraryName: z.string(),
  /** The item's standard question, or the segment's document name and heading path. */
  title: z.string(),
  field: HitField,
  /** The phrasing that scored best: standard or similar question, or the segment's text. */
  matched: z.string(),
  /** 0..1. */
  score: z.number(),
  /** The item may answer now (valid, in its effective period, library enabled); segments always. */
  answerable: z.boolean(),
});
export type HitRow = z.infer<typeof HitRow>;

export const BotCandidate = z.object({ refId: z.string(), kind: HitKind, question: z.string(), score: z.number() });

export const BotAnswer = z.object({
  kind: HitOutcome,
  /** The answer as plain text, the "did you mean" prompt, or the fallback text. */
  text: z.string(),
  /** The hit that answers (kind answer). */
  refId: z.string().nullable(),
  hitKind: HitKind.nullable(),
  score: z.number().nullable(),
  /** "Did you mean" candidates (kind didYouMean), best first. */
  candidates: z.array(BotCandidate),
});
export type BotAnswer = z.infer<typeof BotAnswer>;

export const HitTestResult = z.object({
  /** The history row this result is stored as. */
  id: z.string(),
  question: z.string(),
  /** Milliseconds: when the question was asked (the state of the knowledge it saw). */
  askedAt: z.number(),
  askedBy: z.string(),
  /** Asked of every enabled library (none named) rather than a chosen list. */
  allLibraries: z.boolean(),
  libraries: z.array(z.object({ id: z.string(), name: z.string() })),
  topN: z.number(),
  answer: BotAnswer,
  hits: z.array(HitRow),
  /** The bot's thresholds when asked: at or above `answer` answers; from `suggest` up, "did you mean". */
  thresholds: z.object({ answer: z.number(), suggest: z.number() }),
  /** The history row this one re-asked. */
  rerunOf: z.string().nullable(),
});
export type HitTestResult = z.infer<typeof HitTestResult>;

export const HitTestAsk = z.object({
  /** Checked by the server after trimming: blank answers 160301, too long 160302. */
  question: z.string().max(10_000),
  /** Absent or empty: every enabled library of the caller's app. */
  libraryIds: z.array(Id).max(HIT_TEST_LIBRARIES_MAX).optional(),
  topN: z.number().int().min(1).max(HIT_TEST_TOP_N_MAX).default(HIT_TEST_TOP_N_DEFAULT),
});
export type HitTestAsk = z.input<typeof HitTestAsk>;

export const askHitTest = defineEndpoint({
  id: 'aikb.hitTest.ask',
  method: 'POST',
  path: '/aikb-api/hitTest/ask',
  access: 'aikb.hitTest.ask',
  body: HitTestAsk,
  response: HitTestResult,
  example: { body: { question: '怎么申请退货', topN: 5 } },
});

export const HitTestHistoryQuery = PageQuery.extend({
  /** Part of the question, case-insensitive. */
  question: z.string().trim().max(HIT_TEST_QUESTION_MAX).optional(),
});
export type HitTestHistoryQuery = z.input<typeof HitTestHistoryQuery>;

export const listHitTestHistory = defineEndpoint({
  id: 'aikb.hitTest.history',
  method: 'GET',
  path: '/aikb-api/hitTest/history',
  access: 'aikb.hitTest.history',
  query: HitTestHistoryQuery,
  /** Newest first, each row with its whole stored result. */
  response: pageOf(HitTestResult),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const HIT_MOVES = ['up', 'down', 'same', 'new', 'gone'] as const;
export const HitMove = z.enum(HIT_MOVES);
export type HitMove = z.infer<typeof HitMove>;
const Place = z.object({ rank: z.number(), score: z.number() }).nullable();

export const HitDiffRow = z.object({
  refId: z.string(),
  kind: HitKind,
  title: z.string(),
  before: Place,
  after: Place,
  move: HitMove,
});
export type HitDiffRow = z.infer<typeof HitDiffRow>;

export const HitTestCompare = z.object({
  before: HitTestResult,
  after: HitTestResult,
  diff: z.object({
    /** The bot would now answer, suggest or fall back differently. */
    outcomeChanged: z.boolean(),
    /** Same outcome, but another hit answers, other candidates are offered, or the text changed. */
    answerChanged: z.boolean(),
    /** The hits of now in their order, then those gone. */
    hits: z.array(HitDiffRow),
  }),
});
export type HitTestCompare = z.infer<typeof HitTestCompare>;

export const rerunHitTest = defineEndpoint({
  id: 'aikb.hitTest.rerun',
  method: 'POST',
  path: '/aikb-api/hitTest/rerun',
  access: 'aikb.hitTest.rerun',
  body: z.object({ id: Id }),
  response: HitTestCompare,
  // A row no tenant owns: valid input, answered 160303, changes nothing.
  example: { body: { id: 'kbt-none' } },
});

export const deleteHitTests = defineEndpoint({
  id: 'aikb.hitTest.delete',
  method: 'POST',
  path: '/aikb-api/hitTest/delete',
  access: 'aikb.hitTest.delete',
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['kbt-none'] } },
});
