import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy.tsx';

afterEach(() => vi.useRealTimers());

describe('chunk loading timeout (requirements §8: 120 s)', () => {
  it('a chunk that never arrives fails after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const outcome = withTimeout(() => new Promise(() => {})).then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('chunk load timeout');
  });
  it('a chunk arriving in time loads', async () => {
    await expect(withTimeout(async () => 'page')).resolves.toBe('page');
  });
});
