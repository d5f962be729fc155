import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

/** A system setting that can be switched while the page is open. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && setting.reduce,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useReducedMotion', () => {
  it('follows the system setting, also when it changes', () => {
    const setting = systemSetting(true);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => setting.change(false));
    expect(result.current).toBe(false);
  });
});
