import { LEARNING_KINDS } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../lib/clock.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { createCourse, createSchool, createStudents } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { learningDays, learningEvents } from './schema/index.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

/** A small seeded generator (mulberry32), so a failing run can be repeated from its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(list: readonly T[]) => list[below(list.length)]! };
}

type Event = typeof learningEvents.$inferInsert;
type DayRow = {
  courseId: number;
  studentId: number;
  resourceId: number;
  day: string;
  seconds: number;
  events: number;
  completions: number;
};

const keyOf = (row: Pick<DayRow, 'courseId' | 'studentId' | 'resourceId' | 'day'>) =>
  `${row.courseId}/${row.studentId}/${row.resourceId}/${row.day}`;

/** What learning_days should hold for the events kept: each student's key counted once, the first report winning. */
function expectedDays(events: Event[]): DayRow[] {
  const firstByKey = new Map<string, Event>();
  for (const event of events) {
    const id = `${event.studentId}/${event.key}`;
    if (!firstByKey.has(id)) firstByKey.set(id, event);
  }
  const days = new Map<string, DayRow>();
  for (const event of firstByKey.values()) {
    const row = {
      courseId: event.courseId,
      studentId: event.studentId,
      resourceId: event.resourceId,
      day: calendarDate(event.occurredAt),
    };
    const kept = days.get(keyOf(row)) ?? { ...row, seconds: 0, events: 0, completions: 0 };
    kept.seconds += event.durationS;
    kept.events += 1;
    kept.completions += event.completed ? 1 : 0;
    days.set(keyOf(row), kept);
  }
  return [...days.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

async function storedDays(institutionId: number): Promise<DayRow[]> {
  const rows = await t.db
    .select({
      courseId: learningDays.courseId,
      studentId: learningDays.studentId,
      resourceId: learningDays.resourceId,
      day: learningDays.day,
      seconds: learningDays.seconds,
      events: learningDays.events,
      completions: learningDays.completions,
    })
    .from(learningDays)
    .where(sql`${learningDays.institutionId} = ${institutionId}`);
  return rows.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** The same days counted straight from the events table. */
async function countedDays(institutionId: number): Promise<DayRow[]> {
  const result = await t.db.execute(sql`
    select course_id as "courseId", student_id as "studentId", resource_id as "resourceId",
      to_char(occurred_at::date, 'YYYY-MM-DD') as day, sum(duration_s)::int as seconds,
      count(*)::int as events, (count(*) filter (where completed))::int as completions
    from learning_events where institution_id = ${institutionId}
    group by 1, 2, 3, 4`);
  const rows = (result as unknown as { rows: DayRow[] }).rows;
  return rows.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

describe('learning_days (the daily rollup of learning events)', () => {
  it('equals a direct count over the events, for random events sent in random statements', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = randomFrom(seed);
      const school = await createSchool(t.db);
      const institutionId = school.institution.id;
      const classes = await Promise.all(
        [0, 1].map(() => createCourse(t.db, { institutionId, teacherId: school.teacher.id, today: t.clock() })),
      );
      const pupils = await createStudents(t.db, { institutionId, count: 4 });
      const materials = ['zebra-days', 'count-song', 'apple-pie', 'moon-walk'].map(catalogue.resourceId);
      // Moments within a few days of the test clock, often near midnight, where days part.
      const base = t.clock().getTime();
      const moment = () => {
        const day = random.below(5) - 2;
        const nearMidnight = random.below(2) === 0;
        const start = new Date(base + day * 86_400_000);
        start.setHours(nearMidnight ? 23 : random.below(24), nearMidnight ? 59 : random.below(60), random.below(60));
        return new Date(start.getTime() + (nearMidnight ? random.below(120) * 1000 : 0));
      };
      const sent: Event[] = Array.from({ length: 60 + random.below(60) }, () => ({
        institutionId,
        courseId: random.pick(classes).id,
        studentId: random.pick(pupils).id,
        resourceId: random.pick(materials),
        // Few keys, so retried reports (same student and key) are frequent.
        key: `k${random.below(25)}`,
        kind: random.pick(LEARNING_KINDS),
        occurredAt: moment(),
        durationS: random.below(4) === 0 ? 0 : random.below(3600),
        completed: random.below(3) === 0,
      }));
      // One event per statement (as the learner route) or many (as a bulk load), keys repeated within and across.
      for (let from = 0; from < sent.length; ) {
        const size = random.below(3) === 0 ? 1 : 1 + random.below(20);
        await t.db
          .insert(learningEvents)
          .values(sent.slice(from, from + size))
          .onConflictDoNothing();
        from += size;
      }

      const stored = await storedDays(institutionId);
      expect(stored, `seed ${seed}`).toEqual(await countedDays(institutionId));
      expect(stored, `seed ${seed}: the server's calendar days`).toEqual(expectedDays(sent));
    }
  });

  it('goes with the student whose events they count', async () => {
    const school = await createSchool(t.db);
    const institutionId = school.institution.id;
    const course = await createCourse(t.db, { institutionId, teacherId: school.teacher.id, today: t.clock() });
    const [pupil] = await createStudents(t.db, { institutionId, count: 1 });
    await t.db.insert(learningEvents).values({
      institutionId,
      courseId: course.id,
      studentId: pupil!.id,
      resourceId: catalogue.resourceId('zebra-days'),
      key: 'once',
      kind: 'read',
      occurredAt: t.clock(),
      durationS: 90,
      completed: true,
    });
    expect(await storedDays(institutionId)).toHaveLength(1);
    await t.db.execute(sql`delete from students where id = ${pupil!.id}`);
    expect(await storedDays(institutionId)).toEqual([]);
  });
});
