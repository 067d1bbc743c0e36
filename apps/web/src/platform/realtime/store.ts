import type { RealtimeMessage } from '@zhiyu/contract/realtime';
import { useMemo, useSyncExternalStore } from 'react';

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'closed';

/** The latest messages kept for pages to read; older ones are dropped so memory stays bounded. */
export const KEEP_MESSAGES = 500;

interface Snapshot {
  state: RealtimeState;
  messages: readonly RealtimeMessage[];
  /** Every message received since the page loaded (the kept list is capped). */
  received: number;
}

let snap: Snapshot = { state: 'idle', messages: [], received: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<Snapshot>) {
  snap = { ...snap, ...next };
  for (const l of listeners) l();
}

/**
 * The shared state of the real-time channel (requirements §4: incoming messages are kept in shared
 * state): one store for the whole app, written by the connection, read by any page.
 */
export const realtimeStore = {
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: (): Snapshot => snap,
  setState(state: RealtimeState) {
    if (state !== snap.state) set({ state });
  },
  push(m: RealtimeMessage) {
    const messages = snap.messages.length >= KEEP_MESSAGES ? snap.messages.slice(1) : snap.messages.slice();
    messages.push(m);
    set({ messages, received: snap.received + 1 });
  },
  /** On sign-out: the next account must not see the previous one's messages. */
  reset() {
    set({ state: 'idle', messages: [], received: 0 });
  },
};

/** Connection state and the kept messages, optionally only those of one topic. */
export function useRealtime<P = unknown>(topic?: string) {
  const s = useSyncExternalStore(realtimeStore.subscribe, realtimeStore.get);
  const messages = useMemo(
    () => (topic ? s.messages.filter((m) => m.topic === topic) : s.messages) as readonly RealtimeMessage<P>[],
    [s.messages, topic],
  );
  return { state: s.state, messages, last: messages.at(-1), received: s.received };
}
