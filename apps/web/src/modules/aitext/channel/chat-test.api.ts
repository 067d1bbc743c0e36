import type { DataOf } from '@zhiyu/contract/endpoint';
import { listChannelConfigs } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, closeSession, openSession, sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { Vote } from '@zhiyu/contract/modules/aitext/enums';
import { call } from '../../../platform/request/call.ts';
import { channelKeys } from './channel.api.ts';

/**
 * The console's test window ("Test chat") talks to the same public chat API as the widget
 * (contract aitext/chat.ts), naming the channel by its public widget key. Refusals come back as the
 * server's message through the request layer's toast, as every console call does.
 */
export type Opened = DataOf<typeof openSession>;
export type Sent = DataOf<typeof sendMessage>;
export type Voted = DataOf<typeof sendFeedback>;
export type Handed = DataOf<typeof askHuman>;

export const chatTestKeys = {
  channels: () => [...channelKeys.all, 'test-windows'] as const,
};

export const openTestSession = (channelKey: string, visitorId?: string) =>
  call(openSession, { body: { channelKey, ...(visitorId ? { visitorId } : {}) } });

export const sendTestMessage = (channelKey: string, sessionId: string, text: string) =>
  call(sendMessage, { body: { channelKey, sessionId, type: 'text', text } });

/** A "did you mean" candidate chosen: the suggest message and the candidate's refId. */
export const chooseTestCandidate = (channelKey: string, sessionId: string, messageId: string, refId: string) =>
  call(sendMessage, { body: { channelKey, sessionId, type: 'text', candidate: { messageId, refId } } });

export const voteTestAnswer = (channelKey: string, sessionId: string, messageId: string, vote: Vote, reason?: string) =>
  call(sendFeedback, { body: { channelKey, sessionId, messageId, vote, ...(reason ? { reason } : {}) } });

export const askTestHuman = (channelKey: string, sessionId: string) =>
  call(askHuman, { body: { channelKey, sessionId } });

/** Ends a session; `silent` when nobody waits for it (the drawer closing, starting over). */
export const closeTestSession = (channelKey: string, sessionId: string, silent = false) =>
  call(closeSession, { body: { channelKey, sessionId }, silent });

/**
 * The channels a test chat can use: enabled test windows (channel type 1) reached by widget key.
 * An API channel's secret key is shown once and never kept, so the console cannot speak for it.
 */
export const fetchTestChannels = () =>
  call(listChannelConfigs, {
    query: { pageNum: 1, pageSize: 100, channelType: 1, status: 1, kind: 'widget' },
  }).then((p) => p.list);
