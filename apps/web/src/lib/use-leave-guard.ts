import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds the teacher on a page with unsaved changes: in-app navigation is blocked (the page
 * asks whether to save), and reloading or closing the tab gets the browser's own question.
 * `release` lets the page leave on purpose, after saving, before the next render says it is clean.
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}

export type LeaveGuard = ReturnType<typeof useLeaveGuard>;
