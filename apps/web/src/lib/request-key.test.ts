import { describe, expect, it } from 'vitest';
import { onceOnly } from './request-key';

describe('the key of a create', () => {
  it('is 128 random bits in hex, new for every action', () => {
    const keys = Array.from({ length: 50 }, () => onceOnly()['Idempotency-Key']);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(50);
  });
});
