/**
 * The customer portrait of the agent desk (issue 20 §2 customerPortrait, 客户画像): who the customer
 * of the agent's conversation is — the tenant's customer of that number with attributes and tags —
 * their earlier calls and desk conversations, the facts taken from this call, and the customer's
 * sentiment line by line.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const PortraitEarlier = z.object({
  kind: z.enum(['call', 'desk']),
  id: z.string(),
  at: z.number(),
  durationSec: z.number(),
  /** call: the record's result class and intention level; desk: the skill group. */
  resultClass: z.string().nullable(),
  intentionLevel: z.string().nullable(),
  skillGroup: z.string().nullable(),
  /** What the customer said first (desk), or the recognised intents (call). */
  summary: z.string(),
});

export const CustomerPortrait = z.object({
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      tags: z.array(z.string()),
      attributes: z.array(z.object({ name: z.string(), value: z.string() })),
    })
    .nullable(),
  earlier: z.array(PortraitEarlier),
  /** The form's values taken from this call, with the field's name. */
  facts: z.array(z.object({ field: z.string(), value: z.string(), confirmed: z.boolean() })),
  /**
   * Each customer line's sentiment by the lexicon: the score (below 0 negative, above 0 positive,
   * unbounded: the weights of the words found add up) and how it reads against the lexicon's
   * threshold, the one the negative-emotion detection uses.
   */
  sentiment: z.array(
    z.object({
      utteranceId: z.string(),
      atMs: z.number(),
      score: z.number(),
      mood: z.enum(['negative', 'neutral', 'positive']),
    }),
  ),
});
export type CustomerPortrait = z.infer<typeof CustomerPortrait>;

export const getCustomerPortrait = defineEndpoint({
  id: 'aihelper.agent.portrait',
  method: 'GET',
  path: '/aihelper-api/agent/portrait',
  access: 'aihelper.agent.view',
  // Read again on each new line of the call: no progress bar.
  quiet: true,
  query: z.object({ conversationId: z.string().min(1).max(64) }),
  response: CustomerPortrait,
  example: { query: { conversationId: 'conv-none' } },
});
