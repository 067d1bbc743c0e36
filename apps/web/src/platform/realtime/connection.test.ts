import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnection } from './connection.ts';
import { realtimeStore } from './store.ts';

/** A stand-in socket the test drives: what the browser's WebSocket would report. */
class FakeSocket {
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {}
  close = vi.fn(() => {
    this.readyState = 3;
  });
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fails(code = 1006) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

let sockets: FakeSocket[];
let address: string | null;
const make = () =>
  createConnection({
    address: () => address,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  address = 'ws://x/ws?corpId=c&username=u&uuid=d&token=t';
  realtimeStore.reset();
});
afterEach(() => vi.useRealTimers());

describe('real-time connection', () => {
  it('opens at start, keeps incoming messages in the shared store, and reports its state', () => {
    const c = make();
    c.start();
    expect(sockets).toHaveLength(1);
    expect(realtimeStore.get().state).toBe('connecting');
    sockets[0].serverOpens();
    expect(realtimeStore.get().state).toBe('open');
    sockets[0].serverSends(JSON.stringify({ topic: 'notice', payload: { n: 1 }, at: 1 }));
    sockets[0].serverSends('not json');
    expect(realtimeStore.get().messages).toEqual([{ topic: 'notice', payload: { n: 1 }, at: 1 }]);
    c.stop();
  });

  it('reconnects 3 s after an error, not before', () => {
    const c = make();
    c.start();
    sockets[0].serverOpens();
    sockets[0].fails();
    expect(realtimeStore.get().state).toBe('closed');
    vi.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // A failed reconnect tries again 3 s later.
    sockets[1].fails();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(3);
    c.stop();
  });

  it('checks every 300000 ms that it is open and reopens it if not', () => {
    const c = make();
    c.start();
    sockets[0].serverOpens();
    vi.advanceTimersByTime(300_000);
    expect(sockets).toHaveLength(1); // open: nothing to do
    // The session ended (4401): no 3 s retry with the dead token...
    sockets[0].fails(4401);
    vi.advanceTimersByTime(299_999);
    expect(sockets).toHaveLength(1);
    // ...but the 5-minute check reopens it.
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    c.stop();
  });

  it('after 4401 it reconnects 3 s later once the address carries a new token', () => {
    const c = make();
    c.start();
    sockets[0].serverOpens();
    sockets[0].fails(4401);
    // Same (refused) token: nothing is opened at 3 s, nor at the next looks.
    vi.advanceTimersByTime(9000);
    expect(sockets).toHaveLength(1);
    // The session was refreshed: the next look, at most 3 s later, opens with the new token.
    address = 'ws://x/realtime?token=fresh';
    vi.advanceTimersByTime(3000);
    expect(sockets.map((s) => s.url)).toEqual([sockets[0].url, 'ws://x/realtime?token=fresh']);
    // An ordinary close of the new socket goes back to the plain 3 s retry.
    sockets[1].fails();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(3);
    c.stop();
  });

  it('stops for good on stop(), and opens nothing while signed out', () => {
    const c = make();
    c.start();
    sockets[0].serverOpens();
    c.stop();
    expect(sockets[0].close).toHaveBeenCalledWith(1000);
    expect(realtimeStore.get().state).toBe('idle');
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    address = null;
    const d = make();
    d.start();
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    d.stop();
  });

  it('restart() reopens with the current address (a new token)', () => {
    const c = make();
    c.start();
    sockets[0].serverOpens();
    address = 'ws://x/ws?token=new';
    c.restart();
    expect(sockets[0].close).toHaveBeenCalled();
    expect(sockets[1].url).toBe('ws://x/ws?token=new');
    // The replaced socket's late close schedules nothing.
    sockets[0].fails();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(2);
    c.stop();
  });
});
