/**
 * Simulated inbound calls (模拟呼入) on the inbound-record screen: a caller rings one of the app's
 * numbers that has an inbound bot; the bot's latest published flow answers on the simulated line
 * and the call is written as an inbound record (direction 0).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const InboundNumber = z.object({
  lineId: z.string(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(['simulated', 'sip']),
  enabled: z.boolean(),
  botId: z.string(),
  botName: z.string(),
  /** The bot's latest published version, null when it was never published. */
  publishedVersion: z.number().nullable(),
});
export type InboundNumber = z.infer<typeof InboundNumber>;

/** The app's numbers with an inbound bot bound. */
export const listInboundNumbers = defineEndpoint({
  id: 'aicall.inbound.numbers',
  method: 'GET',
  path: '/v1/aicall-web/inbound/numbers',
  access: 'aicall.inboundRecord.simulate',
  response: z.object({ list: z.array(InboundNumber) }),
});

export const SimulateInboundBody = z.object({
  lineId: z.string().min(1).max(64),
  /** The caller's number (5–20 digits, optional leading +; spaces and dashes ignored). */
  caller: z.string().max(64),
});

export const simulateInbound = defineEndpoint({
  id: 'aicall.inbound.simulate',
  method: 'POST',
  path: '/v1/aicall-web/inbound/simulate',
  access: 'aicall.inboundRecord.simulate',
  body: SimulateInboundBody,
  response: z.object({ recordId: z.string() }),
  example: { body: { lineId: 'line-none', caller: '13800000000' } },
});
