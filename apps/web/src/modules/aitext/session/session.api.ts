import { getTextSession, listTextSessions } from '@zhiyu/contract/modules/aitext/session';
import { listAllTextChannels } from '@zhiyu/contract/modules/lookups/text-channel';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the text bot's sessions and statistics (requirements D3.7). */
export const textKeys = {
  all: ['aitext'] as const,
  sessions: () => [...textKeys.all, 'sessions'] as const,
  session: (id: string) => [...textKeys.all, 'session', id] as const,
  channels: () => [...textKeys.all, 'channels'] as const,
  stat: (name: string, query: object) => [...textKeys.all, 'stat', name, query] as const,
};

export const fetchSessions = (query: WireQuery<typeof listTextSessions>) => callQuery(listTextSessions, query);

export const fetchSession = (id: string) => call(getTextSession, { query: { id } });

/** The tenant's text channels for the channel pickers; none when the user may not list them. */
export const fetchChannels = () => call(listAllTextChannels, { body: {}, silent: true }).catch(() => []);
