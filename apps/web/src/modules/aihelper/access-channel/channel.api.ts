import type { DataOf } from '@zhiyu/contract/endpoint';
import { type createAccessChannel, regenerateChannelKey } from '@zhiyu/contract/modules/aihelper/channel';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the access channels (requirements D3.7); mutations invalidate `all`. */
export const channelKeys = {
  all: ['aihelper', 'channel'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
};

/** A channel with its key: what create and regenerate answer, the only times the key is seen. */
export type ChannelWithKey = DataOf<typeof createAccessChannel>;

/** A new key for the channel; the old one stops signing at once. */
export const regenerateKey = (id: string): Promise<ChannelWithKey> => call(regenerateChannelKey, { body: { id } });
