import type { Demo, DemoName } from '@lms/demo';
import { STUDENT_AVATARS } from '@lms/shared';
import type { Db } from '../db/client.js';
import { announcements, courses, enrolments, institutions, students, users } from '../db/schema/index.js';
import { refreshStatistics } from '../db/statistics.js';
import { addDays, type Clock, calendarDate } from '../lib/clock.js';
import type { FileStore } from '../lib/file-store/file-store.js';
import { hashPassword } from '../lib/passwords.js';
import { enterParents, enterSchool, enterStaff } from '../modules/directory/index.js';
import { addInternalStaff } from '../modules/internal/index.js';
import { hashPictures } from '../modules/learner/index.js';
import { seedDemoActivity } from './demo-activity.js';
import { type EchoSeedSummary, scoreDemoRecordings, seedDemoEcho } from './demo-echo.js';
import { seedDemoLevels } from './demo-levels.js';
import { seedDemoLibrary } from './demo-library.js';

/** Secrets hashed once for the whole demo: argon2 is deliberately slow. */
interface DemoSecrets {
  passwordHash: string;
  pictureHash: string;
}

type SchoolPlan = Demo['schools'][number];

const DEMO_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F'];

function studentRow(name: DemoName, index: number, plan: SchoolPlan, institutionId: number, secrets: DemoSecrets) {
  // A few students per school have a pin, a parent sign-in, a pending placement or have left;
  // a third have chosen their picture password, so resetting one can be tried in every class.
  const withParent = index % 7 === 0;
  return {
    institutionId,
    account: name.account,
    username: name.username,
    passwordHash: secrets.passwordHash,
    picturePasswordHash: index % 3 === 1 ? secrets.pictureHash : null,
    // Pins identify one student across all schools, so each school draws from its own range.
    pin: index % 10 === 0 ? String(400_000 + (plan.nameOffset + index) * 37) : null,
    parentAccount: withParent ? `parent.${name.account}@example.com` : null,
    parentPhone: withParent ? `09${String(10_000_000 + index * 7919).slice(0, 8)}` : null,
    active: plan.inactiveEvery === 0 || index % plan.inactiveEvery !== plan.inactiveEvery - 1,
    level: DEMO_LEVELS[index % DEMO_LEVELS.length],
    placement: index % 9 === 4 ? ('pending' as const) : ('done' as const),
    // Rewards are earned by completed assignments and quizzes, credited through the ledger as they load.
    exp: 0,
    tickets: 0,
    avatar: STUDENT_AVATARS[index % STUDENT_AVATARS.length],
  };
}

async function seedSchool(db: Db, demo: Demo, plan: SchoolPlan, now: Date, secrets: DemoSecrets): Promise<number> {
  const { passwordHash } = secrets;
  const [school] = await db
    .insert(institutions)
    .values({ name: plan.name, schoolCode: plan.code })
    .returning({ id: institutions.id });
  const institutionId = school!.id;
  await enterSchool(db, { id: institutionId, schoolCode: plan.code });

  const classPlans = plan.staff.flatMap((member) => member.classes);
  const newSeats = classPlans.reduce((sum, c) => sum + (typeof c.students === 'number' ? c.students : 0), 0);
  const roster = await db
    .insert(students)
    .values(demo.names(newSeats, plan.nameOffset).map((name, i) => studentRow(name, i, plan, institutionId, secrets)))
    .returning({ id: students.id, parentAccount: students.parentAccount });
  await enterParents(
    db,
    institutionId,
    roster.flatMap((student) => (student.parentAccount ? [student.parentAccount] : [])),
  );

  const staff = await db
    .insert(users)
    .values(plan.staff.map(({ classes: _, ...member }) => ({ ...member, institutionId, passwordHash })))
    .returning({ id: users.id, email: users.email });
  for (const member of staff) await enterStaff(db, { ...member, institutionId });
  const teacherIdByEmail = new Map(staff.map((member) => [member.email, member.id]));

  const membersByClass = new Map<string, number[]>();
  const seats: { courseId: number; studentId: number; institutionId: number }[] = [];
  let nextStudent = 0;
  for (const member of plan.staff) {
    for (const c of member.classes) {
      const [course] = await db
        .insert(courses)
        .values({
          institutionId,
          name: c.name,
          type: c.type ?? 'regular',
          gradeTag: c.gradeTag,
          teacherId: teacherIdByEmail.get(member.email)!,
          studentLimit: c.limit,
          level: c.level,
          startDate: calendarDate(addDays(now, c.expiresIn - 365)),
          expiryDate: calendarDate(addDays(now, c.expiresIn)),
        })
        .returning({ id: courses.id });
      let members: number[];
      if (typeof c.students === 'number') {
        members = roster.slice(nextStudent, nextStudent + c.students).map((s) => s.id);
        nextStudent += c.students;
      } else {
        members = (membersByClass.get(c.students.from) ?? []).slice(0, c.students.take);
      }
      membersByClass.set(c.name, members);
      for (const studentId of members) seats.push({ courseId: course!.id, studentId, institutionId });
    }
  }
  await db.insert(enrolments).values(seats);
  return institutionId;
}

function at(now: Date, days: number, hour: number): Date {
  const moment = addDays(now, days);
  moment.setHours(hour, 0, 0, 0);
  return moment;
}

async function seedAnnouncements(db: Db, now: Date, demoSchoolId: number): Promise<void> {
  await db.insert(announcements).values([
    // For every school: the web app words it from the start and end times.
    { institutionId: null, type: 'maintenance', startAt: at(now, 3, 22), endAt: at(now, 4, 2) },
    {
      institutionId: demoSchoolId,
      type: 'general',
      contentHtml:
        '<h3>Welcome to the new term!</h3><p>Your classes for this term are ready. Please check that every student can sign in, and <strong>reset picture passwords</strong> for anyone who has forgotten theirs.</p><ul><li>New picture books arrive every Monday.</li><li>Reports now cover the last 30 days.</li></ul>',
      startAt: at(now, -2, 8),
      endAt: at(now, 30, 23),
    },
    {
      institutionId: demoSchoolId,
      type: 'activity',
      contentHtml:
        '<h3>Reading Challenge</h3><p>Students who read <strong>20 picture books</strong> this month earn <em>3 lucky-draw tickets</em>. Classes with the most books read win a certificate.</p><p><a href="https://example.com/reading-challenge" target="_blank">Challenge rules</a></p>',
      startAt: at(now, -1, 8),
      endAt: at(now, 21, 23),
    },
  ]);
}

/**
 * The demo: two schools, their staff, classes and students, one announcement of each type, the
 * library (catalogue in the database, its files in `contentDir`), and Echo Valley quizzes whose
 * answers' recordings go into `files`, scored by the speech engine as they are loaded. Every date
 * is relative to today, so the demo never goes stale.
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  contentDir: string,
  demo: Demo,
  files: FileStore,
): Promise<{ echo: EchoSeedSummary }> {
  const now = clock();
  // The recordings are scored while the rest loads: decoding runs in ffmpeg, beside the database work.
  const scoring = scoreDemoRecordings(demo.echo);
  // A failure surfaces where the scores are awaited, not as an unhandled rejection before that.
  scoring.catch(() => undefined);
  let echo: EchoSeedSummary | undefined;
  // Every demo account shares the password, and every student who chose pictures the same two.
  const [passwordHash, pictureHash] = await Promise.all([hashPassword(demo.password), hashPictures(demo.pictures)]);
  const secrets = { passwordHash, pictureHash };
  await Promise.all([
    demo.writeContent(contentDir),
    db.transaction(async (tx) => {
      const schoolIds: number[] = [];
      for (const plan of demo.schools) schoolIds.push(await seedSchool(tx, demo, plan, now, secrets));
      await seedAnnouncements(tx, now, schoolIds[0]!);
      await addInternalStaff(tx, { ...demo.internalStaff, password: demo.password });
      await seedDemoLibrary(tx, now, demo);
      await seedDemoActivity(tx, now, passwordHash, demo.activity);
      await seedDemoLevels(tx, now, demo.levels);
      echo = await seedDemoEcho(tx, now, files, demo.echo, await scoring);
    }),
  ]);
  await refreshStatistics(db);
  return { echo: echo! };
}
