import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { ensureQueue } from './boss.js';

/** A queue store whose creations fail as scripted, the way a second server's would. */
function bossWhere(failures: unknown[], otherServerCreates = true) {
  const queues = new Set<string>();
  let creates = 0;
  const boss = {
    getQueue: async (name: string) => (queues.has(name) ? { name } : null),
    createQueue: async (name: string) => {
      creates++;
      const failure = failures.shift();
      if (failure) {
        // The other server's transaction commits once this one has been rolled back.
        if (otherServerCreates) queues.add(name);
        throw failure;
      }
      queues.add(name);
    },
  } as unknown as PgBoss;
  return { boss, queues, creates: () => creates };
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('ensureQueue', () => {
  it('creates a missing queue once', async () => {
    const { boss, queues, creates } = bossWhere([]);
    await ensureQueue(boss, { name: 'weekly' });
    await ensureQueue(boss, { name: 'weekly' });
    expect([...queues]).toEqual(['weekly']);
    expect(creates()).toBe(1);
  });

  it('carries on when it loses a deadlock to another server creating the same queue', async () => {
    const { boss, queues } = bossWhere([deadlock]);
    await expect(ensureQueue(boss, { name: 'weekly' })).resolves.toBeUndefined();
    expect(queues.has('weekly')).toBe(true);
  });

  it('tries again after a deadlock whose winner made nothing', async () => {
    const { boss, queues, creates } = bossWhere([deadlock, deadlock], false);
    await ensureQueue(boss, { name: 'weekly' });
    expect(queues.has('weekly')).toBe(true);
    expect(creates()).toBe(3);
  });

  it('gives up after five lost races, and at once on any other failure', async () => {
    const lost = bossWhere(
      Array.from({ length: 5 }, () => deadlock),
      false,
    );
    await expect(ensureQueue(lost.boss, { name: 'weekly' })).rejects.toBe(deadlock);
    expect(lost.creates()).toBe(5);
    const broken = new Error('permission denied');
    const other = bossWhere([broken], false);
    await expect(ensureQueue(other.boss, { name: 'weekly' })).rejects.toBe(broken);
    expect(other.creates()).toBe(1);
  });
});
