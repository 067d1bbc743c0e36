import type { ClusterRunRow, RUN_STATES } from '@zhiyu/contract/modules/learnself/cluster';
import type { RealtimeMessage } from '@zhiyu/contract/realtime';

export type RunState = (typeof RUN_STATES)[number];

/** The payload of a `learnself.cluster` message (requirements R4 §2). */
export interface RunProgress {
  runId: string;
  progress: number;
  state: RunState;
}

/** How often the runs list is read while a run is under way and the real-time channel is quiet. */
export const RUN_POLL_MS = 2000;
/** A message younger than this counts as the channel speaking (the server tells every 5 %). */
export const LIVE_QUIET_MS = 4000;

/** The newest message of each run among the kept ones (malformed payloads are left out). */
export function latestByRun(messages: readonly RealtimeMessage<unknown>[]): Map<string, RunProgress> {
  const out = new Map<string, RunProgress>();
  for (const m of messages) {
    const p = m.payload as Partial<RunProgress> | null;
    if (!p || typeof p.runId !== 'string' || typeof p.progress !== 'number') continue;
    if (p.state !== 'running' && p.state !== 'done' && p.state !== 'failed') continue;
    out.set(p.runId, { runId: p.runId, progress: p.progress, state: p.state });
  }
  return out;
}

/**
 * A run as shown: the list's row, moved on by a live message. A finished row is final; a message
 * never moves the bar back, and one saying done or failed ends the run before the list is read again.
 */
export function shownRun(row: Pick<ClusterRunRow, 'state' | 'progress'>, live?: RunProgress) {
  if (row.state !== 'running' || !live) return { state: row.state, progress: clamp(row.progress) };
  if (live.state === 'done') return { state: 'done' as const, progress: 100 };
  if (live.state === 'failed') return { state: 'failed' as const, progress: clamp(row.progress) };
  return { state: 'running' as const, progress: clamp(Math.max(row.progress, live.progress)) };
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * Whether to read the runs list now: a run is still under way and no progress message came within
 * LIVE_QUIET_MS (the channel is closed, or the server has not spoken yet). `heardAt`: when the
 * last message of the topic arrived here (0: none yet).
 */
export function shouldPoll(rows: readonly Pick<ClusterRunRow, 'state'>[], heardAt: number, now: number): boolean {
  return rows.some((r) => r.state === 'running') && now - heardAt >= LIVE_QUIET_MS;
}

/** Runs the list still shows running that a message says have ended: read the list again for their figures. */
export function endedLive(
  rows: readonly Pick<ClusterRunRow, 'id' | 'state'>[],
  live: ReadonlyMap<string, RunProgress>,
): string[] {
  return rows
    .filter((r) => r.state === 'running' && (live.get(r.id)?.state ?? 'running') !== 'running')
    .map((r) => r.id);
}
