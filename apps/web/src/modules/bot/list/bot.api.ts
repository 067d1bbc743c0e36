import { copyBot, deleteBot, shareBot } from '@zhiyu/contract/modules/bot/bot';
import { call } from '../../../platform/request/call.ts';

/** Query keys of bots (requirements D3.7); mutations invalidate `all`. */
export const botKeys = {
  all: ['bot', 'bot'] as const,
  list: () => [...botKeys.all, 'list'] as const,
};

export const duplicateBot = (id: string, opts: { silent?: boolean } = {}) => call(copyBot, { body: { id }, ...opts });
export const removeBot = (id: string) => call(deleteBot, { body: { id } });
export const setShared = (id: string, shared: 0 | 1) => call(shareBot, { body: { id, shared } });
