import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { SEARCH_PAUSE_MS } from '../lib/use-debounced';

/**
 * Types into a search box as a teacher does, a key at a time without a pause, then pauses: a
 * search that waits for the typing to pause asks the server once, however slow the machine.
 * The pause is on the test's clock, not the wall's; the test then waits for what the request
 * brings. (user-event waits on the clock between keys, so each key is an input event here.)
 */
export function typeThenPause(field: HTMLElement, text: string, { replace = false } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const start = replace ? '' : (field as HTMLInputElement).value;
    act(() => {
      field.focus();
      for (let typed = 1; typed <= text.length; typed += 1) {
        fireEvent.change(field, { target: { value: start + text.slice(0, typed) } });
      }
    });
    act(() => vi.advanceTimersByTime(SEARCH_PAUSE_MS));
  } finally {
    vi.useRealTimers();
  }
}
