import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * What crosses instances: a message for a tenant (optionally one user), already serialised to the
 * frame every socket receives, or a request to re-check sessions now (someone was signed out).
 */
export type BusEvent =
  | { kind: 'message'; tenantId: string | null; userId?: string; frame: string }
  | { kind: 'recheck' };

/**
 * Delivery between instances (the real-time channel's events, the sync feed's changes). Each
 * instance handles its own publications locally, at once.
 */
export interface Bus<E = BusEvent> {
  /** Sends to the other instances (never back to this one). */
  send(event: E): void;
  /** Called for events from other instances. */
  onEvent(handler: (event: E) => void): void;
  close(): Promise<void>;
}

/** One instance: nothing to share. */
export function localBus<E = BusEvent>(): Bus<E> {
  return { send() {}, onEvent() {}, close: async () => {} };
}

/**
 * Redis pub/sub: one publishing connection and one subscriber connection (a subscribed Redis
 * connection can issue no other command). Every event carries this instance's id so it can skip
 * its own echo, since it has delivered locally already.
 */
export async function redisBus<E = BusEvent>(url: string, channel: string): Promise<Bus<E>> {
  const origin = randomUUID();
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  const handlers: ((e: E) => void)[] = [];
  sub.on('message', (_ch: string, raw: string) => {
    let parsed: { o: string; e: E };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return; // not ours: someone else published on the channel
    }
    if (parsed.o === origin || !parsed.e) return;
    for (const h of handlers) h(parsed.e);
  });
  // Resolve only once subscribed, so a message published right after start is not missed.
  await sub.subscribe(channel);
  return {
    send(event) {
      // A Redis outage must not break the publisher's own (local) delivery; ioredis reconnects.
      pub.publish(channel, JSON.stringify({ o: origin, e: event })).catch(() => undefined);
    },
    onEvent(h) {
      handlers.push(h);
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
