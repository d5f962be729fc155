import type { EchoState } from '@lms/shared';
import { and, asc, eq, gte, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { acrossSchools } from '../../../db/across-schools.js';
import type { Db } from '../../../db/client.js';
import { resourceSentences } from '../../catalogue/index.js';
import type { LibraryRef } from '../../library/index.js';
import { courses } from '../../school/index.js';
import { echoQuizzes, echoSettings } from '../echo.tables.js';

/**
 * Every class of every school with auto-assigned oral quizzes switched on that has not expired.
 * With `missed` (a weekly run the server did not make), only the classes switched on by then
 * that still lack that week's outcome: no quiz made, no note left. The one query of the job
 * that spans institutions, across shards on purpose: each class's own work is filtered by its
 * institution again.
 */
export function listAutoEchoCourses(db: Db, today: string, missed?: { onBy: Date; weekStart: string }) {
  return acrossSchools(db, (tx) => classesWithAutoEcho(tx, today, missed));
}

function classesWithAutoEcho(db: Db, today: string, missed?: { onBy: Date; weekStart: string }) {
  return db
    .select({ id: courses.id, institutionId: courses.institutionId, expiryDate: courses.expiryDate })
    .from(courses)
    .innerJoin(
      echoSettings,
      and(eq(echoSettings.courseId, courses.id), eq(echoSettings.institutionId, courses.institutionId)),
    )
    .where(
      and(
        missed ? lte(echoSettings.autoSince, missed.onBy) : isNotNull(echoSettings.autoSince),
        gte(courses.expiryDate, today),
        missed
          ? and(
              sql`${echoSettings.lastNoteWeek} is distinct from ${missed.weekStart}::date`,
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(echoQuizzes)
                  .where(
                    and(
                      eq(echoQuizzes.institutionId, courses.institutionId),
                      eq(echoQuizzes.courseId, courses.id),
                      eq(echoQuizzes.week, missed.weekStart),
                      eq(echoQuizzes.auto, true),
                      sql`${echoQuizzes.state} <> 'generating'`,
                    ),
                  ),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(courses.id));
}

export type AutoEchoCourse = Awaited<ReturnType<typeof listAutoEchoCourses>>[number];

/**
 * Locks the class's settings until the transaction ends, so two runs for one class (a retry
 * overlapping a slow run, two servers) go one after the other; answers whether it is still on.
 */
export async function lockAutoSettings(db: Db, institutionId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ since: echoSettings.autoSince })
    .from(echoSettings)
    .where(and(eq(echoSettings.institutionId, institutionId), eq(echoSettings.courseId, courseId)))
    .for('update');
  return row?.since != null;
}

/** The class's auto-assigned oral quiz of the week, if made or being made. */
export async function findAutoQuiz(
  db: Db,
  institutionId: number,
  courseId: number,
  week: string,
): Promise<{ id: number; state: EchoState } | undefined> {
  const [row] = await db
    .select({ id: echoQuizzes.id, state: echoQuizzes.state })
    .from(echoQuizzes)
    .where(
      and(
        eq(echoQuizzes.institutionId, institutionId),
        eq(echoQuizzes.courseId, courseId),
        eq(echoQuizzes.week, week),
        eq(echoQuizzes.auto, true),
      ),
    );
  return row;
}

/**
 * Up to `limit` materials of the class's current library that have sentences and that its
 * students read (any learning event of the class) from `readFrom` until `readTo`, or that
 * work of the class overlapping the week gives, first met first.
 */
export async function weekMaterialIds(
  db: Db,
  course: { institutionId: number; id: number },
  library: LibraryRef,
  window: { readFrom: Date; readTo: Date; start: string; end: string },
  limit: number,
): Promise<number[]> {
  const { institutionId, id: courseId } = course;
  const members =
    library.kind === 'package'
      ? sql`select id from resources where package_id = ${library.id}`
      : sql`select resource_id from collection_items
          where institution_id = ${institutionId} and collection_id = ${library.id}`;
  const result = await db.execute(sql`
    with activity as (
      select e.resource_id, min(e.occurred_at) as first_at
      from learning_events e
      where e.institution_id = ${institutionId} and e.course_id = ${courseId}
        and e.occurred_at >= ${window.readFrom.toISOString()}::timestamptz
        and e.occurred_at < ${window.readTo.toISOString()}::timestamptz
      group by e.resource_id
      union all
      select m.resource_id, min(a.start_date::timestamptz)
      from assignment_materials m
      join assignments a on a.id = m.assignment_id and a.institution_id = m.institution_id
      where a.institution_id = ${institutionId} and a.course_id = ${courseId}
        and a.start_date <= ${window.end}::date and a.end_date >= ${window.start}::date
      group by m.resource_id
    )
    select resource_id as id from activity
    where resource_id in (${members})
      and exists (select 1 from resource_sentences s where s.resource_id = activity.resource_id)
    group by resource_id
    order by min(first_at), resource_id
    limit ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The sentences of materials (catalogue rows, shared by every school), in reading order. */
export function sentencesOf(db: Db, resourceIds: number[]) {
  if (resourceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      resourceId: resourceSentences.resourceId,
      position: resourceSentences.position,
      text: resourceSentences.text,
    })
    .from(resourceSentences)
    .where(inArray(resourceSentences.resourceId, resourceIds))
    .orderBy(asc(resourceSentences.resourceId), asc(resourceSentences.position));
}

/** Keeps why the week's run made no quiz (null: it made one), for the list to say. */
export async function setNote(
  db: Db,
  institutionId: number,
  courseId: number,
  note: string | null,
  week: string | null,
) {
  await db
    .update(echoSettings)
    .set({ lastNote: note, lastNoteWeek: week })
    .where(and(eq(echoSettings.institutionId, institutionId), eq(echoSettings.courseId, courseId)));
}
