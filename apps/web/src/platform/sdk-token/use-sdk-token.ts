import { useEffect, useRef, useState } from 'react';
import { fetchSdkToken, refreshDelay } from './sdk-token.ts';

/**
 * The current SDK token (null until the first fetch answers). Renewals are scheduled by
 * `refreshDelay`; each renewal after the first calls `onRenew`, which posts it to the frame.
 */
export function useSdkToken(onRenew?: (token: string, expire: number) => void): string | null {
  const [token, setToken] = useState<string | null>(null);
  const renew = useRef(onRenew);
  renew.current = onRenew;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const load = async (first: boolean) => {
      try {
        const t = await fetchSdkToken();
        if (!alive) return;
        setToken(t.token);
        if (!first) renew.current?.(t.token, t.expire);
        const life = t.expire * 1000;
        timer = setTimeout(() => void load(false), refreshDelay(life, life));
      } catch {
        // The request layer already showed the error; try again in a minute rather than never.
        if (alive) timer = setTimeout(() => void load(first), 60_000);
      }
    };
    void load(true);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return token;
}
