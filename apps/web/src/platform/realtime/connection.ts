import { isFinalClose, REALTIME_LIMITS, type RealtimeMessage } from '@zhiyu/contract/realtime';
import { realtimeStore } from './store.ts';

/** What the connection uses of a browser WebSocket. */
export interface Socket {
  readonly readyState: number;
  close(code?: number, reason?: string): void;
  onopen: ((e: Event) => void) | null;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: Event) => void) | null;
  onclose: ((e: CloseEvent) => void) | null;
}

export interface ConnectionOptions {
  /** The address to open, or null while signed out. Read at every (re)open: tokens rotate. */
  address: () => string | null;
  /** Injectable for unit tests. */
  createSocket?: (url: string) => Socket;
}

const OPEN = 1;
const CONNECTING = 0;

/**
 * One real-time connection (requirements §4, §9): reconnects 3 s after an error or a close, and every
 * 5 minutes makes sure it is open, reopening it if not. Messages go to the shared store.
 * After a close meaning the session is gone (4401) it still looks again 3 s later, and reconnects
 * then if the address now carries another token (the session was refreshed meanwhile); while the
 * address is the refused one it opens nothing (the dead token is not sent again every 3 s) and
 * keeps looking every 3 s, the 5-minute check aside.
 */
export function createConnection(opts: ConnectionOptions) {
  const make = opts.createSocket ?? ((url: string) => new WebSocket(url));
  let ws: Socket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let check: ReturnType<typeof setInterval> | null = null;
  let running = false;
  /** The address a final close refused: not opened again until it changes (or the 5-minute check). */
  let refused: string | null = null;

  const clearRetry = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };

  const open = (fromRetry = false) => {
    clearRetry();
    const url = opts.address();
    if (!running || !url) return;
    if (fromRetry && url === refused) {
      retry = setTimeout(() => open(true), REALTIME_LIMITS.reconnectMs);
      return;
    }
    refused = null;
    realtimeStore.setState('connecting');
    const s = make(url);
    ws = s;
    s.onopen = () => realtimeStore.setState('open');
    s.onmessage = (e) => {
      try {
        realtimeStore.push(JSON.parse(String(e.data)) as RealtimeMessage);
      } catch {
        // Not a channel frame; nothing a page could use.
      }
    };
    // An error is always followed by a close; the close schedules the reconnect.
    s.onerror = () => undefined;
    s.onclose = (e) => {
      if (ws !== s) return; // an old socket replaced by a newer one
      ws = null;
      realtimeStore.setState('closed');
      if (!running) return;
      refused = isFinalClose(e.code) ? url : null;
      retry = setTimeout(() => open(true), REALTIME_LIMITS.reconnectMs);
    };
  };

  const drop = () => {
    const s = ws;
    ws = null;
    if (s && s.readyState <= OPEN) s.close(1000);
  };

  return {
    start() {
      if (running) return;
      running = true;
      open();
      check = setInterval(() => {
        if (ws && (ws.readyState === OPEN || ws.readyState === CONNECTING)) return;
        drop();
        open();
      }, REALTIME_LIMITS.checkMs);
    },
    /** Reopen with the current address (the token changed). */
    restart() {
      if (!running) return;
      drop();
      open();
    },
    stop() {
      running = false;
      clearRetry();
      if (check) clearInterval(check);
      check = null;
      drop();
      realtimeStore.setState('idle');
    },
  };
}
