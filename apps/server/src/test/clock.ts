import type { Clock } from '../lib/clock.js';

export interface TestClock extends Clock {
  /** Moves time forward (or back, with a negative amount). */
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
