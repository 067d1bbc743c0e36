import type { ChatMessage } from '@zhiyu/contract/modules/aitext/chat';
import { MESSAGE_MAX_CHARS, type Vote } from '@zhiyu/contract/modules/aitext/enums';
import { CONSOLE_VISITOR_PREFIX } from '@zhiyu/contract/modules/aitext/session';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson } from '../../../platform/session/storage.ts';
import {
  askTestHuman,
  chooseTestCandidate,
  closeTestSession,
  type Opened,
  openTestSession,
  sendTestMessage,
  voteTestAnswer,
} from './chat-test.api.ts';

export type Menu = Opened['quickMenus'][number];

/** Characters as the server counts them (code points) for MESSAGE_MAX_CHARS. */
export const charCount = (text: string) => Array.from(text).length;
export const tooLong = (text: string) => charCount(text.trim()) > MESSAGE_MAX_CHARS;

/** The visitor id of the signed-in console user, so test sessions are easy to find in the records. */
export function consoleVisitorId(): string | undefined {
  const name = getJson<{ username?: string } | null>(STORAGE_KEYS.userInfo, null)?.username;
  return name ? `${CONSOLE_VISITOR_PREFIX}${name}`.slice(0, 64) : undefined;
}

export interface TestChat {
  /** 'opening' until the session is there; 'failed' when it could not be opened. */
  state: 'opening' | 'ready' | 'failed';
  messages: ChatMessage[];
  menus: Menu[];
  transferred: boolean;
  busy: boolean;
  ask(text: string): Promise<boolean>;
  choose(messageId: string, refId: string): Promise<void>;
  vote(messageId: string, vote: Vote, reason?: string): Promise<void>;
  human(): Promise<void>;
  restart(): Promise<void>;
}

interface Session {
  id: string;
  visitorId: string;
}

/**
 * One test conversation on a channel (by widget key): opens a session on mount, keeps the
 * transcript, and closes the session when the panel goes away. Each action appends what the server
 * answered; a refused action appends nothing (the request layer shows the server's message).
 */
export function useTestChat(channelKey: string): TestChat {
  const [state, setState] = useState<TestChat['state']>('opening');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [menus, setMenus] = useState<Menu[]>([]);
  const [transferred, setTransferred] = useState(false);
  const [busy, setBusy] = useState(false);
  const session = useRef<Session | null>(null);
  /** Bumped by every (re)start and by unmounting: an answer for an older generation is dropped. */
  const gen = useRef(0);

  const start = useCallback(
    async (visitorId?: string) => {
      const g = ++gen.current;
      setState('opening');
      try {
        const s = await openTestSession(channelKey, visitorId);
        if (gen.current !== g) {
          void closeTestSession(channelKey, s.sessionId, true).catch(() => undefined);
          return;
        }
        session.current = { id: s.sessionId, visitorId: s.visitorId };
        setMessages(s.welcome ? [s.welcome] : []);
        setMenus(s.quickMenus);
        setTransferred(false);
        setState('ready');
      } catch {
        if (gen.current === g) setState('failed');
      }
    },
    [channelKey],
  );

  useEffect(() => {
    void start(consoleVisitorId());
    return () => {
      gen.current += 1;
      const s = session.current;
      session.current = null;
      if (s) void closeTestSession(channelKey, s.id, true).catch(() => undefined);
    };
  }, [channelKey, start]);

  /** Runs one call on the open session; one at a time. */
  const run = async <T>(step: (sid: string) => Promise<T>, apply: (r: T) => void): Promise<boolean> => {
    const s = session.current;
    if (!s || busy) return false;
    setBusy(true);
    try {
      const r = await step(s.id);
      if (session.current === s) apply(r);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const append = (list: ChatMessage[], handed: boolean) => {
    setMessages((m) => [...m, ...list]);
    if (handed) setTransferred(true);
  };

  return {
    state,
    messages,
    menus,
    transferred,
    busy,
    ask: (raw) => {
      const text = raw.trim();
      if (!text || tooLong(text)) return Promise.resolve(false);
      return run(
        (sid) => sendTestMessage(channelKey, sid, text),
        (r) => append([r.message, ...r.replies], r.transferred),
      );
    },
    choose: async (messageId, refId) => {
      await run(
        (sid) => chooseTestCandidate(channelKey, sid, messageId, refId),
        (r) => append([r.message, ...r.replies], r.transferred),
      );
    },
    vote: async (messageId, vote, reason) => {
      await run(
        (sid) => voteTestAnswer(channelKey, sid, messageId, vote, reason),
        (r) => {
          setMessages((list) => list.map((m) => (m.id === r.messageId ? { ...m, vote: r.vote } : m)));
          append(r.replies, r.transferred);
        },
      );
    },
    human: async () => {
      await run(
        (sid) => askTestHuman(channelKey, sid),
        (r) => append(r.replies, r.transferred),
      );
    },
    restart: async () => {
      const s = session.current;
      if (busy) return;
      const g = gen.current;
      session.current = null;
      setState('opening');
      setMessages([]);
      // A session that will not close (already ended) does not stop a new one.
      if (s) await closeTestSession(channelKey, s.id, true).catch(() => undefined);
      if (gen.current === g) await start(s?.visitorId ?? consoleVisitorId());
    },
  };
}
