import { act, renderHook } from '@testing-library/react';
import { CLUSTER_PROGRESS_TOPIC, type ClusterRunRow } from '@zhiyu/contract/modules/learnself/cluster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '../../../platform/realtime/store.ts';
import { useRunProgress } from './run-live.ts';
import { endedLive, LIVE_QUIET_MS, latestByRun, RUN_POLL_MS, shouldPoll, shownRun } from './run-progress.ts';

const msg = (payload: unknown, at = 1) => ({ topic: CLUSTER_PROGRESS_TOPIC, payload, at });
const run = (over: Partial<ClusterRunRow> = {}): ClusterRunRow => ({
  id: 'run-1',
  state: 'running',
  progress: 10,
  params: { kind: 'unrecognised', threshold: 0.4, minSize: 2 },
  inputCount: 0,
  clusterCount: 0,
  unclustered: 0,
  datasetName: '',
  creator: 'tenant',
  createdAt: 1,
  finishedAt: null,
  ...over,
});

describe('run progress from real-time messages (requirements R4 §2)', () => {
  it('keeps the newest message of each run and leaves malformed ones out', () => {
    const live = latestByRun([
      msg({ runId: 'a', progress: 20, state: 'running' }),
      msg({ runId: 'b', progress: 50, state: 'running' }),
      msg({ runId: 'a', progress: 45, state: 'running' }),
      msg({ runId: 'a', progress: 'x', state: 'running' }),
      msg({ runId: 'c', progress: 5, state: 'odd' }),
      msg(null),
    ]);
    expect([...live.values()]).toEqual([
      { runId: 'a', progress: 45, state: 'running' },
      { runId: 'b', progress: 50, state: 'running' },
    ]);
  });

  it('moves the bar forward only; done and failed end the run; a finished row is final', () => {
    expect(shownRun(run({ progress: 30 }), { runId: 'run-1', progress: 60, state: 'running' })).toEqual({
      state: 'running',
      progress: 60,
    });
    expect(shownRun(run({ progress: 70 }), { runId: 'run-1', progress: 40, state: 'running' })).toEqual({
      state: 'running',
      progress: 70,
    });
    expect(shownRun(run(), { runId: 'run-1', progress: 100, state: 'done' })).toEqual({ state: 'done', progress: 100 });
    expect(shownRun(run(), { runId: 'run-1', progress: 0, state: 'failed' }).state).toBe('failed');
    expect(shownRun(run({ state: 'done', progress: 100 }), { runId: 'run-1', progress: 5, state: 'running' })).toEqual({
      state: 'done',
      progress: 100,
    });
    expect(shownRun(run({ progress: 140 })).progress).toBe(100);
  });

  it('polls only while a run is under way and the channel has been quiet', () => {
    expect(shouldPoll([run()], 0, 10_000)).toBe(true);
    expect(shouldPoll([run()], 10_000 - LIVE_QUIET_MS + 1, 10_000)).toBe(false);
    expect(shouldPoll([run({ state: 'done' })], 0, 10_000)).toBe(false);
    const live = latestByRun([msg({ runId: 'run-1', progress: 100, state: 'done' })]);
    expect(endedLive([run(), run({ id: 'run-2' })], live)).toEqual(['run-1']);
  });
});

describe('useRunProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    realtimeStore.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('falls back to reading the list every 2 s while no message comes, and stops when one does', () => {
    const refresh = vi.fn();
    renderHook(() => useRunProgress([run()], refresh));
    act(() => vi.advanceTimersByTime(RUN_POLL_MS * 2));
    expect(refresh).toHaveBeenCalledTimes(2);
    act(() => realtimeStore.push(msg({ runId: 'run-1', progress: 40, state: 'running' })));
    refresh.mockClear();
    act(() => vi.advanceTimersByTime(RUN_POLL_MS));
    expect(refresh).not.toHaveBeenCalled();
    // The channel goes quiet again: polling resumes.
    act(() => vi.advanceTimersByTime(LIVE_QUIET_MS));
    expect(refresh).toHaveBeenCalled();
  });

  it('shows live progress and reads the list again when a message says the run ended', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useRunProgress([run()], refresh));
    act(() => realtimeStore.push(msg({ runId: 'run-1', progress: 55, state: 'running' })));
    expect(shownRun(run(), result.current.get('run-1'))).toEqual({ state: 'running', progress: 55 });
    expect(refresh).not.toHaveBeenCalled();
    act(() => realtimeStore.push(msg({ runId: 'run-1', progress: 100, state: 'done' })));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(shownRun(run(), result.current.get('run-1')).state).toBe('done');
  });

  it('neither polls nor refreshes when no run is under way', () => {
    const refresh = vi.fn();
    renderHook(() => useRunProgress([run({ state: 'done', progress: 100 })], refresh));
    act(() => vi.advanceTimersByTime(RUN_POLL_MS * 5));
    expect(refresh).not.toHaveBeenCalled();
  });
});
