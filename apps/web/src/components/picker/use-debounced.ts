import { useEffect, useState } from 'react';

/** requirements §9 debounce: pickers query 300 ms after the last keystroke, not on every one. */
export const DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
