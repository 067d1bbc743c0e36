/** Call channels (lines, 线路) of the caller's tenant (requirements §7 channel/all with channelStatus 1). */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

/** 1 enabled, 0 disabled. */
export const ChannelStatus = z.union([z.literal(0), z.literal(1)]);

export const CallChannel = z.object({
  id: z.string(),
  name: z.string(),
  /** The line's number or trunk prefix shown beside the name. */
  lineNumber: z.string(),
  channelStatus: ChannelStatus,
  concurrency: z.number(),
});
export type CallChannel = z.infer<typeof CallChannel>;

export const listAllCallChannels = defineEndpoint({
  id: 'lookups.callChannel.all',
  method: 'POST',
  path: '/v1/aicall-web/channel/all',
  access: 'lookups.callChannel.list',
  body: z.object({ channelStatus: ChannelStatus.optional(), name: z.string().max(64).optional() }),
  response: z.array(CallChannel),
  example: { body: { channelStatus: 1 } },
});
