import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWarningSummary } from './SpokenWords';

const WARNINGS = [{ index: 0, word: 'Zog', reasons: ['not_in_dictionary' as const] }];

/** The screen as a phone's: no pointer that hovers. */
function touchScreen(touch: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: touch && query === '(hover: none)', media: query }) as MediaQueryList,
  );
}

describe('the line under a question with warned words', () => {
  it('says to point at the word where there is a pointer', () => {
    touchScreen(false);
    const { result } = renderHook(() => useWarningSummary(WARNINGS));
    expect(result.current).toBe('1 word may be scored poorly: “Zog”. Point at it for the reason.');
  });

  it('says to tap the word on a touch screen', () => {
    touchScreen(true);
    const { result } = renderHook(() => useWarningSummary(WARNINGS));
    expect(result.current).toBe('1 word may be scored poorly: “Zog”. Tap it for the reason.');
  });
});
