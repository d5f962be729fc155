import { describe, expect, it } from 'vitest';
import { formatAxisDate, formatDate } from './date-format';

describe('dates on screen', () => {
  it('show calendar dates as YYYY.MM.DD', () => {
    expect(formatDate('2026-11-20')).toBe('2026.11.20');
  });

  it('show a chart axis’s days as MM.DD with the weekday in the reader’s language', () => {
    // The weekday's exact short form is the browser's (its Unicode data); its word is the language's.
    expect(formatAxisDate('2026-11-20', 'en-US')).toBe('11.20\nFri');
    expect(formatAxisDate('2026-11-20', 'ja-JP')).toMatch(/^11\.20\n.*金/);
    expect(formatAxisDate('2026-11-20', 'zh-TW')).toMatch(/^11\.20\n.*五/);
    expect(formatAxisDate('2026-11-20', 'ko-KR')).toMatch(/^11\.20\n.*금/);
    expect(formatAxisDate('2026-11-20', 'es')).toMatch(/^11\.20\nvie/);
    expect(formatAxisDate('2026-11-20', 'th-TH')).toMatch(/^11\.20\nศ/);
    // A date near midnight stays on its own day wherever the browser is.
    expect(formatAxisDate('2026-01-01', 'en-US')).toBe('01.01\nThu');
  });
});
