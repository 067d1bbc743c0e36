import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENT_CONVERSATION_TOPIC } from '@zhiyu/contract/modules/aihelper/ingest';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { realtimeAddress } from '../../../platform/realtime/address.ts';
import { createConnection } from '../../../platform/realtime/connection.ts';
import { realtimeStore, useRealtime } from '../../../platform/realtime/store.ts';
import { deskKeys, LIVE_POLL_MS, readConversation } from './desk.api.ts';

/**
 * The embedded desk (/iframe/aihelper/agent…) has no layout shell, so nothing has opened the
 * real-time channel: the page opens it itself while it is shown. In the shell it is already open.
 */
function useBareChannel() {
  const bare = useLocation().pathname.startsWith('/iframe/');
  useEffect(() => {
    if (!bare || realtimeStore.get().state !== 'idle') return;
    const conn = createConnection({ address: () => realtimeAddress() });
    conn.start();
    return () => conn.stop();
  }, [bare]);
}

/**
 * The agent's current conversation, kept fresh: read again when the real-time channel announces a
 * change of one of the agent's conversations (topic aihelper.conversation), and every 5 s while a
 * call is live in case a message was missed. A message that comes while a read is under way asks
 * for one more read after it, so the last change is never left out.
 */
export function useConversation() {
  useBareChannel();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deskKeys.current(),
    // With no conversation on screen a failure shows in its place (desk-frame), so no toast too.
    queryFn: () => readConversation(!client.getQueryData(deskKeys.current())),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'live' ? LIVE_POLL_MS : false),
  });
  const { last, state } = useRealtime<{ id: string; seq: number }>(AGENT_CONVERSATION_TOPIC);
  const pending = useRef(false);
  useEffect(() => {
    if (!last) return;
    if (client.isFetching({ queryKey: deskKeys.current() })) pending.current = true;
    else void client.invalidateQueries({ queryKey: deskKeys.current() }, { cancelRefetch: false });
  }, [last, client]);
  useEffect(() => {
    if (query.isFetching || !pending.current) return;
    pending.current = false;
    void client.invalidateQueries({ queryKey: deskKeys.current() }, { cancelRefetch: false });
  }, [query.isFetching, client]);
  return { query, channel: state };
}

/** Reads the conversation again now (after starting or stopping a simulated call, or a change). */
export function useRefreshConversation() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deskKeys.current() });
}

/** The current time, ticking every second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
