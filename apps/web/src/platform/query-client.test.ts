import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client.ts';

// The provider mounts the client in the app; that is what makes it listen to focus.
beforeEach(() => queryClient.mount());
afterEach(() => {
  focusManager.setFocused(undefined);
  queryClient.clear();
  queryClient.unmount();
});

describe('shared query client (requirements §9 refresh on window focus)', () => {
  it('refetches what is on screen when the window regains focus, even within the 30 s stale time', async () => {
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['focus-test'],
      queryFn: async () => ++calls,
    });
    const off = observer.subscribe(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['focus-test'], queryFn: async () => ++calls });
    const before = calls;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(before + 1);
    // A page mounting again within 30 s reuses the data instead (no request).
    const again = new QueryObserver(queryClient, { queryKey: ['focus-test'], queryFn: async () => ++calls });
    const off2 = again.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(before + 1);
    off();
    off2();
  });
});
