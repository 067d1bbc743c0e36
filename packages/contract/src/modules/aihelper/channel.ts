/**
 * Access channels of the agent assistant (issue 20 §1, /aihelper/accessChannel): where the
 * conversations the desk assists come from. A channel has a key, shown once when it is made or
 * regenerated, that signs what the channel sends to the ingest API (ingest.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const CHANNEL_NAME_MAX = 50;
/** cti: a telephony or CTI system; chat: an online chat system; simulator: the built-in 模拟通话. */
export const CHANNEL_KINDS = ['cti', 'chat', 'simulator'] as const;
export const ChannelKind = z.enum(CHANNEL_KINDS);
export type ChannelKind = z.infer<typeof ChannelKind>;
export const CHANNEL_KIND_LABELS: Record<ChannelKind, { zh: string; en: string }> = {
  cti: { zh: '电话/CTI', en: 'Telephony / CTI' },
  chat: { zh: '在线客服', en: 'Online chat' },
  simulator: { zh: '模拟通话', en: 'Simulated calls' },
};

export const AccessChannelRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: ChannelKind,
  /** The key's last four characters, to tell keys apart; the key itself is never listed. */
  keyHint: z.string(),
  /** Conversations the channel has brought in. */
  conversations: z.number(),
  /** Milliseconds; null when nothing has come in yet. */
  lastEventAt: z.number().nullable(),
  creator: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AccessChannelRow = z.infer<typeof AccessChannelRow>;

/** A channel with its key, answered only by create and regenerate. */
export const AccessChannelWithKey = AccessChannelRow.extend({ key: z.string() });

export const AccessChannelInput = z.object({
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  kind: ChannelKind,
});
export type AccessChannelInput = z.input<typeof AccessChannelInput>;

export const ChannelId = z.string().min(1).max(64);

export const listAccessChannels = defineEndpoint({
  id: 'aihelper.channel.list',
  method: 'GET',
  path: '/aihelper-api/channel/list',
  access: 'aihelper.channel.list',
  query: sortedPageQuery(['createdAt', 'name'] as const).extend({
    name: z.string().trim().max(CHANNEL_NAME_MAX).optional(),
    kind: ChannelKind.optional(),
  }),
  response: pageOf(AccessChannelRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createAccessChannel = defineEndpoint({
  id: 'aihelper.channel.create',
  method: 'POST',
  path: '/aihelper-api/channel/add',
  access: 'aihelper.channel.create',
  body: AccessChannelInput,
  response: AccessChannelWithKey,
  example: { body: { name: '呼叫中心-walk', kind: 'cti' } },
});

export const updateAccessChannel = defineEndpoint({
  id: 'aihelper.channel.update',
  method: 'POST',
  path: '/aihelper-api/channel/edit',
  access: 'aihelper.channel.update',
  body: AccessChannelInput.extend({ id: ChannelId }),
  response: AccessChannelRow,
  example: { body: { id: 'ch-none', name: '呼叫中心', kind: 'cti' } },
});

export const deleteAccessChannels = defineEndpoint({
  id: 'aihelper.channel.delete',
  method: 'POST',
  path: '/aihelper-api/channel/delete',
  access: 'aihelper.channel.delete',
  body: z.object({ ids: z.array(ChannelId).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['ch-none'] } },
});

/** A new key for the channel; the old one stops signing at once. */
export const regenerateChannelKey = defineEndpoint({
  id: 'aihelper.channel.key',
  method: 'POST',
  path: '/aihelper-api/channel/key',
  access: 'aihelper.channel.key',
  body: z.object({ id: ChannelId }),
  response: AccessChannelWithKey,
  example: { body: { id: 'ch-none' } },
});
