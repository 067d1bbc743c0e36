import type { ChatMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { Lang } from './i18n.ts';

/** The public chat API's path prefix (contract chat.ts OPEN_PREFIX). */
const OPEN = '/newaitext/open';

export type { ChatMessage };
export interface Menu {
  name: string;
  actionType: number;
  url?: string;
  text?: string;
  disabled: boolean;
}
export interface Opened {
  sessionId: string;
  visitorId: string;
  channelName: string;
  welcome: ChatMessage | null;
  quickMenus: Menu[];
}
export interface Sent {
  message: ChatMessage;
  replies: ChatMessage[];
  transferred: boolean;
}

/** A refusal of the API: the server's message, in the page's language. */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls of one widget: the channel key travels in every body. */
export function client(base: string, channelKey: string, lang: Lang) {
  async function post<T>(path: string, body: object): Promise<T> {
    const res = await fetch(`${base}${OPEN}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({ channelKey, ...body }),
    });
    const env = (await res.json()) as { code: string; msg: string; data: T };
    if (env.code !== '000000') throw new ChatError(env.code, env.msg);
    return env.data;
  }
  return {
    open: (visitorId: string | null) => post<Opened>('session', visitorId ? { visitorId } : {}),
    send: (sessionId: string, text: string) => post<Sent>('message', { sessionId, text }),
    choose: (sessionId: string, messageId: string, refId: string) =>
      post<Sent>('message', { sessionId, candidate: { messageId, refId } }),
    vote: (sessionId: string, messageId: string, vote: 'like' | 'dislike', reason?: string) =>
      post<{ replies: ChatMessage[]; transferred: boolean }>('feedback', { sessionId, messageId, vote, reason }),
    human: (sessionId: string) => post<{ replies: ChatMessage[]; transferred: boolean }>('human', { sessionId }),
  };
}
export type Client = ReturnType<typeof client>;
