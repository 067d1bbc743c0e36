/**
 * The ingest API of the agent assistant (issue 20 §1): a channel sends the events of its calls and
 * chat sessions — started, utterances (partial or final), ended — signed with its key. Each event
 * carries the channel's call id and a sequence number, and is applied once per (call id, sequence):
 * a repeat is answered as a duplicate, and events may arrive in any order. A batch is checked as a
 * whole first; one bad event refuses the batch, naming the event and field, and nothing is written.
 *
 * Signing: `X-Zhiyu-Channel: <channel id>`, `X-Zhiyu-Timestamp: <Unix seconds>` (within 5 minutes
 * of the server's clock) and `X-Zhiyu-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>"
 * under the channel key>`, over the body's bytes exactly as sent.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { FillValue } from './field.ts';
import { DeskPanel } from './profile.ts';
import { QcAlert } from './qc.ts';
import { Recommendation } from './script.ts';
import { TriggerFire } from './trigger.ts';

export const INGEST_EVENTS_MAX = 100;
export const UTTERANCE_TEXT_MAX = 2000;
export const INGEST_SKEW_SECONDS = 300;

const CallId = z.string().trim().min(1).max(64);
const Seq = z.number().int().min(0).max(2_147_483_647);
const Ms = z.number().int().min(0).max(86_400_000);

export const IngestStart = z.object({
  type: z.literal('start'),
  callId: CallId,
  seq: Seq,
  /** The agent's username in the tenant. */
  agent: z.string().trim().min(1).max(64),
  customerNumber: z.string().trim().max(32).default(''),
  direction: z.enum(['in', 'out']),
  skillGroup: z.string().trim().max(64).default(''),
  /** When the call started, Unix milliseconds; the time of receipt when absent. */
  at: z.number().int().min(0).optional(),
});

export const IngestUtterance = z.object({
  type: z.literal('utterance'),
  callId: CallId,
  seq: Seq,
  /** The channel's id of the utterance: a partial is replaced by later ones and by its final. */
  utteranceId: z.string().trim().min(1).max(64),
  speaker: z.enum(['agent', 'customer']),
  text: z.string().max(UTTERANCE_TEXT_MAX),
  /** Milliseconds from the start of the call. */
  startMs: Ms,
  endMs: Ms,
  final: z.boolean(),
});

export const IngestEnd = z.object({
  type: z.literal('end'),
  callId: CallId,
  seq: Seq,
  at: z.number().int().min(0).optional(),
});

export const IngestEvent = z.discriminatedUnion('type', [IngestStart, IngestUtterance, IngestEnd]);
export type IngestEvent = z.infer<typeof IngestEvent>;
export const IngestBatch = z.object({ events: z.array(IngestEvent).min(1).max(INGEST_EVENTS_MAX) });

export const IngestResult = z.object({
  /** Events applied now. */
  accepted: z.number(),
  /** Events whose (call id, sequence) had been applied before: nothing changed for them. */
  duplicates: z.number(),
});

export const ingestEvents = defineEndpoint({
  id: 'aihelper.ingest.events',
  method: 'POST',
  path: '/aihelper-api/ingest/events',
  // Signed with the channel key instead of a session (see above).
  access: 'public',
  // Checked by the handler against IngestBatch, so that a refusal names the event and field.
  body: z.unknown(),
  response: IngestResult,
  rawBody: true,
  example: { body: { events: [] } },
});

/**
 * The same events over a WebSocket: the handshake carries X-Zhiyu-Channel, X-Zhiyu-Timestamp, a
 * single-use X-Zhiyu-Nonce (8–64 letters, digits, - or _) and X-Zhiyu-Signature over
 * "<timestamp>.<nonce>"; a refused handshake is closed with 4401 and reason 190003. Each text frame
 * is a batch (`{ ref?, events }`, at most 64 KB) answered by one frame `{ ref, code, msg?, data? }`
 * as the HTTP envelope would be, in the order sent.
 */
export const INGEST_STREAM_PATH = '/aihelper-api/ingest/stream';

export const TranscriptLine = z.object({
  utteranceId: z.string(),
  speaker: z.enum(['agent', 'customer']),
  text: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  final: z.boolean(),
});

export const AgentConversation = z.object({
  id: z.string(),
  channelId: z.string(),
  callId: z.string(),
  customerNumber: z.string(),
  direction: z.enum(['in', 'out']),
  skillGroup: z.string(),
  state: z.enum(['live', 'ended']),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  /** By start time; a partial line is the latest one received for its utterance. */
  transcript: z.array(TranscriptLine),
  /** The real-time quality alerts raised so far, in the order of the call. */
  alerts: z.array(QcAlert),
  /** The form's values so far (smart form filling), by field. */
  fills: z.array(FillValue),
  /** Golden scripts shown for the customer's lines, best first per line (rank 0: pushed by a trigger). */
  recommendations: z.array(Recommendation),
  /** The triggers that fired so far, in the order of the call, with what they did. */
  triggers: z.array(TriggerFire),
  /** Tags put on the session by triggers. */
  tags: z.array(z.string()),
  /** The desk panels the skill group's assistant settings show (contract aihelper/profile). */
  panels: z.array(DeskPanel),
  /** The fields of its form; null: every field. */
  formFieldIds: z.array(z.string()).nullable(),
  /** When the agent last submitted the form; null while never. */
  submittedAt: z.number().nullable(),
});
export type AgentConversation = z.infer<typeof AgentConversation>;

/** The signed-in agent's current conversation (the latest live one, else the latest ended). */
export const getAgentConversation = defineEndpoint({
  id: 'aihelper.agent.current',
  method: 'GET',
  path: '/aihelper-api/agent/current',
  access: 'aihelper.agent.view',
  response: AgentConversation.nullable(),
  example: {},
});

/** Real-time topic: a conversation of the agent changed (payload `{ id, seq }`); read it again. */
export const AGENT_CONVERSATION_TOPIC = 'aihelper.conversation';
