/**
 * Triggers of the agent assistant (issue 20 §3 trigger, 触发器): on an event of a conversation, when
 * its conditions hold, the actions run — push a script, show a tip, fill a field, tag the session,
 * alert the supervisors. The calls are the trigger service of requirements §7 (all POST); their payloads are
 * ours, documented in docs/aihelper-desk.md.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { Validity } from './qc.ts';

/** customer / agent: a final line of that speaker; start, end: of the call; silence: a long pause. */
export const TRIGGER_EVENTS = ['customer', 'agent', 'start', 'end', 'silence'] as const;
export const TriggerEvent = z.enum(TRIGGER_EVENTS);
export const TRIGGER_ACTIONS = ['script', 'tip', 'fill', 'tag', 'alert'] as const;
export const TRIGGER_NAME_MAX = 50;
export const TRIGGER_ACTIONS_MAX = 10;
/** A pause of at least this long before a line is the silence event (the QC silence default). */
export const TRIGGER_SILENCE_MS = 10_000;

const Word = z.string().trim().min(1).max(20);
const Text = z.string().trim().min(1).max(200);
const Id = z.string().min(1).max(64);

export const TriggerConditions = z.object({
  /** The line's recognised intent is one of these (the golden scripts' intents); empty: any. */
  intents: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /** The line holds one of these words; empty: any. */
  keywords: z.array(Word).max(50).default([]),
  /** negative: the line reads as negative emotion; null: any. */
  emotion: z.enum(['negative']).nullable().default(null),
  /** Fires once, on the Nth time the conditions hold within the call. */
  count: z.number().int().min(1).max(100).default(1),
});

export const TriggerAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('script'), scriptId: Id }),
  z.object({ kind: z.literal('tip'), text: Text }),
  z.object({ kind: z.literal('fill'), fieldId: Id, value: Text }),
  z.object({ kind: z.literal('tag'), tag: Word }),
  z.object({ kind: z.literal('alert'), text: Text }),
]);
export type TriggerAction = z.infer<typeof TriggerAction>;

export const TriggerInput = z
  .object({
    name: z.string().trim().min(1).max(TRIGGER_NAME_MAX),
    event: TriggerEvent,
    conditions: TriggerConditions.default({ intents: [], keywords: [], emotion: null, count: 1 }),
    actions: z.array(TriggerAction).min(1).max(TRIGGER_ACTIONS_MAX),
    validity: Validity.default(0),
  })
  .superRefine((t, ctx) => {
    // Intents, words and emotion are read from a line: the call's start and end have none.
    const c = t.conditions;
    if ((t.event === 'start' || t.event === 'end') && (c.intents.length || c.keywords.length || c.emotion))
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'start and end carry no line to match' });
  });
export type TriggerInput = z.input<typeof TriggerInput>;

export const TriggerRow = z.object({
  id: z.string(),
  name: z.string(),
  event: TriggerEvent,
  conditions: z.object({
    intents: z.array(z.string()),
    keywords: z.array(z.string()),
    emotion: z.enum(['negative']).nullable(),
    count: z.number(),
  }),
  actions: z.array(TriggerAction),
  validity: Validity,
  creator: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TriggerRow = z.infer<typeof TriggerRow>;

/** A trigger that fired in a conversation, as the desk shows it. */
export const TriggerFire = z.object({
  triggerId: z.string(),
  name: z.string(),
  /** The line it fired on; null for the call's start and end. */
  utteranceId: z.string().nullable(),
  atMs: z.number(),
  actions: z.array(TriggerAction),
});
export type TriggerFire = z.infer<typeof TriggerFire>;

export const listTriggers = defineEndpoint({
  id: 'aihelper.trigger.list',
  method: 'POST',
  path: '/aihelper-api/trigger/list',
  access: 'aihelper.trigger.list',
  body: PageQuery.extend({
    name: z.string().trim().max(TRIGGER_NAME_MAX).optional(),
    event: TriggerEvent.optional(),
  }),
  response: pageOf(TriggerRow),
  example: { body: { pageNum: 1, pageSize: 10 } },
});

export const getTrigger = defineEndpoint({
  id: 'aihelper.trigger.get',
  method: 'POST',
  path: '/aihelper-api/trigger/get',
  access: 'aihelper.trigger.list',
  body: z.object({ id: Id }),
  response: TriggerRow,
  example: { body: { id: 'tr-none' } },
});

export const createTrigger = defineEndpoint({
  id: 'aihelper.trigger.create',
  method: 'POST',
  path: '/aihelper-api/trigger/add',
  access: 'aihelper.trigger.create',
  body: TriggerInput,
  response: TriggerRow,
  example: { body: { name: '投诉升级-walk', event: 'customer', actions: [{ kind: 'tip', text: '安抚客户' }] } },
});

export const updateTrigger = defineEndpoint({
  id: 'aihelper.trigger.update',
  method: 'POST',
  path: '/aihelper-api/trigger/edit',
  access: 'aihelper.trigger.update',
  body: z.intersection(TriggerInput, z.object({ id: Id })),
  response: TriggerRow,
  example: { body: { id: 'tr-none', name: '投诉升级', event: 'customer', actions: [{ kind: 'tip', text: '安抚' }] } },
});

export const deleteTriggers = defineEndpoint({
  id: 'aihelper.trigger.delete',
  method: 'POST',
  path: '/aihelper-api/trigger/delete',
  access: 'aihelper.trigger.delete',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['tr-none'] } },
});

/** The tenant's assistant bots (requirements §3 bot type 2), whose intents a trigger may name. */
export const listTriggerBots = defineEndpoint({
  id: 'aihelper.trigger.bots',
  method: 'POST',
  path: '/aihelper-api/trigger/bot/list',
  access: 'aihelper.trigger.list',
  body: z.object({}).default({}),
  response: z.array(z.object({ id: z.string(), name: z.string() })),
  example: { body: {} },
});

/** The intents a trigger may name: the golden scripts' intents, and the given bot's when one is named. */
export const listTriggerIntents = defineEndpoint({
  id: 'aihelper.trigger.intents',
  method: 'POST',
  path: '/aihelper-api/trigger/intention/list',
  access: 'aihelper.trigger.list',
  body: z.object({ botId: Id.optional() }).default({}),
  response: z.array(z.object({ name: z.string(), source: z.enum(['script', 'bot']) })),
  example: { body: {} },
});
