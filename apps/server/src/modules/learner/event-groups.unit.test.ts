import { describe, expect, it } from 'vitest';
import { createEventGroups, type EventGroupWriters } from './event-groups.js';
import type { GroupedEvent } from './learner.repository.js';

const event = (studentId: number, key: string, institutionId = 1): GroupedEvent => ({
  institutionId,
  studentId,
  resourceId: 7,
  key,
  kind: 'read',
  occurredAt: new Date('2026-03-02T09:00:00Z'),
  durationS: 60,
  pages: 2,
  completed: false,
  today: '2026-03-02',
});

/** Writers whose statements finish only when the test says so, recording what each was given. */
function heldWriters(options: { failGroups?: boolean; refuse?: string } = {}) {
  const groups: string[][] = [];
  const alone: string[] = [];
  const finish: (() => void)[] = [];
  const counted = new Set<string>();
  const store = (e: GroupedEvent) => {
    const id = `${e.studentId}:${e.key}`;
    if (counted.has(id) || e.key === options.refuse) return false;
    counted.add(id);
    return true;
  };
  const writers: EventGroupWriters = {
    group(events) {
      groups.push(events.map((e) => `${e.studentId}:${e.key}`));
      return new Promise((resolve, reject) => {
        finish.push(() => (options.failGroups ? reject(new Error('statement failed')) : resolve(events.map(store))));
      });
    },
    async one(e) {
      alone.push(`${e.studentId}:${e.key}`);
      if (e.key === options.refuse) throw new Error('this event is at fault');
      return store(e);
    },
  };
  const finishAll = async () => {
    while (finish.length > 0) {
      finish.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { writers, groups, alone, finishAll };
}

describe('learning events written in groups', () => {
  it('writes an event at once when no group is being written, and gathers the ones arriving meanwhile', async () => {
    const held = heldWriters();
    const groups = createEventGroups(held.writers);
    const first = groups.record(event(1, 'a'));
    const second = groups.record(event(2, 'a'));
    // Both writers are busy now: the next events wait and go together.
    const rest = [3, 4, 5, 6].map((student) => groups.record(event(student, 'a')));
    expect(held.groups).toEqual([['1:a'], ['2:a']]);
    await held.finishAll();
    expect(await Promise.all([first, second, ...rest])).toEqual([true, true, true, true, true, true]);
    expect(held.groups).toEqual([['1:a'], ['2:a'], ['3:a', '4:a', '5:a', '6:a']]);
  });

  it('answers an event only once its group is written', async () => {
    const held = heldWriters();
    const groups = createEventGroups(held.writers);
    let answered = false;
    const recorded = groups.record(event(1, 'a')).then((stored) => {
      answered = true;
      return stored;
    });
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    await held.finishAll();
    expect(await recorded).toBe(true);
  });

  it('puts a retried key in a later group, which finds it counted', async () => {
    const held = heldWriters();
    const groups = createEventGroups(held.writers);
    const busy = [groups.record(event(9, 'x')), groups.record(event(9, 'y'))];
    const copies = [groups.record(event(1, 'a')), groups.record(event(1, 'a')), groups.record(event(2, 'a'))];
    await held.finishAll();
    await Promise.all(busy);
    expect(await Promise.all(copies)).toEqual([true, false, true]);
    expect(held.groups.slice(2)).toEqual([['1:a', '2:a'], ['1:a']]);
  });

  it("keeps each group to one school's events, the others waiting in order for the next groups", async () => {
    const held = heldWriters();
    const groups = createEventGroups(held.writers);
    const busy = [groups.record(event(9, 'x')), groups.record(event(9, 'y'))];
    const rest = [
      groups.record(event(1, 'a', 1)),
      groups.record(event(20, 'a', 2)),
      groups.record(event(2, 'a', 1)),
      groups.record(event(21, 'a', 2)),
    ];
    await held.finishAll();
    await Promise.all([...busy, ...rest]);
    expect(held.groups.slice(2)).toEqual([
      ['1:a', '2:a'],
      ['20:a', '21:a'],
    ]);
  });

  it('writes a failed group again event by event, so only the faulty event fails', async () => {
    const held = heldWriters({ failGroups: true, refuse: 'bad' });
    const groups = createEventGroups(held.writers);
    const recorded = Promise.allSettled([groups.record(event(1, 'a')), groups.record(event(2, 'bad'))]);
    await held.finishAll();
    const [good, bad] = await recorded;
    expect(good).toEqual({ status: 'fulfilled', value: true });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('this event is at fault') });
    expect(held.alone).toEqual(['1:a', '2:bad']);
  });
});
