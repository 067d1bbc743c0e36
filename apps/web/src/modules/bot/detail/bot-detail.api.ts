import { getBotDetail, getBotVersion, publishBot, saveBotDraft } from '@zhiyu/contract/modules/bot/bot';
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the bot detail page (requirements D3.7). */
export const botDetailKeys = {
  all: ['bot', 'detail'] as const,
  detail: (id: string) => ['bot', 'detail', id] as const,
  version: (id: string, version: number) => ['bot', 'detail', id, 'v', version] as const,
};

export const fetchBotDetail = (id: string) => call(getBotDetail, { query: { id } });
export const fetchBotVersion = (id: string, version: number) => call(getBotVersion, { query: { id, version } });
export const saveDraft = (id: string, revision: number, flow: BotFlow) =>
  call(saveBotDraft, { body: { id, revision, flow } });
/** Publishes the saved draft of `revision`; a refusal (150004) carries the problems in its data. */
export const publish = (id: string, revision: number, note: string) =>
  call(publishBot, { body: { id, revision, note } });
