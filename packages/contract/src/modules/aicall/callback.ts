/**
 * Interface settings (接口设置, /aicall/settings): the app's result callback. Each finished call is
 * POSTed as JSON to the callback URL, signed with the app's secret:
 * `X-Zhiyu-Signature: sha256=<hex HMAC-SHA256 of "<X-Zhiyu-Timestamp>.<body>">`.
 * Failed deliveries are retried with backoff; the delivery log shows every one.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { HTTP_URL } from '../../rules/patterns.ts';

export const CALLBACK_URL_MAX = 500;
export const CALLBACK_SECRET_MIN = 16;
export const CALLBACK_SECRET_MAX = 128;
/** A delivery is tried this many times in all, then marked failed. */
export const CALLBACK_MAX_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed attempt. */
export const CALLBACK_BACKOFF_MS = [10_000, 30_000, 120_000, 600_000] as const;
/** The whole exchange, up to the response head. */
export const CALLBACK_TIMEOUT_MS = 5_000;
export const SIGNATURE_HEADER = 'x-zhiyu-signature';
export const TIMESTAMP_HEADER = 'x-zhiyu-timestamp';

export const Switch01 = z.union([z.literal(0), z.literal(1)]);

export const CallbackSettings = z.object({
  url: z.string(),
  enabled: Switch01,
  /** Whether a secret is stored; the secret itself is never returned. */
  secretSet: z.boolean(),
  updatedAt: z.number().nullable(),
});
export type CallbackSettings = z.infer<typeof CallbackSettings>;

export const CallbackUrl = z
  .string()
  .trim()
  .max(CALLBACK_URL_MAX)
  .refine((v) => v === '' || HTTP_URL.test(v), 'must be an http:// or https:// address');
export const CallbackSecret = z.string().min(CALLBACK_SECRET_MIN).max(CALLBACK_SECRET_MAX).regex(/^\S+$/, 'no spaces');

export const CallbackUpdate = z.object({
  url: CallbackUrl,
  enabled: Switch01,
  /** A new secret; absent or empty keeps the stored one. */
  secret: z.union([z.literal(''), CallbackSecret]).optional(),
});
export type CallbackUpdate = z.input<typeof CallbackUpdate>;

export const getCallback = defineEndpoint({
  id: 'aicall.callback.get',
  method: 'GET',
  path: '/v1/aicall-web/callback/get',
  access: 'aicall.callback.get',
  response: CallbackSettings,
  example: {},
});

export const updateCallback = defineEndpoint({
  id: 'aicall.callback.update',
  method: 'POST',
  path: '/v1/aicall-web/callback/update',
  access: 'aicall.callback.update',
  body: CallbackUpdate,
  response: CallbackSettings,
  example: { body: { url: '', enabled: 0 } },
});

/** A new random secret, stored sealed and shown this once. */
export const generateCallbackSecret = defineEndpoint({
  id: 'aicall.callback.secret',
  method: 'POST',
  path: '/v1/aicall-web/callback/secret',
  access: 'aicall.callback.update',
  response: z.object({ secret: z.string() }),
});

export const CallbackTestResult = z.object({
  ok: z.boolean(),
  httpStatus: z.number().nullable(),
  latencyMs: z.number(),
  /** Why it failed, in the caller's language; '' when ok. */
  error: z.string(),
});
export type CallbackTestResult = z.infer<typeof CallbackTestResult>;

/** POSTs a sample payload (event `test`) to the saved URL, signed with the saved secret. */
export const testCallback = defineEndpoint({
  id: 'aicall.callback.test',
  method: 'POST',
  path: '/v1/aicall-web/callback/test',
  access: 'aicall.callback.test',
  response: CallbackTestResult,
});

export const DELIVERY_STATUSES = ['pending', 'ok', 'failed'] as const;
/** What a delivery posts: a finished call (its record), or a form an agent submitted on the desk. */
export const CALLBACK_EVENTS = ['call.finished', 'form.submitted'] as const;
export type CallbackEvent = (typeof CALLBACK_EVENTS)[number];
export const DeliveryRow = z.object({
  id: z.string(),
  /** The call record's id, or the form submission's. */
  recordId: z.string(),
  event: z.enum(CALLBACK_EVENTS),
  url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.number().nullable(),
  responseStatus: z.number().nullable(),
  error: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type DeliveryRow = z.infer<typeof DeliveryRow>;

const ms = z.coerce.number().int().min(0);
export const DeliveryQuery = sortedPageQuery(['createdAt', 'updatedAt']).extend({
  status: z.enum(DELIVERY_STATUSES).optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});

export const listDeliveries = defineEndpoint({
  id: 'aicall.callback.deliveries',
  method: 'GET',
  path: '/v1/aicall-web/callback/deliveries',
  access: 'aicall.callback.deliveries',
  query: DeliveryQuery,
  response: pageOf(DeliveryRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

/** A pending or failed delivery is tried again now, with a fresh count of attempts. */
export const retryDelivery = defineEndpoint({
  id: 'aicall.callback.retry',
  method: 'POST',
  path: '/v1/aicall-web/callback/retry',
  access: 'aicall.callback.update',
  body: z.object({ id: z.string().min(1).max(64) }),
  response: DeliveryRow,
  example: { body: { id: 'delivery-none' } },
});

/** The call record as the tenant's system receives it (the number in full: it is their own data). */
export const CallbackRecord = z.object({
  id: z.string(),
  direction: z.number(),
  taskId: z.string().nullable(),
  botId: z.string().nullable(),
  botVersion: z.number().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  phone: z.string(),
  lineNumber: z.string(),
  startedAt: z.number(),
  answeredAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  durationSec: z.number(),
  causeCode: z.number(),
  causeType: z.number(),
  resultClass: z.string(),
  rounds: z.number(),
  intentionLevel: z.string().nullable(),
  transferred: z.boolean(),
  hangupBy: z.string().nullable(),
  hangupNodeName: z.string().nullable(),
  attemptNo: z.number(),
  intents: z.array(z.string()),
  tags: z.array(z.string()),
  transcript: z.array(z.object({ role: z.string(), text: z.string(), atMs: z.number() })),
});
export type CallbackRecord = z.infer<typeof CallbackRecord>;

export const CallbackPayload = z.object({
  event: z.enum(['call.finished', 'test']),
  deliveryId: z.string(),
  appId: z.string(),
  sentAt: z.number(),
  record: CallbackRecord,
});
export type CallbackPayload = z.infer<typeof CallbackPayload>;
