/**
 * Intention levels (意向度设置, /aicall/call-manage/intention-degree): per application, e.g. A–F.
 * A finished call takes the first valid level, in priority order, whose rules all hold
 * (rules/intention.ts says what each fact and operator means).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { INTENTION_FACTS } from '../../rules/intention.ts';

export const LEVEL_NAME_MAX = 20;
export const LEVEL_DESCRIPTION_MAX = 200;
export const LEVEL_RULES_MAX = 20;
export const LEVELS_MAX = 50;

export const IntentionRuleSchema = z.object({
  fact: z.enum(INTENTION_FACTS),
  /** requirements §3: 0 >, 1 =, 2 <, 3 ≥, 4 ≤. */
  op: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  value: z.union([z.string().max(64), z.number()]),
  count: z.number().optional(),
});
export type IntentionRuleInput = z.infer<typeof IntentionRuleSchema>;

export const Validity = z.union([z.literal(0), z.literal(1)]);

export const IntentionLevelRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priority: z.number(),
  /** requirements §3: 0 valid, 1 invalid. */
  validity: Validity,
  rules: z.array(IntentionRuleSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type IntentionLevelRow = z.infer<typeof IntentionLevelRow>;

export const IntentionLevelInput = z.object({
  name: z.string().trim().min(1).max(LEVEL_NAME_MAX),
  description: z.string().trim().max(LEVEL_DESCRIPTION_MAX).default(''),
  /** Lower is tried first. */
  priority: z.number().int().min(0).max(9999),
  validity: Validity.default(0),
  rules: z.array(IntentionRuleSchema).max(LEVEL_RULES_MAX).default([]),
});
export type IntentionLevelInput = z.input<typeof IntentionLevelInput>;

const id = z.string().min(1).max(64);

export const listIntentionLevels = defineEndpoint({
  id: 'aicall.intention.list',
  method: 'GET',
  path: '/v1/aicall-web/intention/list',
  // The record screens filter by level too.
  access: [
    'aicall.intention.list',
    'aicall.intentionDetail.list',
    'aicall.outboundRecord.list',
    'aicall.inboundRecord.list',
  ],
  response: z.object({ list: z.array(IntentionLevelRow) }),
});

export const createIntentionLevel = defineEndpoint({
  id: 'aicall.intention.create',
  method: 'POST',
  path: '/v1/aicall-web/intention/add',
  access: 'aicall.intention.create',
  body: IntentionLevelInput,
  response: IntentionLevelRow,
  example: { body: { name: 'Z', priority: 99, validity: 1, rules: [{ fact: 'rounds', op: 3, value: 99 }] } },
});

export const updateIntentionLevel = defineEndpoint({
  id: 'aicall.intention.update',
  method: 'POST',
  path: '/v1/aicall-web/intention/edit',
  access: 'aicall.intention.update',
  body: IntentionLevelInput.extend({ id }),
  response: IntentionLevelRow,
  example: { body: { id: 'level-none', name: 'Z', priority: 99, rules: [] } },
});

/** Priorities 0, 1, 2… in the order given; every level of the app must be listed once. */
export const reorderIntentionLevels = defineEndpoint({
  id: 'aicall.intention.reorder',
  method: 'POST',
  path: '/v1/aicall-web/intention/reorder',
  access: 'aicall.intention.update',
  body: z.object({ ids: z.array(id).min(1).max(LEVELS_MAX) }),
  response: z.object({ list: z.array(IntentionLevelRow) }),
  example: { body: { ids: ['level-none'] } },
});

export const deleteIntentionLevel = defineEndpoint({
  id: 'aicall.intention.delete',
  method: 'POST',
  path: '/v1/aicall-web/intention/delete',
  access: 'aicall.intention.delete',
  body: z.object({ id }),
  response: z.object({ deleted: z.number() }),
  example: { body: { id: 'level-none' } },
});
