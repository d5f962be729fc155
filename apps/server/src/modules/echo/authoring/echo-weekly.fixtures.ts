import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  assignmentMaterials,
  assignments,
  courseLibraries,
  echoQuestions,
  echoQuizzes,
  echoSettings,
  learningEvents,
} from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import { createCourse, createSchool, createStudents, enrol } from '../../../test/fixtures.js';
import { type FixtureCatalogue, subscribe } from '../../catalogue/catalogue.fixtures.js';

/**
 * A school whose class uses the garden package as its library, with two students, and
 * auto-assigned oral quizzes switched on at `switchedOnAt` (a week before `today` unless told;
 * null: off).
 */
export async function autoEchoClass(
  db: Db,
  catalogue: FixtureCatalogue,
  options: { today: Date; switchedOnAt?: Date | null; expiresInDays?: number },
) {
  const { today, switchedOnAt = addDays(options.today, -7), expiresInDays } = options;
  const school = await createSchool(db);
  const institutionId = school.institution.id;
  await subscribe(db, institutionId, [catalogue.packageId('garden')]);
  const course = await createCourse(db, { institutionId, teacherId: school.teacher.id, today, expiresInDays });
  await db
    .insert(courseLibraries)
    .values({ courseId: course.id, institutionId, packageId: catalogue.packageId('garden') });
  const students = await createStudents(db, { institutionId, count: 2 });
  await enrol(db, course, students);
  if (switchedOnAt !== null)
    await db.insert(echoSettings).values({ courseId: course.id, institutionId, autoSince: switchedOnAt });

  let key = 0;
  /** A student of the class opened the material at `at`. */
  async function read(resourceId: number, at: Date, studentIndex = 0) {
    await db.insert(learningEvents).values({
      institutionId,
      courseId: course.id,
      studentId: students[studentIndex]!.id,
      resourceId,
      key: `echo-weekly-${course.id}-${++key}`,
      kind: 'read',
      occurredAt: at,
      durationS: 90,
      completed: false,
    });
  }

  /** Work of the class from `start` to `end` (both days from `today`) on the materials. */
  async function assign(resourceIds: number[], start: number, end: number) {
    const [row] = await db
      .insert(assignments)
      .values({
        institutionId,
        courseId: course.id,
        name: 'Work',
        startDate: calendarDate(addDays(today, start)),
        endDate: calendarDate(addDays(today, end)),
        difficulty: 3,
        rewardExp: 0,
        rewardTickets: 0,
      })
      .returning();
    await db
      .insert(assignmentMaterials)
      .values(
        resourceIds.map((resourceId, i) => ({ assignmentId: row!.id, resourceId, institutionId, position: i + 1 })),
      );
  }

  return { ...school, course, students, read, assign };
}

/** The class's auto-assigned quizzes with their questions in order. */
export async function autoQuizzesOf(db: Db, courseId: number) {
  const quizzes = await db
    .select()
    .from(echoQuizzes)
    .where(and(eq(echoQuizzes.courseId, courseId), eq(echoQuizzes.auto, true)))
    .orderBy(asc(echoQuizzes.id));
  return Promise.all(
    quizzes.map(async (quiz) => ({
      ...quiz,
      questions: await db
        .select({ text: echoQuestions.text, resourceId: echoQuestions.resourceId, wordCount: echoQuestions.wordCount })
        .from(echoQuestions)
        .where(eq(echoQuestions.quizId, quiz.id))
        .orderBy(asc(echoQuestions.position)),
    })),
  );
}

export async function settingsOf(db: Db, courseId: number) {
  const [row] = await db.select().from(echoSettings).where(eq(echoSettings.courseId, courseId));
  return row;
}
