/**
 * The public chat API of a deployed channel (issue 7 §3), called by the widget and by API
 * callers; no session of the console. A widget channel is named by its public `channelKey` in
 * the body; an API channel by its secret key in the `X-Api-Key` header (its public key alone is
 * refused). Fields the rules require are checked by the server so that a missing one answers
 * 170003 naming it; a refused request records nothing. Any origin may call these paths (CORS).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { INPUT_TYPES, MESSAGE_KINDS, MESSAGE_ROLES, REASON_MAX_CHARS, VISITOR_ID_MAX, VOTES } from './enums.ts';

/** Paths under this prefix are the public chat API (CORS for any origin). */
export const OPEN_PREFIX = '/newaitext/open';
/** The header an API channel's key travels in. */
export const API_KEY_HEADER = 'x-api-key';
/** Where the server serves the widget script (a stable address to paste into a page). */
export const WIDGET_PATH = '/newaitext/widget.js';

const key = z.string().trim().max(64).optional();
const ref = z.string().trim().max(64).optional();
/** Message text is taken long and cut by the rules (170002 over MESSAGE_MAX_CHARS). */
const text = z.string().max(100_000).optional();

export const Candidate = z.object({ refId: z.string(), kind: z.enum(['item', 'segment']), question: z.string() });

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  /** Milliseconds. */
  at: z.number(),
  /** "Did you mean" candidates of a `suggest` message. */
  candidates: z.array(Candidate).optional(),
  /** The visitor's vote on an `answer`, once given. */
  vote: z.enum(VOTES).nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const OpenMenu = z.object({
  name: z.string(),
  actionType: z.number(),
  url: z.string().optional(),
  text: z.string().optional(),
  /** requirements §3: 10 guess-you-want-to-ask and 11 transfer to human are shown disabled. */
  disabled: z.boolean(),
});

export const openSession = defineEndpoint({
  id: 'aitext.open.session',
  method: 'POST',
  path: `${OPEN_PREFIX}/session`,
  access: 'public',
  body: z.object({
    channelKey: key,
    /** The visitor's own id (kept by the widget); a new one is made when absent. */
    visitorId: z.string().trim().max(VISITOR_ID_MAX).optional(),
  }),
  response: z.object({
    sessionId: z.string(),
    visitorId: z.string(),
    channelName: z.string(),
    welcome: ChatMessage.nullable(),
    quickMenus: z.array(OpenMenu),
  }),
  example: { body: { channelKey: 'wk-none' } },
});

export const sendMessage = defineEndpoint({
  id: 'aitext.open.message',
  method: 'POST',
  path: `${OPEN_PREFIX}/message`,
  access: 'public',
  body: z.object({
    channelKey: key,
    sessionId: ref,
    /** text (default), or image / file: non-text questions (scene 2). */
    type: z.enum(INPUT_TYPES).default('text'),
    text,
    /** A "did you mean" candidate chosen: the suggest message and the candidate's refId. */
    candidate: z.object({ messageId: ref, refId: ref }).optional(),
  }),
  response: z.object({ message: ChatMessage, replies: z.array(ChatMessage), transferred: z.boolean() }),
  example: { body: { channelKey: 'wk-none', sessionId: 'none', text: '怎么退货' } },
});

export const sendFeedback = defineEndpoint({
  id: 'aitext.open.feedback',
  method: 'POST',
  path: `${OPEN_PREFIX}/feedback`,
  access: 'public',
  body: z.object({
    channelKey: key,
    sessionId: ref,
    messageId: ref,
    vote: z.enum(VOTES).optional(),
    reason: z.string().trim().max(REASON_MAX_CHARS).optional(),
  }),
  response: z.object({
    messageId: z.string(),
    vote: z.enum(VOTES),
    replies: z.array(ChatMessage),
    transferred: z.boolean(),
  }),
  example: { body: { channelKey: 'wk-none', sessionId: 'none', messageId: 'none', vote: 'like' } },
});

export const askHuman = defineEndpoint({
  id: 'aitext.open.human',
  method: 'POST',
  path: `${OPEN_PREFIX}/human`,
  access: 'public',
  body: z.object({ channelKey: key, sessionId: ref }),
  response: z.object({ replies: z.array(ChatMessage), transferred: z.boolean() }),
  example: { body: { channelKey: 'wk-none', sessionId: 'none' } },
});

export const closeSession = defineEndpoint({
  id: 'aitext.open.close',
  method: 'POST',
  path: `${OPEN_PREFIX}/close`,
  access: 'public',
  body: z.object({
    channelKey: key,
    sessionId: ref,
    /** The visitor's rating of the service, 1 (worst) to 5. */
    rating: z.coerce.number().int().min(1).max(5).optional(),
  }),
  response: z.object({ closed: z.boolean() }),
  example: { body: { channelKey: 'wk-none', sessionId: 'none' } },
});

/** /bindPage: binds an external account to the channel with the code shown in channelConfig. */
export const bindAccount = defineEndpoint({
  id: 'aitext.open.bind',
  method: 'POST',
  path: `${OPEN_PREFIX}/bind`,
  access: 'public',
  body: z.object({
    channelKey: key,
    code: z.string().trim().max(20).optional(),
    account: z.string().trim().max(VISITOR_ID_MAX).optional(),
  }),
  response: z.object({ channelName: z.string(), account: z.string(), boundAt: z.number() }),
  example: { body: { channelKey: 'wk-none', code: '000000', account: 'user-1' } },
});
