import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import {
  channelOptions,
  createChannel,
  deleteChannel,
  listChannels,
  updateChannel,
} from '@zhiyu/contract/modules/admin/channel';
import { call } from '../../../platform/request/call.ts';

export const fetchChannels = (query: QueryOf<typeof listChannels>) => call(listChannels, { query });
export const addChannel = (body: BodyOf<typeof createChannel>) => call(createChannel, { body });
export const editChannel = (body: BodyOf<typeof updateChannel>) => call(updateChannel, { body });
export const removeChannel = (id: string) => call(deleteChannel, { body: { id } });
/** Channels the caller administers (all for the operator, their own for a channel admin). */
export const fetchChannelOptions = () => call(channelOptions);
