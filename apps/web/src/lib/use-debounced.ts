import { useEffect, useState } from 'react';

/** How long a search box waits for the typing to pause before it asks the server. */
export const SEARCH_PAUSE_MS = 300;

/** `value` once it has stopped changing for `ms`: typing a search asks the server once, not per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
