import type { BodyOf } from '@zhiyu/contract/endpoint';
import { listLibraries } from '@zhiyu/contract/modules/aikb/library';
import {
  createChannelApiKey,
  createChannelBindCode,
  createChannelConfig,
  deleteChannelConfig,
  listChannelBindings,
  listChannelConfigs,
  setChannelConfigStatus,
  updateChannelConfig,
} from '@zhiyu/contract/modules/aitext/channel';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the channels (requirements D3.7); mutations invalidate `all`. */
export const channelKeys = {
  all: ['aitext', 'channel'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
  bindings: (id: string) => [...channelKeys.all, 'bindings', id] as const,
};

export type ChannelBody = BodyOf<typeof createChannelConfig>;

export const fetchChannels = (query: WireQuery<typeof listChannelConfigs>) => callQuery(listChannelConfigs, query);
export const addChannel = (body: ChannelBody) => call(createChannelConfig, { body });
export const editChannel = (body: BodyOf<typeof updateChannelConfig>) => call(updateChannelConfig, { body });
export const removeChannels = (ids: string[]) => call(deleteChannelConfig, { body: { ids } });
export const switchChannels = (ids: string[], status: 0 | 1) => call(setChannelConfigStatus, { body: { ids, status } });
export const regenerateApiKey = (id: string) => call(createChannelApiKey, { body: { id } });
export const newBindCode = (id: string) => call(createChannelBindCode, { body: { id } });
export const fetchBindings = (id: string) => call(listChannelBindings, { query: { id } });

/** The app's libraries a channel may answer from (by name, at most 100). */
export const libraryOptions = () =>
  call(listLibraries, { query: { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'ASC' } }).then(
    (p) => p.list,
  );
