/**
 * Similar-question generation (requirements R4 §6, /learnself/generate): variants of an utterance
 * that mean the same, deduplicated against each other and against what the intent already holds.
 * Built in (synonyms from the call-centre lexicon, polite forms and particles, clause order), or by
 * the tenant's OpenAI-compatible NLP engine (/aiadmin/nlp, vendor openai) when one is assigned.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { LABEL_MAX, UTTERANCE_MAX } from './dataset.ts';
import { SafeText } from './text.ts';

export const GENERATE_MAX = 20;
/** A generated question this similar (character bigrams) to another or to an existing one is dropped. */
export const GENERATE_MAX_SIMILARITY = 0.85;
export const GENERATORS = ['builtin', 'llm'] as const;

export const generateSimilar = defineEndpoint({
  id: 'learnself.generate.run',
  method: 'POST',
  path: '/learnself-api/generate/run',
  access: 'learnself.generate.run',
  body: z.object({
    text: SafeText(UTTERANCE_MAX, 1),
    /** The intent whose utterances the questions must differ from. */
    datasetId: z.string().min(1).max(64).optional(),
    label: SafeText(LABEL_MAX, 1).optional(),
    max: z.number().int().min(1).max(GENERATE_MAX).default(10),
    /** Force the built-in generator even when an engine is assigned. */
    builtin: z.boolean().default(false),
  }),
  response: z.object({
    generator: z.enum(GENERATORS),
    /** The engine's name when an engine generated them. */
    engine: z.string(),
    questions: z.array(z.string()),
    /** Candidates dropped as too similar to each other or to existing utterances. */
    dropped: z.number(),
  }),
  example: { body: { text: '我想查一下话费' } },
});
