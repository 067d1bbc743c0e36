import { useEffect, useRef, useState } from 'react';

/** requirements §9 tree search throttle. */
export const TREE_SEARCH_THROTTLE_MS = 500;

/**
 * The value, updated at most once per `ms`: the first change applies at once, later changes in the
 * window apply at its end, so the last keystroke always lands.
 */
export function useThrottled<T>(value: T, ms = TREE_SEARCH_THROTTLE_MS): T {
  const [out, setOut] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setOut(value);
      return;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setOut(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}
