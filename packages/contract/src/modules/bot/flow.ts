/**
 * A bot's dialogue flow (issue 5 §1): the document the flow editor edits, the publisher validates
 * and versions, and the simulated line plays. One JSON document per draft and per published
 * version; a call always runs the version it started with.
 *
 * - `start`: where a call begins; one `next` edge.
 * - `speak`: says `text`, then waits for the callee; its edges branch on recognised intents
 *   (`intent`, with `intentId`), on anything else (`default`) and on silence (`silence`).
 * - `sms`: sends the SMS template `templateId` to the callee, then follows its `next` edge.
 * - `transfer`: says `text` (optional) and hands the call to a human: the call ends transferred.
 * - `hangup`: says `text` (optional) and ends the call.
 * Global intents (refusal, busy, complaint, who-are-you, or custom) are recognised at any `speak`
 * node before its own branches: the bot answers with `answer`, then continues (repeats the node),
 * hangs up or transfers.
 */
import { z } from 'zod';

export const FLOW_NODE_TYPES = ['start', 'speak', 'sms', 'transfer', 'hangup'] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];
export const FLOW_EDGE_KINDS = ['next', 'intent', 'default', 'silence'] as const;
export const GLOBAL_INTENT_KINDS = ['refusal', 'busy', 'complaint', 'whoAreYou', 'custom'] as const;
export const GLOBAL_ACTIONS = ['continue', 'hangup', 'transfer'] as const;

/** Limits of one flow document (the editor shows them; the server refuses more). */
export const FLOW_LIMITS = { nodes: 500, intents: 300, examples: 200, text: 1000, name: 50 } as const;

const id = z.string().trim().min(1).max(64);
const text = z.string().max(FLOW_LIMITS.text);
const phrases = z.array(z.string().trim().min(1).max(200)).max(FLOW_LIMITS.examples);

export const FlowNode = z.object({
  id,
  type: z.enum(FLOW_NODE_TYPES),
  name: z.string().trim().max(FLOW_LIMITS.name).default(''),
  /** What the bot says (speak, transfer, hangup). */
  text: text.default(''),
  /** sms only. */
  templateId: z.string().max(64).nullable().default(null),
  /** Editor canvas position. */
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
});
export type FlowNode = z.infer<typeof FlowNode>;

export const FlowEdge = z.object({
  id,
  source: id,
  target: id,
  kind: z.enum(FLOW_EDGE_KINDS),
  /** intent edges only: the id of one of the flow's intents. */
  intentId: z.string().max(64).nullable().default(null),
});
export type FlowEdge = z.infer<typeof FlowEdge>;

/** An intent, defined by example utterances and keywords (either recognises it). */
export const FlowIntent = z.object({
  id,
  name: z.string().trim().min(1).max(FLOW_LIMITS.name),
  examples: phrases.default([]),
  keywords: phrases.default([]),
});
export type FlowIntent = z.infer<typeof FlowIntent>;

export const GlobalIntent = FlowIntent.extend({
  kind: z.enum(GLOBAL_INTENT_KINDS),
  answer: text.default(''),
  action: z.enum(GLOBAL_ACTIONS).default('continue'),
});
export type GlobalIntent = z.infer<typeof GlobalIntent>;

export const BotFlow = z.object({
  nodes: z.array(FlowNode).max(FLOW_LIMITS.nodes),
  edges: z.array(FlowEdge).max(FLOW_LIMITS.nodes * 20),
  intents: z.array(FlowIntent).max(FLOW_LIMITS.intents),
  globalIntents: z.array(GlobalIntent).max(50),
});
export type BotFlow = z.infer<typeof BotFlow>;

/** The flow a new bot starts with: a start node, one speak node and a hang-up. */
export function emptyFlow(greeting = ''): BotFlow {
  return {
    nodes: [
      { id: 'start', type: 'start', name: '', text: '', templateId: null, position: { x: 0, y: 0 } },
      { id: 'n1', type: 'speak', name: '', text: greeting, templateId: null, position: { x: 0, y: 140 } },
      { id: 'end', type: 'hangup', name: '', text: '', templateId: null, position: { x: 0, y: 300 } },
    ],
    edges: [
      { id: 'e-start', source: 'start', target: 'n1', kind: 'next', intentId: null },
      { id: 'e-default', source: 'n1', target: 'end', kind: 'default', intentId: null },
    ],
    intents: [],
    globalIntents: [],
  };
}
