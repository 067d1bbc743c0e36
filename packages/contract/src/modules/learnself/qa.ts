/**
 * QA extraction (requirements R4, /learnself/qa): question–answer pairs found in knowledge documents
 * (their parsed segments) and in transcripts (a caller's or visitor's question and the bot's answer),
 * kept as candidates with their source and a confidence, reviewed and edited, then pushed into a
 * knowledge library as items with the similar questions found. The method: docs/learnself.md, QA extraction.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf, sortedPageQuery } from '../../list.ts';
import { CategoryNode } from '../aikb/category.ts';
import { QUESTION_MAX, SIMILAR_MAX_COUNT, SimilarQuestions } from '../aikb/knowledge.ts';
import { PoolSource } from './pool.ts';
import { SafeText } from './text.ts';

/** Documents one run reads at most. */
export const QA_DOCUMENTS_MAX = 20;
/** Segments one run reads at most (in document order); the rest are left out and the run says so. */
export const QA_SEGMENTS_MAX = 5_000;
/** Calls or text sessions one run reads at most (the newest of the range first). */
export const QA_CONVERSATIONS_MAX = 2_000;
/** Turns one run reads at most, and of one conversation. */
export const QA_TURNS_MAX = 50_000;
export const QA_TURNS_PER_CONVERSATION = 200;
/** Characters of text one run reads at most (segments or turns). */
export const QA_CHARS_MAX = 2_000_000;
/** Candidates one run keeps at most (the most confident). */
export const QA_CANDIDATES_MAX = 2_000;
/** A candidate's answer is cut (at a sentence end) to this many characters. */
export const QA_ANSWER_MAX = 2_000;
/** A question folds to at least this many characters. */
export const QA_QUESTION_MIN = 3;
/** A transcript run's range spans at most this many days. */
export const QA_RANGE_MAX_DAYS = 92;
/** Questions this alike (character-bigram Jaccard) are one question: the others become its similar questions. */
export const QA_GROUP_SIMILARITY = 0.6;
/** A question this alike to a question (or similar question) of the target library is already there. */
export const QA_KNOWN_SIMILARITY = 0.85;
/** Candidates one accept pushes at most. */
export const QA_ACCEPT_MAX = 200;

export const QA_STATES = ['pending', 'accepted', 'rejected'] as const;
export const QaState = z.enum(QA_STATES);
export type QaState = z.infer<typeof QaState>;
/** Where a candidate came from: a knowledge document, a call, a text session. */
export const QA_SOURCES = ['document', 'call', 'text'] as const;
export const QaSource = z.enum(QA_SOURCES);
export type QaSource = z.infer<typeof QaSource>;
export const QA_RUN_SOURCES = ['document', 'transcript'] as const;
export const QA_SORT_FIELDS = ['confidence', 'createdAt'] as const;

const Id = z.string().trim().min(1).max(64);
const Ms = z.number().int().min(0).max(8_640_000_000_000);
const DAY_MS = 86_400_000;

const DocumentRun = z.object({
  source: z.literal('document'),
  documentIds: z.array(Id).min(1).max(QA_DOCUMENTS_MAX),
  /** Candidates already in this library (near-identical questions) are dropped. */
  libraryId: Id.optional(),
});
const TranscriptRun = z
  .object({
    source: z.literal('transcript'),
    /** Calls (the caller's turns and the bot's) or text sessions (the visitor's and the bot's). */
    transcript: PoolSource,
    /** Calls of one bot. */
    botId: Id.optional(),
    /** Text sessions of one channel. */
    channelId: Id.optional(),
    from: Ms,
    to: Ms,
    libraryId: Id.optional(),
  })
  .refine((r) => r.to >= r.from, { path: ['to'], message: 'to must not be before from' })
  .refine((r) => r.to - r.from <= QA_RANGE_MAX_DAYS * DAY_MS, {
    path: ['to'],
    message: `the range spans at most ${QA_RANGE_MAX_DAYS} days`,
  });
export const QaRunInput = z.discriminatedUnion('source', [DocumentRun, TranscriptRun]);
export type QaRunInput = z.input<typeof QaRunInput>;

export const QaRunRow = z.object({
  id: z.string(),
  source: z.enum(QA_RUN_SOURCES),
  params: z.record(z.string(), z.unknown()),
  /** What the run names in its parameters: documents, or the bot / channel. */
  summary: z.string(),
  /** Segments or turns read. */
  inputCount: z.number(),
  /** A cap was reached: part of the input was not read. */
  truncated: z.boolean(),
  candidateCount: z.number(),
  /** Candidates folded into another as its similar questions. */
  groupedCount: z.number(),
  /** Candidates dropped as already in the chosen library. */
  knownCount: z.number(),
  creator: z.string(),
  createdAt: z.number(),
});
export type QaRunRow = z.infer<typeof QaRunRow>;

export const QaCandidateRow = z.object({
  id: z.string(),
  runId: z.string(),
  source: QaSource,
  /** The document, call record or text session. */
  sourceId: z.string(),
  /** The document's name, or the bot's or channel's. */
  sourceName: z.string(),
  /** The heading path in the document, or '' for a transcript. */
  sourceDetail: z.string(),
  /** A document's library (for a link); null for a transcript. */
  sourceLibraryId: z.string().nullable(),
  /** When the conversation started; null for a document. */
  sourceAt: z.number().nullable(),
  question: z.string(),
  answer: z.string(),
  similar: z.array(z.string()),
  /** Heuristic, 0..1 (docs/learnself.md, QA extraction). */
  confidence: z.number(),
  state: QaState,
  /** Where an accepted candidate went: the library and the item. */
  libraryId: z.string().nullable(),
  libraryName: z.string(),
  itemId: z.string().nullable(),
  reviewer: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type QaCandidateRow = z.infer<typeof QaCandidateRow>;

export const QaCandidateListQuery = sortedPageQuery(QA_SORT_FIELDS).extend({
  runId: Id.optional(),
  state: QaState.optional(),
  source: QaSource.optional(),
  /** Part of the question or the answer, case-insensitive. */
  keyword: z.string().trim().max(QUESTION_MAX).optional(),
});
export type QaCandidateListQuery = z.input<typeof QaCandidateListQuery>;

export const QaCandidateEdit = z.object({
  id: Id,
  question: SafeText(QUESTION_MAX, 1),
  answer: SafeText(QA_ANSWER_MAX, 1),
  /** A list or text (newline, ｜ or | between); trimmed, blanks and duplicates dropped, 0..50, each ≤ 200. */
  similar: SimilarQuestions.default([]),
});
export type QaCandidateEdit = z.input<typeof QaCandidateEdit>;

export const QaAcceptInput = z.object({
  ids: z.array(Id).min(1).max(QA_ACCEPT_MAX),
  libraryId: Id,
  categoryId: Id.nullable().optional(),
});
export type QaAcceptInput = z.input<typeof QaAcceptInput>;

const Named = z.object({ id: z.string(), name: z.string() });
export const QaDocumentOption = Named.extend({
  libraryId: z.string(),
  libraryName: z.string(),
  segmentCount: z.number(),
});
export type QaDocumentOption = z.infer<typeof QaDocumentOption>;
export const QaLibraryOption = Named.extend({ itemCount: z.number(), status: z.number() });
export type QaLibraryOption = z.infer<typeof QaLibraryOption>;
const NameQuery = PageQuery.extend({ name: z.string().trim().max(50).optional() });

/** Runs an extraction now (the input is bounded: docs/learnself.md, QA extraction) and answers the run. */
export const runQaExtraction = defineEndpoint({
  id: 'learnself.qa.run',
  method: 'POST',
  path: '/learnself-api/qa/run',
  access: 'learnself.qa.run',
  body: QaRunInput,
  response: QaRunRow,
  example: { body: { source: 'document', documentIds: ['doc-none'] } },
});

export const listQaRuns = defineEndpoint({
  id: 'learnself.qa.runs',
  method: 'GET',
  path: '/learnself-api/qa/run/list',
  access: 'learnself.qa.list',
  query: PageQuery,
  response: pageOf(QaRunRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const listQaCandidates = defineEndpoint({
  id: 'learnself.qa.list',
  method: 'GET',
  path: '/learnself-api/qa/list',
  access: 'learnself.qa.list',
  query: QaCandidateListQuery,
  response: pageOf(QaCandidateRow),
  example: { query: { pageNum: 1, pageSize: 10, state: 'pending' } },
});

export const updateQaCandidate = defineEndpoint({
  id: 'learnself.qa.edit',
  method: 'POST',
  path: '/learnself-api/qa/edit',
  access: 'learnself.qa.edit',
  body: QaCandidateEdit,
  response: QaCandidateRow,
  example: { body: { id: 'qa-none', question: '如何申请退货？', answer: '在订单页点击申请退货。', similar: [] } },
});

export const rejectQaCandidates = defineEndpoint({
  id: 'learnself.qa.reject',
  method: 'POST',
  path: '/learnself-api/qa/reject',
  access: 'learnself.qa.edit',
  body: z.object({ ids: z.array(Id).min(1).max(500) }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: ['qa-none'] } },
});

/**
 * Pushes the candidates into a library as knowledge items (question, answer, similar questions),
 * through the knowledge base's own create; a question the library already holds is skipped.
 */
export const acceptQaCandidates = defineEndpoint({
  id: 'learnself.qa.accept',
  method: 'POST',
  path: '/learnself-api/qa/accept',
  access: 'learnself.qa.accept',
  body: QaAcceptInput,
  response: z.object({
    pushed: z.number(),
    skipped: z.array(z.object({ id: z.string(), question: z.string() })),
  }),
  example: { body: { ids: ['qa-none'], libraryId: 'kb-none' } },
});

/** The knowledge documents a run may read (the session's tenant and application). */
export const listQaDocuments = defineEndpoint({
  id: 'learnself.qa.documents',
  method: 'GET',
  path: '/learnself-api/qa/document/list',
  access: 'learnself.qa.run',
  query: NameQuery,
  response: pageOf(QaDocumentOption),
  example: { query: { pageNum: 1, pageSize: 20 } },
});

/** The knowledge libraries candidates may go into. */
export const listQaLibraries = defineEndpoint({
  id: 'learnself.qa.libraries',
  method: 'GET',
  path: '/learnself-api/qa/library/list',
  access: ['learnself.qa.accept', 'learnself.qa.run'],
  query: NameQuery,
  response: pageOf(QaLibraryOption),
  example: { query: { pageNum: 1, pageSize: 20 } },
});

/** A library's categories (two levels), to file accepted candidates under one. */
export const listQaCategories = defineEndpoint({
  id: 'learnself.qa.categories',
  method: 'GET',
  path: '/learnself-api/qa/category/list',
  access: 'learnself.qa.accept',
  query: z.object({ libraryId: Id }),
  response: z.array(CategoryNode),
  example: { query: { libraryId: 'kb-none' } },
});

export { SIMILAR_MAX_COUNT as QA_SIMILAR_MAX };
