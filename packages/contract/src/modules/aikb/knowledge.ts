/**
 * Knowledge items of a library (issue 7 §1): the eight knowledge types of requirements §3, standard and
 * similar questions, a rich-text answer, a category of the label tree, tags, validity (requirements §3:
 * 0 valid, 1 invalid) and an effective period. When an item answers: rules/knowledge.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { normaliseSimilar } from '../../rules/knowledge.ts';
import { splitTags, TAG_COUNTER_MAX } from '../../rules/tags.ts';
import { GENERATORS } from '../learnself/generate.ts';
import { Id, Ids } from './library.ts';

/** requirements §3 knowledge types, in the requirements' order; labels live in the web locales (aikb.json). */
export const KNOWLEDGE_TYPES = [
  'taskFlow',
  'smallModel',
  'largeModel',
  'qaScript',
  'llmDocScript',
  'llmChatScript',
  'document',
  'llmGeneralQa',
] as const;
export const KnowledgeType = z.enum(KNOWLEDGE_TYPES);
export type KnowledgeType = z.infer<typeof KnowledgeType>;
export const Validity = z.union([z.literal(0), z.literal(1)]);

export const QUESTION_MAX = 200;
export const SIMILAR_MAX_COUNT = 50;
export const ANSWER_MAX = 20_000;
export const ITEM_TAGS_MAX = 50;

export const KnowledgeRow = z.object({
  id: z.string(),
  libraryId: z.string(),
  type: KnowledgeType,
  question: z.string(),
  similar: z.array(z.string()),
  /** Sanitised HTML (platform/sanitize on the server). */
  answer: z.string(),
  categoryId: z.string().nullable(),
  /** Names from the root, e.g. ['物流', '运费']; empty without a category. */
  categoryPath: z.array(z.string()),
  tags: z.array(z.string()),
  validity: Validity,
  effectiveFrom: z.number().nullable(),
  effectiveTo: z.number().nullable(),
  /** Usernames as stored. */
  creator: z.string(),
  updater: z.string(),
  /** For display: their nicknames (the username when the user is gone). */
  creatorName: z.string(),
  updaterName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type KnowledgeRow = z.infer<typeof KnowledgeRow>;

/** Trimmed, blanks and duplicates dropped; 0..50 of them, each ≤ 200 characters. */
export const SimilarQuestions = z
  .union([z.string().max(SIMILAR_MAX_COUNT * (QUESTION_MAX + 2)), z.array(z.string().max(1000)).max(500)])
  .transform((v) => normaliseSimilar(v))
  .pipe(z.array(z.string().max(QUESTION_MAX)).max(SIMILAR_MAX_COUNT));

/** requirements §5 tag entry: comma (also full-width) separated, de-duplicated, each cut to 30. */
export const ItemTags = z
  .union([z.string().max(TAG_COUNTER_MAX), z.array(z.string().max(TAG_COUNTER_MAX)).max(500)])
  .transform((v) => splitTags(Array.isArray(v) ? v.join(',') : v))
  .pipe(z.array(z.string()).max(ITEM_TAGS_MAX));

const ms = z.number().int().min(0);
export const KnowledgeFields = z.object({
  type: KnowledgeType.default('qaScript'),
  question: z.string().trim().min(1).max(QUESTION_MAX),
  similar: SimilarQuestions.default([]),
  answer: z.string().min(1).max(ANSWER_MAX),
  categoryId: Id.nullable().default(null),
  tags: ItemTags.default([]),
  validity: Validity.default(0),
  effectiveFrom: ms.nullable().default(null),
  effectiveTo: ms.nullable().default(null),
});
export const KnowledgeInput = KnowledgeFields.extend({ libraryId: Id });
export type KnowledgeInput = z.input<typeof KnowledgeInput>;
export const KnowledgeEdit = KnowledgeFields.extend({ id: Id });
export type KnowledgeEdit = z.input<typeof KnowledgeEdit>;

export const KNOWLEDGE_SORT_FIELDS = ['updatedAt', 'question'] as const;
const msQ = z.coerce.number().int().min(0);
export const KnowledgeListQuery = sortedPageQuery(KNOWLEDGE_SORT_FIELDS).extend({
  libraryId: Id,
  /** A level-1 category includes its children. */
  categoryId: Id.optional(),
  type: KnowledgeType.optional(),
  validity: z.coerce.number().pipe(Validity).optional(),
  /** One tag, matched exactly. */
  tag: z.string().trim().max(30).optional(),
  /** Part of the standard question or of a similar question, case-insensitive. */
  keyword: z.string().trim().max(QUESTION_MAX).optional(),
  updatedFrom: msQ.optional(),
  updatedTo: msQ.optional(),
});
export type KnowledgeListQuery = z.input<typeof KnowledgeListQuery>;

export const listKnowledge = defineEndpoint({
  id: 'aikb.knowledge.list',
  method: 'GET',
  path: '/aikb-api/knowledge/list',
  access: 'aikb.knowledge.list',
  query: KnowledgeListQuery,
  response: pageOf(KnowledgeRow),
  example: { query: { libraryId: 'kb-none', pageNum: 1, pageSize: 10, sortField: 'updatedAt', sortOrder: 'DESC' } },
});

export const getKnowledge = defineEndpoint({
  id: 'aikb.knowledge.get',
  method: 'GET',
  path: '/aikb-api/knowledge/get',
  access: 'aikb.knowledge.get',
  query: z.object({ id: Id }),
  response: KnowledgeRow,
  example: { query: { id: 'kn-none' } },
});

export const createKnowledge = defineEndpoint({
  id: 'aikb.knowledge.create',
  method: 'POST',
  path: '/aikb-api/knowledge/add',
  access: 'aikb.knowledge.create',
  body: KnowledgeInput,
  response: KnowledgeRow,
  // A library no tenant owns: valid input, answered 160002, changes nothing.
  example: { body: { libraryId: 'kb-none', type: 'qaScript', question: '示例问题', answer: '<p>示例答案</p>' } },
});

export const updateKnowledge = defineEndpoint({
  id: 'aikb.knowledge.update',
  method: 'POST',
  path: '/aikb-api/knowledge/edit',
  access: 'aikb.knowledge.update',
  body: KnowledgeEdit,
  response: KnowledgeRow,
  example: { body: { id: 'kn-none', type: 'qaScript', question: '示例问题', answer: '<p>示例答案</p>' } },
});

export const deleteKnowledge = defineEndpoint({
  id: 'aikb.knowledge.delete',
  method: 'POST',
  path: '/aikb-api/knowledge/delete',
  access: 'aikb.knowledge.delete',
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['kn-none'] } },
});

/** Batch enable (validity 0) or disable (validity 1). */
export const setKnowledgeValidity = defineEndpoint({
  id: 'aikb.knowledge.validity',
  method: 'POST',
  path: '/aikb-api/knowledge/validity',
  access: 'aikb.knowledge.validity',
  body: z.object({ ids: Ids, validity: Validity }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: ['kn-none'], validity: 1 } },
});

/**
 * Batch move to a category (null: no category), optionally into another library of the tenant:
 * the category must belong to the target library, and a question already there is refused (160006).
 */
export const moveKnowledge = defineEndpoint({
  id: 'aikb.knowledge.move',
  method: 'POST',
  path: '/aikb-api/knowledge/move',
  access: 'aikb.knowledge.move',
  body: z.object({ ids: Ids, libraryId: Id.optional(), categoryId: Id.nullable() }),
  response: z.object({ moved: z.number() }),
  example: { body: { ids: ['kn-none'], categoryId: null } },
});

export const SUGGEST_SIMILAR_MAX = 10;

/**
 * Similar questions suggested for an item being edited: the self-learning generator (built in, or
 * the tenant's assigned OpenAI-compatible engine), none within GENERATE_MAX_SIMILARITY of the
 * question, of the similar questions already there or of each other. Nothing is stored: the
 * editor adds the ones they accept to the item's similar questions and saves the item.
 */
export const suggestSimilar = defineEndpoint({
  id: 'aikb.knowledge.suggestSimilar',
  method: 'POST',
  path: '/aikb-api/knowledge/similar/suggest',
  access: ['aikb.knowledge.create', 'aikb.knowledge.update'],
  body: z.object({
    question: z.string().trim().min(1).max(QUESTION_MAX),
    similar: SimilarQuestions.default([]),
    max: z.number().int().min(1).max(SUGGEST_SIMILAR_MAX).default(SUGGEST_SIMILAR_MAX),
  }),
  response: z.object({
    generator: z.enum(GENERATORS),
    /** The engine's name when an engine generated them. */
    engine: z.string(),
    questions: z.array(z.string()),
    /** Candidates dropped as too similar to the question, the similar questions or each other. */
    dropped: z.number(),
  }),
  example: { body: { question: '宽带怎么报修', similar: ['宽带坏了找谁修'] } },
});
