import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  isFallingEcho,
  isInactive,
  lastDays,
  levelSeries,
  missedInARow,
  shiftDay,
} from './dashboard.rules.js';

const today = '2026-03-10';

describe('window days', () => {
  it('shifts by the calendar, across months and leap days', () => {
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lists the last N days, oldest first, today last', () => {
    expect(lastDays(today, 3)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(lastDays(today, 30)).toHaveLength(30);
    expect(lastDays(today, 30)[0]).toBe('2026-02-09');
  });
});

describe('who needs attention', () => {
  it('inactive: in the class for 7 days or more, nothing on the last 7 days', () => {
    const joined = '2026-01-01';
    expect(isInactive({ joined, lastActive: null }, today)).toBe(true);
    expect(isInactive({ joined, lastActive: '2026-03-03' }, today)).toBe(true);
    expect(isInactive({ joined, lastActive: '2026-03-04' }, today)).toBe(false);
    expect(isInactive({ joined, lastActive: today }, today)).toBe(false);
    // Joined less than 7 days ago: not yet.
    expect(isInactive({ joined: '2026-03-04', lastActive: null }, today)).toBe(false);
    expect(isInactive({ joined: '2026-03-03', lastActive: null }, today)).toBe(true);
  });

  it('missed assignments: the latest two ended ones both missed', () => {
    expect(missedInARow([true, true])).toBe(true);
    expect(missedInARow([true, true, false])).toBe(true);
    expect(missedInARow([true, false, true])).toBe(false);
    expect(missedInARow([false, true, true])).toBe(false);
    expect(missedInARow([true])).toBe(false);
    expect(missedInARow([])).toBe(false);
  });

  it('falling Echo Valley scores: the latest three strictly falling, by 15 points or more', () => {
    // Latest first: 60 after 70 after 90.
    expect(isFallingEcho([60, 70, 90])).toBe(true);
    expect(isFallingEcho([75, 80, 90])).toBe(true);
    expect(isFallingEcho([76, 80, 90])).toBe(false);
    expect(isFallingEcho([60, 90, 90])).toBe(false);
    expect(isFallingEcho([60, 95, 90])).toBe(false);
    expect(isFallingEcho([60, 70])).toBe(false);
    // Only the latest three count.
    expect(isFallingEcho([60, 70, 90, 10])).toBe(true);
    expect(isFallingEcho([60, 70, 65, 100])).toBe(false);
  });

  it('gives every reason that applies, in a fixed order', () => {
    expect(
      attentionReasons(
        { joined: '2026-01-01', lastActive: null, endedMissed: [true, true], quizScores: [1, 20, 40] },
        today,
      ),
    ).toEqual(['inactive', 'missed_assignments', 'falling_echo']);
    expect(
      attentionReasons({ joined: '2026-01-01', lastActive: today, endedMissed: [], quizScores: [] }, today),
    ).toEqual([]);
  });
});

describe('level series', () => {
  it('counts students per book level, then the unplaced, and moves up and down into each level', () => {
    const series = levelSeries(
      [
        { level: 'B', students: 2 },
        { level: null, students: 1 },
        { level: 'Z', students: 4 },
      ],
      [
        { fromLevel: 'A', toLevel: 'B' },
        { fromLevel: 'C', toLevel: 'B' },
        { fromLevel: 'A', toLevel: 'C' },
        { fromLevel: null, toLevel: 'B' },
        { fromLevel: 'Z', toLevel: 'A' },
      ],
    );
    expect(series).toHaveLength(13);
    expect(series[0]).toEqual({ level: 'A', students: 0, raised: 0, lowered: 0 });
    expect(series[1]).toEqual({ level: 'B', students: 2, raised: 1, lowered: 1 });
    expect(series[2]).toEqual({ level: 'C', students: 0, raised: 1, lowered: 0 });
    expect(series.at(-1)).toEqual({ level: null, students: 1, raised: 0, lowered: 0 });
  });

  it('leaves out the unplaced when there are none', () => {
    expect(levelSeries([], []).map((row) => row.level)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'L',
    ]);
  });
});
