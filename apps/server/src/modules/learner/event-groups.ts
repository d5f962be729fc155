import type { GroupedEvent } from './learner.repository.js';

/** The most events one statement stores. */
const GROUP_LIMIT = 500;
/** Groups written at once: the next group gathers while these are being committed. */
const WRITERS = 2;

interface Waiting {
  event: GroupedEvent;
  settle: (stored: Promise<boolean>) => void;
}

export interface EventGroupWriters {
  /** Stores the events of a group in one statement; answers, for each, whether it was stored. */
  group(events: readonly GroupedEvent[]): Promise<boolean[]>;
  /** Stores one event on its own (a group that failed is written again one by one, so each gets its own answer). */
  one(event: GroupedEvent): Promise<boolean>;
}

const keyOf = (event: GroupedEvent) => `${event.studentId}\n${event.key}`;

/**
 * Group commit of learning events. An event arriving while no group is being written is
 * written at once, alone; events arriving while groups are being written wait for the next
 * group, which is written as soon as a writer is free. Each event is answered only once its
 * group's statement has committed, so what is acknowledged is durable, and a busy moment costs
 * one statement (and one rollup upsert per class, student, material and day) per group instead
 * of one per event. A group whose statement fails is written again event by event, so one
 * event's fault fails only that event. A retried key waits for the group after the one holding
 * its first copy, which then finds it counted. A group holds one school's events, so that its
 * statement stays on that school's shard on a cluster; the other schools' events wait for the
 * next groups, in the order they came.
 */
export function createEventGroups(writers: EventGroupWriters) {
  let waiting: Waiting[] = [];
  let writing = 0;

  async function write(group: Waiting[]) {
    const events = group.map((entry) => entry.event);
    let stored: boolean[];
    try {
      stored = await writers.group(events);
    } catch {
      for (const entry of group) entry.settle(writers.one(entry.event));
      return;
    }
    for (const [i, entry] of group.entries()) entry.settle(Promise.resolve(stored[i] ?? false));
  }

  function next() {
    while (writing < WRITERS && waiting.length > 0) {
      const group: Waiting[] = [];
      const later: Waiting[] = [];
      const keys = new Set<string>();
      const school = waiting[0]!.event.institutionId;
      for (const entry of waiting) {
        const key = keyOf(entry.event);
        if (group.length >= GROUP_LIMIT || keys.has(key) || entry.event.institutionId !== school) later.push(entry);
        else {
          keys.add(key);
          group.push(entry);
        }
      }
      waiting = later;
      writing++;
      void write(group).finally(() => {
        writing--;
        next();
      });
    }
  }

  return {
    /** Stores the event with the next group; answers once it is committed whether it was stored. */
    record(event: GroupedEvent): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ event, settle: (stored) => stored.then(resolve, reject) });
        next();
      });
    },
  };
}
