import { useCallback, useEffect, useRef, useState } from 'react';
import { revealFirstError } from './first-error';

/**
 * Every form's way of showing what stops it: `reveal()` after a refused submit (a rule of the
 * form or the server's answer) brings the first error into view with the focus on it, once the
 * errors it caused are drawn. `ref` goes on the form (or what holds all of its fields).
 */
export function useFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) revealFirstError(ref.current);
  }, [asked]);
  const reveal = useCallback(() => setAsked((count) => count + 1), []);
  return { ref, reveal };
}
