import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.js';

describe('requestedRange', () => {
  it('serves the whole file without a byte range', () => {
    expect(requestedRange(undefined, 100)).toBeNull();
    expect(requestedRange('items=0-4', 100)).toBeNull();
    expect(requestedRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  it('reads a first and last byte, an open end and a suffix', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('refuses ranges that cannot be served', () => {
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=a-b', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-1', 0)).toBe('unsatisfiable');
  });
});
