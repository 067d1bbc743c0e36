/**
 * Call channels (lines, 线路) of the caller's tenant (requirements §7 channel/all with channelStatus 1): the
 * numbers of the caller's application that the line list shows and outbound tasks dial through.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

/** The line's own status: 1 enabled (tasks may dial through it), 0 disabled. */
export const ChannelStatus = z.union([z.literal(0), z.literal(1)]);

export const CallChannel = z.object({
  /** The line's id (what a task's `lineIds` hold). */
  id: z.string(),
  /** The line's name, or its number when it has none. */
  name: z.string(),
  /** The line's number, shown beside the name. */
  lineNumber: z.string(),
  channelStatus: ChannelStatus,
  concurrency: z.number(),
});
export type CallChannel = z.infer<typeof CallChannel>;

export const listAllCallChannels = defineEndpoint({
  id: 'lookups.callChannel.all',
  method: 'POST',
  path: '/v1/aicall-web/channel/all',
  // The task form picks its lines here, so whoever may create or edit a task may read them.
  access: ['lookups.callChannel.list', 'aicall.task.create', 'aicall.task.update'],
  body: z.object({
    channelStatus: ChannelStatus.optional(),
    /** Part of the line's name or number (%, _ and \ match themselves). */
    name: z.string().max(64).optional(),
  }),
  response: z.array(CallChannel),
  example: { body: { channelStatus: 1 } },
});
