import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { realtimeAddress } from './address.ts';
import { KEEP_MESSAGES, realtimeStore, useRealtime } from './store.ts';

beforeEach(() => {
  realtimeStore.reset();
  localStorage.clear();
});

describe('real-time shared state', () => {
  it('any component reads the messages, optionally of one topic', () => {
    const all = renderHook(() => useRealtime());
    const notices = renderHook(() => useRealtime('notice'));
    act(() => {
      realtimeStore.push({ topic: 'notice', payload: 1, at: 1 });
      realtimeStore.push({ topic: 'echo', payload: 2, at: 2 });
    });
    expect(all.result.current.messages.map((m) => m.payload)).toEqual([1, 2]);
    expect(notices.result.current.messages.map((m) => m.payload)).toEqual([1]);
    expect(notices.result.current.last?.payload).toBe(1);
  });

  it('keeps the latest messages only', () => {
    for (let i = 0; i < KEEP_MESSAGES + 5; i++) realtimeStore.push({ topic: 't', payload: i, at: i });
    const { messages, received } = realtimeStore.get();
    expect(messages).toHaveLength(KEEP_MESSAGES);
    expect(messages[0].payload).toBe(5);
    expect(received).toBe(KEEP_MESSAGES + 5);
  });

  it('builds the address from corpId, userInfo.username, uuid and the token; none when signed out', () => {
    expect(realtimeAddress(new URL('http://console.test/index') as unknown as Location)).toBeNull();
    localStorage.setItem('authorization', 'tok');
    localStorage.setItem('userInfo', JSON.stringify({ username: 'tenant' }));
    localStorage.setItem('corpId', 'corp2001');
    localStorage.setItem('uuid', 'dev-1');
    expect(realtimeAddress(new URL('https://console.test/index') as unknown as Location)).toBe(
      'wss://console.test/ws?corpId=corp2001&username=tenant&uuid=dev-1&token=tok',
    );
  });
});
