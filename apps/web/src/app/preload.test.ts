import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../platform/session/storage.ts';
import { preloadAddress } from './preload.ts';

const BOARD = '/aicall/data-board/outbound';
const grant = (path: string) => [{ id: '1', path, name: 'x', parentId: null, type: 1 }];

let fetched: string[] = [];
beforeEach(() => {
  localStorage.clear();
  fetched = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ code: '000000', data: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.restoreAllMocks());

const boardCalls = () => fetched.filter((u) => u.includes('/v1/aicall-web/databoard/outbound/stat'));

describe('preloadAddress', () => {
  it("starts a granted board's first call before anything renders, once", async () => {
    setItem(STORAGE_KEYS.authorization, 'token');
    setItem(STORAGE_KEYS.navData, grant(BOARD));
    const preload = preloadAddress(BOARD);
    expect(preload.signedInPage).toBe(true);
    await preload.done;
    await vi.waitFor(() => expect(boardCalls()).toHaveLength(1));
    expect(boardCalls()[0]).toContain('granularity=1');
  });

  it('asks nothing for a board outside the grants (the guard shows the 403 page)', async () => {
    setItem(STORAGE_KEYS.authorization, 'token');
    setItem(STORAGE_KEYS.navData, grant('/aicall/data-board/overview'));
    const preload = preloadAddress(BOARD);
    await preload.done;
    await new Promise((ok) => setTimeout(ok, 50));
    expect(boardCalls()).toHaveLength(0);
  });

  it('signed out, a page of the shell is not preloaded and asks nothing; the sign-in page is public', async () => {
    const board = preloadAddress(BOARD);
    expect(board.signedInPage).toBe(false);
    await board.done;
    expect(preloadAddress('/login').signedInPage).toBe(false);
    await new Promise((ok) => setTimeout(ok, 50));
    expect(boardCalls()).toHaveLength(0);
  });
});
