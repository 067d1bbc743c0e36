import { CLUSTER_PROGRESS_TOPIC, type ClusterRunRow } from '@zhiyu/contract/modules/learnself/cluster';
import { useEffect, useMemo, useRef } from 'react';
import { useRealtime } from '../../../platform/realtime/store.ts';
import { endedLive, latestByRun, RUN_POLL_MS, type RunProgress, shouldPoll } from './run-progress.ts';

/**
 * Live progress of the runs shown (requirements R4 §2): the `learnself.cluster` messages of the
 * real-time channel move each bar; a message saying a run ended reads the list again for its figures;
 * while a run is under way and the channel stays quiet, the list is read every 2 s instead.
 */
export function useRunProgress(
  rows: readonly ClusterRunRow[] | undefined,
  refresh: () => unknown,
): ReadonlyMap<string, RunProgress> {
  const { messages, last } = useRealtime(CLUSTER_PROGRESS_TOPIC);
  const live = useMemo(() => latestByRun(messages), [messages]);
  const heardAt = useRef(0);
  useEffect(() => {
    if (last) heardAt.current = Date.now();
  }, [last]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const running = !!rows?.some((r) => r.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (shouldPoll(rowsRef.current ?? [], heardAt.current, Date.now())) void refreshRef.current();
    }, RUN_POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
  const ended = rows ? endedLive(rows, live).join() : '';
  useEffect(() => {
    if (ended) void refreshRef.current();
  }, [ended]);
  return live;
}
