import { type GradeTag, STUDENT_AVATARS } from '@lms/shared';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcements, courses, enrolments, institutions, students, users } from '../db/schema/index.js';
import { refreshStatistics } from '../db/statistics.js';
import { addDays, type Clock, calendarDate } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import { hashPictures } from '../modules/learner/index.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoLibrary } from './demo-library.js';
import { type DemoName, demoNames } from './demo-names.js';
import { writeLibraryContent } from './library/index.js';

export const DEMO_PASSWORD = 'demo1234';
/** The two secret pictures of the demo students who have chosen a picture password. */
export const DEMO_PICTURES = [3, 8] as const;

/** Secrets hashed once for the whole demo: argon2 is deliberately slow. */
interface DemoSecrets {
  passwordHash: string;
  pictureHash: string;
}

/** The sign-ins printed at start, in the order a visitor would try them. */
export const DEMO_SIGN_INS = [
  { email: 'teacher@demo.test', who: 'teacher, Demo School' },
  { email: 'admin@demo.test', who: 'administrator, Demo School' },
  { email: 'teacher2@demo.test', who: 'teacher, Demo School' },
  { email: 'teacher3@demo.test', who: 'teacher, Demo School' },
  { email: 'other@demo.test', who: 'teacher, Other School' },
] as const;

interface ClassPlan {
  name: string;
  gradeTag: GradeTag;
  type?: 'regular' | 'trial';
  limit: number;
  level: string;
  /** Days from today; negative for classes that have already expired. */
  expiresIn: number;
  /** New students for this class, or the class whose students carry over (last term's class). */
  students: number | { from: string; take: number };
}

interface SchoolPlan {
  name: string;
  code: string;
  staff: { email: string; name: string; role: 'admin' | 'teacher'; image: '1' | '2'; classes: ClassPlan[] }[];
  /** Every n-th student has left the school (inactive); 0 for none. */
  inactiveEvery: number;
  /** Where the school's names start in the shared name list, so the two rosters differ. */
  nameOffset: number;
}

const DEMO_SCHOOL: SchoolPlan = {
  name: 'Demo School',
  code: 'DEMO',
  inactiveEvery: 23,
  nameOffset: 0,
  staff: [
    { email: 'admin@demo.test', name: 'Grace Chen', role: 'admin', image: '2', classes: [] },
    {
      email: 'teacher@demo.test',
      name: 'Amy Lin',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Sunflowers', gradeTag: 'grade2', limit: 30, level: 'A', expiresIn: 240, students: 24 },
        { name: 'Explorers', gradeTag: 'grade3', limit: 32, level: 'C', expiresIn: 150, students: 28 },
        { name: 'Storytellers', gradeTag: 'grade4', limit: 60, level: 'E', expiresIn: 300, students: 15 },
        {
          name: 'Summer Readers',
          gradeTag: 'summer',
          type: 'trial',
          limit: 20,
          level: 'B',
          expiresIn: 18,
          students: 20,
        },
        { name: 'Winter Phonics', gradeTag: 'winter', limit: 25, level: 'A', expiresIn: 75, students: 12 },
        {
          name: 'Comets',
          gradeTag: 'grade3',
          limit: 30,
          level: 'B',
          expiresIn: -35,
          students: { from: 'Explorers', take: 18 },
        },
        {
          name: 'Snowflakes',
          gradeTag: 'winter',
          limit: 20,
          level: 'A',
          expiresIn: -200,
          students: { from: 'Winter Phonics', take: 10 },
        },
      ],
    },
    {
      email: 'teacher2@demo.test',
      name: 'Daniel Ortiz',
      role: 'teacher',
      image: '1',
      classes: [
        { name: 'Rockets', gradeTag: 'grade2', limit: 30, level: 'B', expiresIn: 200, students: 20 },
        { name: 'Starfish', gradeTag: 'summer', limit: 16, level: 'C', expiresIn: 45, students: 12 },
      ],
    },
    {
      email: 'teacher3@demo.test',
      name: 'Yuki Tanaka',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Dolphins', gradeTag: 'grade4', limit: 35, level: 'D', expiresIn: 180, students: 19 },
        {
          name: 'Maple',
          gradeTag: 'grade3',
          limit: 30,
          level: 'C',
          expiresIn: -60,
          students: { from: 'Dolphins', take: 14 },
        },
      ],
    },
  ],
};

const OTHER_SCHOOL: SchoolPlan = {
  name: 'Other School',
  code: 'OTHER',
  inactiveEvery: 0,
  nameOffset: 150,
  staff: [
    {
      email: 'other@demo.test',
      name: 'Olivia Park',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Koalas', gradeTag: 'grade2', limit: 25, level: 'A', expiresIn: 200, students: 15 },
        {
          name: 'Pandas',
          gradeTag: 'grade4',
          limit: 25,
          level: 'D',
          expiresIn: -20,
          students: { from: 'Koalas', take: 8 },
        },
      ],
    },
  ],
};

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
    exp: (index * 37) % 500,
    tickets: index % 6,
    avatar: STUDENT_AVATARS[index % STUDENT_AVATARS.length],
  };
}

async function seedSchool(db: Db, plan: SchoolPlan, now: Date, secrets: DemoSecrets): Promise<number> {
  const { passwordHash } = secrets;
  const [school] = await db
    .insert(institutions)
    .values({ name: plan.name, schoolCode: plan.code })
    .returning({ id: institutions.id });
  const institutionId = school!.id;

  const classPlans = plan.staff.flatMap((member) => member.classes);
  const newSeats = classPlans.reduce((sum, c) => sum + (typeof c.students === 'number' ? c.students : 0), 0);
  const roster = await db
    .insert(students)
    .values(demoNames(newSeats, plan.nameOffset).map((name, i) => studentRow(name, i, plan, institutionId, secrets)))
    .returning({ id: students.id });

  const staff = await db
    .insert(users)
    .values(plan.staff.map(({ classes: _, ...member }) => ({ ...member, institutionId, passwordHash })))
    .returning({ id: users.id, email: users.email });
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

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(institutions);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo: two schools, their staff, classes and students, one announcement of each type, and
 * the library (catalogue in the database, its files in `contentDir`). Every date is relative to
 * today, so the demo never goes stale.
 */
export async function seedDemo(db: Db, clock: Clock, contentDir: string): Promise<void> {
  const now = clock();
  // Every demo account shares the password, and every student who chose pictures the same two.
  const [passwordHash, pictureHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPictures(DEMO_PICTURES)]);
  const secrets = { passwordHash, pictureHash };
  await Promise.all([
    writeLibraryContent(contentDir),
    db.transaction(async (tx) => {
      const demoSchoolId = await seedSchool(tx, DEMO_SCHOOL, now, secrets);
      await seedSchool(tx, OTHER_SCHOOL, now, secrets);
      await seedAnnouncements(tx, now, demoSchoolId);
      await seedDemoLibrary(tx, now);
      await seedDemoActivity(tx, now, passwordHash);
    }),
  ]);
  await refreshStatistics(db);
}
