import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { classMembers } from '../course/index.js';

// The dashboard's reads. Learning comes from the daily rollup (learning_days), never from the
// events themselves; every statement is scoped to the class's institution and the class.

/** A class as these reads name it. */
export interface ClassRef {
  institutionId: number;
  courseId: number;
}

/**
 * Which records (assignments, quizzes) a window holds: those dated from `from` to `today`
 * (a `30d` window), or the latest `limit` dated up to `today` (a last-N window).
 */
export interface RecordSpan {
  today: string;
  from: string | null;
  limit: number | null;
}

const isoDay = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** A current Echo Valley answer (alias `a`) that has a score: the teacher's, or the engine's once scored. */
const scoredAnswer = sql.raw(
  `a.current and (a.override_score is not null or (a.state = 'scored' and a.overall is not null))`,
);
/** Its score, the teacher's override first. */
const answerScore = sql.raw('coalesce(a.override_score, a.overall)');
/** When a published quiz (alias `q`) opened: its opening date, or a speaking task's publication. */
const quizDay = sql.raw('coalesce(q.open_date, q.published_at::date)');

const spanFilter = (column: SQL, span: RecordSpan) =>
  sql`${column} <= ${span.today}::date ${span.from === null ? sql`` : sql`and ${column} >= ${span.from}::date`}`;
const spanLimit = (span: RecordSpan) => (span.limit === null ? sql`` : sql`limit ${span.limit}`);

/** The latest `limit` days up to `today` on which the class had any learning, oldest first. */
export async function activeDays(db: Db, ref: ClassRef, today: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select ${isoDay('day')} as day from (
      select distinct day from learning_days
      where institution_id = ${ref.institutionId} and course_id = ${ref.courseId} and day <= ${today}::date
      order by day desc limit ${limit}
    ) latest order by day`);
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

export interface DayTotals {
  day: string;
  readingS: number;
  viewingS: number;
  books: number;
  videos: number;
  students: number;
}

/**
 * Per day from `from` to `to` with learning in the class: seconds on books and on videos, the
 * books and videos a student completed (each student and material once a day), and the
 * students with any learning.
 */
export async function dayTotals(db: Db, ref: ClassRef, from: string, to: string): Promise<DayTotals[]> {
  const result = await db.execute(sql`
    select ${isoDay('d.day')} as day,
      coalesce(sum(d.seconds) filter (where r.type = 'book'), 0)::float8 as "readingS",
      coalesce(sum(d.seconds) filter (where r.type = 'video'), 0)::float8 as "viewingS",
      (count(*) filter (where d.completions > 0 and r.type = 'book'))::int as books,
      (count(*) filter (where d.completions > 0 and r.type = 'video'))::int as videos,
      count(distinct d.student_id)::int as students
    from learning_days d
    join resources r on r.id = d.resource_id
    where d.institution_id = ${ref.institutionId} and d.course_id = ${ref.courseId}
      and d.day between ${from}::date and ${to}::date
    group by d.day`);
  return rowsOf<DayTotals>(result);
}

export interface AssignmentCounts {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  /** Students who completed it; the others are incomplete or missed, as its end date says. */
  complete: number;
  notComplete: number;
}

/** The class's started assignments in the span, by start date (oldest first), with their members' completion. */
export async function assignmentCounts(db: Db, ref: ClassRef, span: RecordSpan): Promise<AssignmentCounts[]> {
  const result = await db.execute(sql`
    select id, name, "startDate", "endDate", complete, "notComplete" from (
      select a.id, a.name, ${isoDay('a.start_date')} as "startDate", ${isoDay('a.end_date')} as "endDate",
        a.start_date as start,
        (count(s.student_id) filter (where s.completed_at is not null))::int as complete,
        (count(s.student_id) filter (where s.completed_at is null))::int as "notComplete"
      from assignments a
      left join assignment_students s on s.assignment_id = a.id and s.institution_id = a.institution_id
      where a.institution_id = ${ref.institutionId} and a.course_id = ${ref.courseId}
        and ${spanFilter(sql.raw('a.start_date'), span)}
      group by a.id, a.institution_id
      order by a.start_date desc, a.id desc ${spanLimit(span)}
    ) latest order by start, id`);
  return rowsOf<AssignmentCounts>(result);
}

export interface QuizAverage {
  id: number;
  name: string;
  day: string;
  average: number | null;
  students: number;
}

/** The class's published quizzes in the span, by opening (oldest first): the average of their scored answers. */
export async function quizAverages(db: Db, ref: ClassRef, span: RecordSpan): Promise<QuizAverage[]> {
  const result = await db.execute(sql`
    with quizzes as (
      select q.id, q.name, ${quizDay} as day from echo_quizzes q
      where q.institution_id = ${ref.institutionId} and q.course_id = ${ref.courseId} and q.state = 'published'
        and ${spanFilter(quizDay, span)}
      order by day desc, q.id desc ${spanLimit(span)}
    )
    select q.id, q.name, ${isoDay('q.day')} as day,
      round(avg(${answerScore})::numeric, 1)::float8 as average,
      count(distinct a.student_id)::int as students
    from quizzes q
    left join echo_answers a on a.quiz_id = q.id and a.institution_id = ${ref.institutionId} and ${scoredAnswer}
    group by q.id, q.name, q.day
    order by q.day, q.id`);
  return rowsOf<QuizAverage>(result);
}

/** How many of the class's active students are at each level (null: not placed). */
export async function levelCounts(db: Db, ref: ClassRef) {
  const result = await db.execute(sql`
    select m.level, count(*)::int as students from ${classMembers(ref)} group by m.level`);
  return rowsOf<{ level: string | null; students: number }>(result);
}

/** The level changes of the class's active students since the start of `from`. */
export async function levelChanges(db: Db, ref: ClassRef, from: string) {
  const result = await db.execute(sql`
    select c.from_level as "fromLevel", c.to_level as "toLevel"
    from level_changes c
    where c.institution_id = ${ref.institutionId} and c.created_at >= ${from}::date
      and c.student_id in (select m.id from ${classMembers(ref)})`);
  return rowsOf<{ fromLevel: string | null; toLevel: string }>(result);
}

export interface BookReaders {
  resourceId: number;
  name: string;
  readers: number;
  seconds: number;
}

/** The books read in the class from `from` to `today`: most readers first, then most time, at most `limit`. */
export async function popularBooks(db: Db, ref: ClassRef, from: string, today: string, limit: number) {
  const result = await db.execute(sql`
    select d.resource_id as "resourceId", r.name, count(distinct d.student_id)::int as readers,
      sum(d.seconds)::float8 as seconds
    from learning_days d
    join resources r on r.id = d.resource_id and r.type = 'book'
    where d.institution_id = ${ref.institutionId} and d.course_id = ${ref.courseId}
      and d.day between ${from}::date and ${today}::date
    group by d.resource_id, r.name
    order by readers desc, seconds desc, d.resource_id
    limit ${limit}`);
  return rowsOf<BookReaders>(result);
}

/** The books open to the class read by at most `maxReaders` students from `from` to `today`: fewest first, at most `limit`. */
export async function overlookedBooks(
  db: Db,
  ref: ClassRef,
  window: { from: string; today: string },
  list: { maxReaders: number; limit: number },
) {
  const result = await db.execute(sql`
    with readers as (
      select resource_id, count(distinct student_id)::int as readers from learning_days
      where institution_id = ${ref.institutionId} and course_id = ${ref.courseId}
        and day between ${window.from}::date and ${window.today}::date
      group by resource_id
    )
    select f.resource_id as "resourceId", r.name, coalesce(readers.readers, 0) as readers
    from course_resource_flags f
    join resources r on r.id = f.resource_id and r.type = 'book'
    left join readers on readers.resource_id = f.resource_id
    where f.institution_id = ${ref.institutionId} and f.course_id = ${ref.courseId} and f.open
      and coalesce(readers.readers, 0) <= ${list.maxReaders}
    order by coalesce(readers.readers, 0), r.name collate "und-x-icu", f.resource_id
    limit ${list.limit}`);
  return rowsOf<Omit<BookReaders, 'seconds'>>(result);
}

/** The class's students (`classMembers`) by name. */
export async function memberNames(db: Db, ref: ClassRef) {
  const result = await db.execute(sql`
    select m.id as stuid, m.username from ${classMembers(ref)} order by m.username collate "und-x-icu", m.id`);
  return rowsOf<{ stuid: number; username: string }>(result);
}

/** The class's students (`classMembers`) by name, the day each joined and their latest day of learning in the class up to `today`. */
export async function memberActivity(db: Db, ref: ClassRef, today: string) {
  const result = await db.execute(sql`
    with latest as (
      select student_id, max(day) as day from learning_days
      where institution_id = ${ref.institutionId} and course_id = ${ref.courseId} and day <= ${today}::date
      group by student_id
    )
    select m.id, m.username, ${isoDay('m.joined_at::date')} as joined, ${isoDay('latest.day')} as "lastActive"
    from ${classMembers(ref)}
    left join latest on latest.student_id = m.id
    order by m.username collate "und-x-icu", m.id`);
  return rowsOf<{ id: number; username: string; joined: string; lastActive: string | null }>(result);
}

/** Each student's latest `perStudent` assignments of the class that ended before `today`, the latest ended first. */
export async function endedAssignments(db: Db, ref: ClassRef, today: string, perStudent: number) {
  const result = await db.execute(sql`
    select "studentId", "endDate", "completedAt" from (
      select s.student_id as "studentId", ${isoDay('a.end_date')} as "endDate", s.completed_at as "completedAt",
        row_number() over (partition by s.student_id order by a.end_date desc, a.id desc) as n
      from assignment_students s
      join assignments a on a.id = s.assignment_id and a.institution_id = s.institution_id
      where a.institution_id = ${ref.institutionId} and a.course_id = ${ref.courseId} and a.end_date < ${today}::date
    ) latest where n <= ${perStudent}
    order by "studentId", n`);
  return rowsOf<{ studentId: number; endDate: string; completedAt: Date | null }>(result);
}

/**
 * Each student's scores in their latest `perStudent` quizzes of the class with a scored
 * answer (a quiz's score: the average of their scored answers in it), the latest quiz first.
 */
export async function latestQuizScores(db: Db, ref: ClassRef, today: string, perStudent: number) {
  const result = await db.execute(sql`
    select "studentId", score from (
      select a.student_id as "studentId", avg(${answerScore})::float8 as score,
        row_number() over (partition by a.student_id order by ${quizDay} desc, q.id desc) as n
      from echo_answers a
      join echo_quizzes q on q.id = a.quiz_id and q.institution_id = a.institution_id
      where q.institution_id = ${ref.institutionId} and q.course_id = ${ref.courseId} and q.state = 'published'
        and ${quizDay} <= ${today}::date and ${scoredAnswer}
      group by a.student_id, q.id, q.institution_id
    ) latest where n <= ${perStudent}
    order by "studentId", n`);
  return rowsOf<{ studentId: number; score: number }>(result);
}
