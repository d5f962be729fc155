import { randomBytes } from 'node:crypto';
import { packageColid } from '@lms/shared';
import type { Database, Db } from '../db/client.js';
import {
  announcements,
  assignmentMaterials,
  assignmentStudents,
  assignments,
  collectionItems,
  collections,
  courseLibraries,
  courseResourceFlags,
  courses,
  echoQuestions,
  echoQuizzes,
  emailChanges,
  enrolments,
  internalStaff,
  parents,
  passwordResets,
  ssoCodes,
  staffInvitations,
  students,
  users,
} from '../db/schema/index.js';
import { addDays, calendarDate } from '../lib/clock.js';
import { digest, schoolToken } from '../lib/secrets.js';
import { signSsoCode } from '../modules/auth/sso-code.js';
import { type FixtureCatalogue, subscribe } from '../modules/catalogue/catalogue.fixtures.js';
import { enterParents, enterStaff } from '../modules/directory/index.js';
import { matrixEcho } from '../modules/echo/answers/answers.fixtures.js';
import { hashPictures } from '../modules/learner/index.js';
import { matrixLevelTests } from '../modules/level/level.fixtures.js';
import { builtReport } from '../modules/report/report.fixtures.js';
import { createLoginCardService } from '../modules/roster/index.js';
import type { StaffPrincipal } from '../modules/session/index.js';
import { createSessionService } from '../modules/session/index.js';
import { HOUR } from './clock.js';
import { createInstitution, testPasswordHash } from './fixtures.js';
import { type TestApp, testContext } from './harness.js';

/**
 * Everyone the access matrix sends each request as. "Home" is the school whose objects the
 * requests name (its class, students, collection…); "foreign" callers belong to another school.
 */
export const CALLERS = [
  'anonymous',
  'student',
  'parent',
  'classTeacher',
  'colleague',
  'foreignTeacher',
  'admin',
  'foreignAdmin',
  'foreignStudent',
  'foreignParent',
] as const;
export type Caller = (typeof CALLERS)[number];

/** The product company's staff member every world has (their password is TEST_PASSWORD). */
export const MATRIX_INTERNAL_EMAIL = 'matrix-internal@company.test';

/** The secret the matrix's app shares with version 2, so /ssologin codes can be made. */
export const MATRIX_SSO_SECRET = 'matrix-secret-shared-with-version-two';

/** The two pictures of every matrix student's picture password. */
export const MATRIX_PICTURES = [0, 1] as const;

/** What a school's class uses as its library, and the book and video of it that are open to its students. */
interface SchoolPlan {
  library: { packageKey: string; book: string; video: string };
  /** Further packages the school subscribes to. */
  alsoSubscribes: string[];
}

const HOME_PLAN: SchoolPlan = {
  library: { packageKey: 'garden', book: 'zebra-days', video: 'count-song' },
  alsoSubscribes: ['ocean'],
};
const FOREIGN_PLAN: SchoolPlan = {
  library: { packageKey: 'ocean', book: 'big-whale', video: 'wave-dance' },
  alsoSubscribes: [],
};

/**
 * A school with one of everything a route can name: a class with two students (one with a
 * parent and a picture password), a second class of the same teacher with a third student,
 * a colleague with no class, the teacher's collection, an assignment that has not started,
 * login cards waiting for download, a password-reset link, a version-2 sign-in code and a
 * notice. Every name carries the world's tag, so an answer can be searched for them.
 */
export interface MatrixSchool {
  institutionId: number;
  schoolCode: string;
  teacherEmail: string;
  teacherId: number;
  courseId: number;
  otherCourseId: number;
  pupil: { id: number; account: string; username: string };
  spareId: number;
  parentEmail: string;
  collectionId: number;
  assignmentId: number;
  /** Echo Valley: an unpublished weekly quiz of the class, with one question. */
  draftEchoId: number;
  packageId: number;
  /** Another package the school subscribes to (home only), for switching the class's library. */
  otherPackageColid: string | null;
  book: number;
  video: number;
  cardsHandle: string;
  resetToken: string;
  ssoCode: string;
  /** The class teacher, their colleague with no class, and an invited teacher with a live link. */
  staff: { teacherId: number; colleagueId: number; invitedId: number; invitationToken: string };
  /** The link confirming the colleague's new e-mail address. */
  emailChangeToken: string;
  /** The class teacher's code as version 2 signs it for /ssologin (with the configured shared secret). */
  ssoLoginCode: string;
  tokens: { admin: string; teacher: string; colleague: string; student: string; parent: string };
  /** A session of the product company's staff member (MATRIX_INTERNAL_EMAIL) looking at this school, read-only. */
  internalToken: string;
  /** Echo Valley: a published weekly quiz of the class open this week, its question, and the pupil's answer to it. */
  echo: { quizId: number; questionId: number; answerId: number };
  /** Level tests of the pupil: a finished placement and an open level check. */
  level: { testId: number; openTestId: number };
  /** A report of the class the class's teacher asked for, built and kept. */
  reportJobId: string;
  /** Names only the school's own people may see. */
  schoolMarkers: string[];
  /** Names of the class, for its teacher and the school's administrator (and its own student and parent). */
  classMarkers: string[];
  /** Names of the pupil's classmates and of the staff, which the pupil and their parent never see. */
  privateMarkers: string[];
}

export interface MatrixWorld {
  /** The app's clock when the world was built. */
  now: Date;
  home: MatrixSchool;
  foreign: MatrixSchool;
  /** Each caller's bearer token; the anonymous caller has none. */
  tokens: Record<Caller, string | null>;
  /** Text that must never appear in an answer to the caller (outside public routes). */
  forbidden: Record<Caller, string[]>;
}

let pictureHash: Promise<string> | undefined;

async function buildSchool(t: TestApp, db: Db, catalogue: FixtureCatalogue, plan: SchoolPlan): Promise<MatrixSchool> {
  const tag = randomBytes(5).toString('hex');
  const now = t.clock();
  const passwordHash = await testPasswordHash();
  pictureHash ??= hashPictures(MATRIX_PICTURES);

  const institution = await createInstitution(db, { name: `school-${tag}` });
  const institutionId = institution.id;
  const [admin, teacher, colleague] = await db
    .insert(users)
    .values(
      (['admin', 'teacher', 'colleague'] as const).map((who) => ({
        institutionId,
        role: who === 'admin' ? ('admin' as const) : ('teacher' as const),
        email: `${who}-${tag}@school.test`,
        name: `${who}-name-${tag}`,
        passwordHash,
      })),
    )
    .returning();
  for (const member of [admin!, teacher!, colleague!]) await enterStaff(db, member);

  const packageId = catalogue.packageId(plan.library.packageKey);
  await subscribe(db, institutionId, [packageId, ...plan.alsoSubscribes.map(catalogue.packageId)]);
  const [course, otherCourse] = await db
    .insert(courses)
    .values(
      ['class', 'otherclass'].map((name) => ({
        institutionId,
        teacherId: teacher!.id,
        name: `${name}-${tag}`,
        gradeTag: 'grade3' as const,
        studentLimit: 30,
        startDate: calendarDate(addDays(now, -100)),
        expiryDate: calendarDate(addDays(now, 200)),
      })),
    )
    .returning();
  const book = catalogue.resourceId(plan.library.book);
  const video = catalogue.resourceId(plan.library.video);
  await db.insert(courseLibraries).values({ courseId: course!.id, institutionId, packageId });
  await db
    .insert(courseResourceFlags)
    .values([book, video].map((resourceId) => ({ courseId: course!.id, institutionId, resourceId, open: true })));

  const parentEmail = `family-${tag}@home.test`;
  const student = (who: string, extra: Partial<typeof students.$inferInsert> = {}) => ({
    institutionId,
    account: `${who}acct${tag}`,
    username: `${who}-${tag}`,
    passwordHash,
    ...extra,
  });
  const [pupil, classmate, spare] = await db
    .insert(students)
    .values([
      student('pupil', { parentAccount: parentEmail, picturePasswordHash: await pictureHash }),
      student('classmate'),
      student('spare'),
    ])
    .returning();
  await db.insert(enrolments).values([
    { courseId: course!.id, studentId: pupil!.id, institutionId },
    { courseId: course!.id, studentId: classmate!.id, institutionId },
    { courseId: otherCourse!.id, studentId: spare!.id, institutionId },
  ]);
  const [parent] = await db.insert(parents).values({ institutionId, email: parentEmail, passwordHash }).returning();
  await enterParents(db, institutionId, [parentEmail]);

  const [collection] = await db
    .insert(collections)
    .values({ institutionId, ownerId: teacher!.id, packageId, name: `shelf-${tag}` })
    .returning();
  await db
    .insert(collectionItems)
    .values({ collectionId: collection!.id, resourceId: book, institutionId, sequence: 1 });

  const [assignment] = await db
    .insert(assignments)
    .values({
      institutionId,
      courseId: course!.id,
      name: `task-${tag}`,
      startDate: calendarDate(addDays(now, 1)),
      endDate: calendarDate(addDays(now, 8)),
      difficulty: 1,
      rewardExp: 0,
      rewardTickets: 0,
      createdBy: teacher!.id,
    })
    .returning();
  await db
    .insert(assignmentMaterials)
    .values({ assignmentId: assignment!.id, resourceId: book, institutionId, position: 1 });
  await db.insert(assignmentStudents).values({ assignmentId: assignment!.id, studentId: pupil!.id, institutionId });

  // Echo Valley: an unpublished quiz for the authoring routes.
  const [draftEcho] = await db
    .insert(echoQuizzes)
    .values({
      institutionId,
      courseId: course!.id,
      kind: 'weekly',
      name: `draft-echo-${tag}`,
      openDate: calendarDate(now),
      closeDate: calendarDate(addDays(now, 6)),
      createdBy: teacher!.id,
    })
    .returning();
  await db.insert(echoQuestions).values({
    quizId: draftEcho!.id,
    institutionId,
    position: 1,
    text: 'The cat sat down.',
    wordCount: 4,
    resourceId: book,
  });

  await db.insert(announcements).values({
    institutionId,
    type: 'general',
    contentHtml: `<p>notice-${tag}</p>`,
    startAt: addDays(now, -1),
    endAt: addDays(now, 1),
  });

  const resetToken = schoolToken(institutionId);
  const ssoCode = schoolToken(institutionId);
  const expiresAt = new Date(now.getTime() + HOUR);
  await db
    .insert(passwordResets)
    .values({ tokenHash: digest(resetToken), userId: teacher!.id, institutionId, expiresAt });
  await db.insert(ssoCodes).values({ codeHash: digest(ssoCode), userId: teacher!.id, institutionId, expiresAt });
  const [invited] = await db
    .insert(users)
    .values({
      institutionId,
      email: `invited-${tag}@school.test`,
      name: `invited-name-${tag}`,
      passwordHash: '!invited',
      status: 'invited',
    })
    .returning();
  await enterStaff(db, invited!);
  const invitationToken = schoolToken(institutionId);
  await db.insert(staffInvitations).values({
    tokenHash: digest(invitationToken),
    userId: invited!.id,
    institutionId,
    invitedBy: admin!.id,
    expiresAt: addDays(now, 7),
  });
  const emailChangeToken = schoolToken(institutionId);
  await db.insert(emailChanges).values({
    tokenHash: digest(emailChangeToken),
    userId: colleague!.id,
    institutionId,
    newEmail: `moved-${tag}@school.test`,
    expiresAt,
  });
  const ssoClaims = {
    email: teacher!.email,
    school: institution.schoolCode,
    exp: Math.floor(now.getTime() / 1000) + 60,
  };
  const ssoLoginCode = signSsoCode(ssoClaims, t.config.ssoSecret ?? 'no shared secret configured');
  const [internalPerson] = await db
    .insert(internalStaff)
    .values({ email: MATRIX_INTERNAL_EMAIL, name: 'Matrix Support', passwordHash })
    .onConflictDoUpdate({ target: internalStaff.email, set: { disabledAt: null } })
    .returning({ id: internalStaff.id });

  const ctx = testContext(t, { db });
  const sessions = createSessionService(ctx);
  const tokens = {
    admin: await sessions.openStaffSession(admin!),
    teacher: await sessions.openStaffSession(teacher!),
    colleague: await sessions.openStaffSession(colleague!),
    student: await sessions.openStudentSession(pupil!),
    parent: await sessions.openParentSession(parent!),
  };
  const internalToken = await sessions.openInternalSession(internalPerson!, institutionId);
  const teacherPrincipal = (await sessions.resolve(tokens.teacher)) as StaffPrincipal;
  const cardsHandle = await createLoginCardService(ctx).issue(db, teacherPrincipal, course!.id, [
    { username: pupil!.username, account: pupil!.account, password: `secret-${tag}`, pin: null },
  ]);

  // Echo Valley: a published quiz with the pupil's answer, for the answer routes.
  const echo = await matrixEcho(db, ctx.files, {
    institutionId,
    courseId: course!.id,
    studentId: pupil!.id,
    teacherId: teacher!.id,
    today: now,
    name: `echo-${tag}`,
  });

  const level = await matrixLevelTests(db, { institutionId, studentId: pupil!.id, today: now });
  const reportJobId = await builtReport(db, ctx.files, {
    institutionId,
    courseId: course!.id,
    requestedBy: teacher!.id,
    today: now,
    name: `report-${tag}`,
  });

  const namesOf = (row: { username: string; account: string }) => [row.username, row.account];
  return {
    institutionId,
    schoolCode: institution.schoolCode,
    teacherEmail: teacher!.email,
    teacherId: teacher!.id,
    courseId: course!.id,
    otherCourseId: otherCourse!.id,
    pupil: { id: pupil!.id, account: pupil!.account, username: pupil!.username },
    spareId: spare!.id,
    parentEmail,
    collectionId: collection!.id,
    assignmentId: assignment!.id,
    draftEchoId: draftEcho!.id,
    packageId,
    otherPackageColid: plan.alsoSubscribes[0] ? packageColid(catalogue.packageId(plan.alsoSubscribes[0])) : null,
    book,
    video,
    cardsHandle,
    resetToken,
    ssoCode,
    staff: { teacherId: teacher!.id, colleagueId: colleague!.id, invitedId: invited!.id, invitationToken },
    emailChangeToken,
    ssoLoginCode,
    tokens,
    internalToken,
    echo,
    level,
    reportJobId,
    schoolMarkers: [institution.name, institution.schoolCode, `notice-${tag}`, parentEmail],
    classMarkers: [
      course!.name,
      otherCourse!.name,
      collection!.name,
      assignment!.name,
      ...namesOf(pupil!),
      `echo-${tag}`,
      `draft-echo-${tag}`,
      `report-${tag}`,
    ],
    privateMarkers: [
      ...namesOf(classmate!),
      ...namesOf(spare!),
      `secret-${tag}`,
      ...[admin!, teacher!, colleague!, invited!].flatMap((user) => [user.email, user.name]),
    ],
  };
}

export type Side = 'home' | 'foreign';

/** The side a signed-in caller belongs to; the other school's data must never change through them. */
export function sideOf(caller: Caller): Side | null {
  if (caller === 'anonymous') return null;
  return caller.startsWith('foreign') ? 'foreign' : 'home';
}

/**
 * Two schools built from scratch, every caller signed in; or, with `renewing`, a copy of a
 * world with one side built again. Cheap enough (no password hashing beyond the first) to
 * build for each request that is meant to change data.
 */
export async function buildMatrixWorld(
  t: TestApp,
  catalogue: FixtureCatalogue,
  renewing?: { world: MatrixWorld; side: Side },
): Promise<MatrixWorld> {
  const keep = (side: Side) => (renewing && renewing.side !== side ? renewing.world[side] : null);
  // One transaction: a single commit, and the revision triggers fire once per school.
  const { home, foreign } = await t.db.transaction(async (db) => ({
    home: keep('home') ?? (await buildSchool(t, db, catalogue, HOME_PLAN)),
    foreign: keep('foreign') ?? (await buildSchool(t, db, catalogue, FOREIGN_PLAN)),
  }));
  const all = (school: MatrixSchool) => [...school.schoolMarkers, ...school.classMarkers, ...school.privateMarkers];
  return {
    now: t.clock(),
    home,
    foreign,
    tokens: {
      anonymous: null,
      student: home.tokens.student,
      parent: home.tokens.parent,
      classTeacher: home.tokens.teacher,
      colleague: home.tokens.colleague,
      foreignTeacher: foreign.tokens.teacher,
      admin: home.tokens.admin,
      foreignAdmin: foreign.tokens.admin,
      foreignStudent: foreign.tokens.student,
      foreignParent: foreign.tokens.parent,
    },
    forbidden: {
      anonymous: [...all(home), ...all(foreign)],
      student: [...all(foreign), ...home.privateMarkers],
      parent: [...all(foreign), ...home.privateMarkers],
      classTeacher: all(foreign),
      colleague: [...all(foreign), ...home.classMarkers],
      foreignTeacher: all(home),
      admin: all(foreign),
      foreignAdmin: all(home),
      foreignStudent: [...all(home), ...foreign.privateMarkers],
      foreignParent: [...all(home), ...foreign.privateMarkers],
    },
  };
}

const fingerprintQueries = new WeakMap<Database, Promise<string>>();

/**
 * One query answering a fingerprint of each school's rows in every table that holds an
 * institution's data (found in the catalogue, so a new table is covered without a word here).
 */
async function fingerprintQuery(database: Database): Promise<string> {
  const { rows } = await database.executor.executeSql(
    `select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'institution_id' order by table_name`,
    [],
  );
  const tables = (rows as { name: string }[]).map((row) => row.name);
  const lines = [
    `select id as school, 'institutions:' || t::text as line from institutions t where id = any($1::int[])`,
    ...tables.map(
      (name) => `select institution_id, '${name}:' || t::text from "${name}" t where institution_id = any($1::int[])`,
    ),
  ];
  return `select school, md5(string_agg(line, E'\\n' order by line)) as fingerprint
    from (${lines.join('\n union all ')}) rows group by school`;
}

/** A fingerprint of everything each school of the world holds: equal fingerprints, nothing changed. */
export async function schoolData(database: Database, world: MatrixWorld): Promise<Record<Side, string>> {
  let query = fingerprintQueries.get(database);
  if (!query) {
    query = fingerprintQuery(database);
    fingerprintQueries.set(database, query);
  }
  const ids = [world.home.institutionId, world.foreign.institutionId];
  const { rows } = await database.executor.executeSql(await query, [ids]);
  const of = (id: number) =>
    (rows as { school: number; fingerprint: string }[]).find((row) => row.school === id)?.fingerprint ?? '';
  return { home: of(ids[0]!), foreign: of(ids[1]!) };
}
