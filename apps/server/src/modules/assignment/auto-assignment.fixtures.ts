import type { Language } from '@lms/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentPackages,
  courseLibraries,
  courseResourceFlags,
  courses,
  learningEvents,
  resources,
  users,
} from '../../db/schema/index.js';
import { createCourse, createSchool, createStudents, enrol } from '../../test/fixtures.js';
import { subscribe } from '../catalogue/catalogue.fixtures.js';

/** The weekly package in library order: level-B books around a level-A book and a video, so the level rule shows. */
export const WEEKLY_PACKAGE = ['b1', 'a1', 'v1', 'b2', 'b3', 'b4', 'b5', 'b6'] as const;
export type WeeklyKey = (typeof WEEKLY_PACKAGE)[number];

export interface WeeklyCatalogue {
  packageId: number;
  id(key: WeeklyKey): number;
}

/** Loads the weekly package (once per test file): covers and files are never read by these tests. */
export async function loadWeeklyCatalogue(db: Db): Promise<WeeklyCatalogue> {
  const [pkg] = await db
    .insert(contentPackages)
    .values({ key: 'weekly', name: 'Weekly Readers' })
    .returning({ id: contentPackages.id });
  const packageId = pkg!.id;
  const rows = await db
    .insert(resources)
    .values(
      WEEKLY_PACKAGE.map((key, i) => {
        const common = { key: `weekly-${key}`, packageId, position: i + 1, name: key, coverPath: `${key}.svg` };
        return key.startsWith('v')
          ? {
              ...common,
              type: 'video' as const,
              unit: 1,
              videoPath: `${key}.mp4`,
              subtitlesPath: `${key}.vtt`,
              durationMs: 9_000,
            }
          : { ...common, type: 'book' as const, level: key.slice(0, 1).toUpperCase() };
      }),
    )
    .returning({ id: resources.id, key: resources.key });
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return { packageId, id: (key) => ids.get(`weekly-${key}`)! };
}

/**
 * A school whose class uses the weekly package as its library, with `open` materials opened
 * (all unless told), `students` active and `inactive` inactive students enrolled, and the
 * auto-assignment switch on unless told.
 */
export async function autoClass(
  db: Db,
  catalogue: WeeklyCatalogue,
  options: {
    today: Date;
    level?: string | null;
    open?: readonly WeeklyKey[];
    students?: number;
    inactive?: number;
    autoAssign?: boolean;
    /** When the switch was turned on (default: `today`). */
    switchedOnAt?: Date;
    expiresInDays?: number;
    language?: Language;
  },
) {
  const { today, level = 'B', open = WEEKLY_PACKAGE, autoAssign = true, expiresInDays, language = 'en-US' } = options;
  const school = await createSchool(db);
  const institutionId = school.institution.id;
  await db.update(users).set({ language }).where(eq(users.id, school.teacher.id));
  await subscribe(db, institutionId, [catalogue.packageId]);
  const created = await createCourse(db, { institutionId, teacherId: school.teacher.id, today, expiresInDays });
  const autoAssignSince = autoAssign ? (options.switchedOnAt ?? today) : null;
  const [course] = await db
    .update(courses)
    .set({ level, autoAssignSince })
    .where(eq(courses.id, created.id))
    .returning();
  await db.insert(courseLibraries).values({ courseId: course!.id, institutionId, packageId: catalogue.packageId });
  if (open.length > 0) {
    await db
      .insert(courseResourceFlags)
      .values(open.map((key) => ({ courseId: course!.id, institutionId, resourceId: catalogue.id(key), open: true })));
  }
  const count = options.students ?? 2;
  const students = count > 0 ? await createStudents(db, { institutionId, count }) : [];
  const inactive = options.inactive
    ? await createStudents(db, { institutionId, count: options.inactive, active: false })
    : [];
  await enrol(db, course!, [...students, ...inactive]);
  return { ...school, course: course!, students, inactive };
}

let eventKey = 0;

/** A completed reading of the material by the student, as the learner app reports it. */
export async function completed(
  db: Db,
  room: Awaited<ReturnType<typeof autoClass>>,
  studentId: number,
  resourceId: number,
  at: Date,
) {
  await db.insert(learningEvents).values({
    institutionId: room.institution.id,
    courseId: room.course.id,
    studentId,
    resourceId,
    key: `auto-${++eventKey}`,
    kind: 'read',
    occurredAt: at,
    durationS: 60,
    pages: 2,
    completed: true,
  });
}
