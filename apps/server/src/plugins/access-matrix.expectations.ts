import { randomUUID } from 'node:crypto';
import { type ErrorCode, packageColid, type StudentField } from '@lms/shared';
import { addDays, calendarDate } from '../lib/clock.js';
import { audioUpload, recording } from '../modules/echo/answers/answers.fixtures.js';
import { FIXTURE_QUESTION } from '../modules/echo/answers/fixtures/readings.js';
import { csv, table, upload } from '../modules/roster/roster-test-files.js';
import { TEST_PASSWORD } from '../test/fixtures.js';
import type { Caller, MatrixWorld } from '../test/matrix-world.js';
import { MATRIX_INTERNAL_EMAIL, MATRIX_PICTURES, MATRIX_SSO_SECRET } from '../test/matrix-world.js';
import type { Access } from './access.js';

/** A caller's expected answer: the route's success, or the error it is refused with. */
export type Answer = 'ok' | ErrorCode;

/** The callers each access level admits; the others are refused before the route runs. */
const ADMITTED: Record<Exclude<Access, 'public'>, readonly Caller[]> = {
  staff: ['classTeacher', 'colleague', 'foreignTeacher', 'admin', 'foreignAdmin'],
  admin: ['admin', 'foreignAdmin'],
  student: ['student', 'foreignStudent'],
  parent: ['parent', 'foreignParent'],
  // The product company's staff are none of the matrix's callers (internal-access.test.ts calls as them).
  internal: [],
};

const ADMINS: readonly Caller[] = ['admin', 'foreignAdmin'];

/** Only `allowed` succeed; every other admitted caller gets `refused`. */
const only =
  (allowed: readonly Caller[], refused: ErrorCode) =>
  (caller: Caller): Answer =>
    allowed.includes(caller) ? 'ok' : refused;

/** My Library is for teachers: administrators are refused, other teachers do not find what is not theirs. */
const teachersOnly =
  (allowed: readonly Caller[], notTheirs: ErrorCode = 'common.not_found') =>
  (caller: Caller): Answer =>
    allowed.includes(caller) ? 'ok' : ADMINS.includes(caller) ? 'common.forbidden' : notTheirs;

/**
 * Whose object a route names, as the answer each caller the access level admits gets.
 * The objects are the home school's (its class, students, collection…).
 */
export const SCOPES = {
  /** Public routes: everyone, signed in or not. */
  public: () => 'ok',
  /** The caller's own data (their profile, their classes, their school's list): everyone admitted. */
  own: () => 'ok',
  /** A teacher's own My Library. */
  ownLibrary: (caller) => (ADMINS.includes(caller) ? 'common.forbidden' : 'ok'),
  /** The class: its teacher and its school's administrator. */
  class: only(['classTeacher', 'admin'], 'common.not_found'),
  /** A body naming the home school's teacher: its administrator. */
  schoolTeacher: only(['admin'], 'common.not_found'),
  /** The class teacher's collection. */
  collection: teachersOnly(['classTeacher']),
  /** A package the home school subscribes to: its teachers. */
  schoolPackage: teachersOnly(['classTeacher', 'colleague'], 'library.not_available'),
  /** A material of a package the home school subscribes to: its teachers. */
  schoolMaterial: teachersOnly(['classTeacher', 'colleague']),
  /** Login cards: only the staff member who set the passwords, once. */
  cardIssuer: only(['classTeacher'], 'students.cards_unavailable'),
  /** A material open in the pupil's class: the pupil. */
  classMaterial: only(['student'], 'learner.resource_not_visible'),
  /** A staff member of the home school, named by an administrator: the home school's administrator. */
  schoolStaff: only(['admin'], 'common.not_found'),
  /** The class teacher's page: the teacher themself and the home school's administrator; other staff are refused. */
  teacherPage: (caller) =>
    caller === 'classTeacher' || caller === 'admin'
      ? 'ok'
      : caller === 'foreignAdmin'
        ? 'common.not_found'
        : 'common.forbidden',
  /** The pupil, as a parent's child: their parent. */
  child: only(['parent'], 'common.not_found'),
  /** A quiz of the pupil's class, or the pupil's own answer or level test: the pupil. */
  pupilEcho: only(['student'], 'common.not_found'),
  /** A report: only the staff member who asked for it (the class's teacher). */
  reportRequester: only(['classTeacher'], 'common.not_found'),
} satisfies Record<string, (caller: Caller) => Answer>;
export type Scope = keyof typeof SCOPES;

/** What a request carries beyond the route's ids: other ids, a query, a body. */
export interface Sent {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface Expectation {
  access: Access;
  scope: Scope;
  send?: (world: MatrixWorld) => Sent;
  /** The admitted callers' status when it is not 200. */
  status?: number;
  /** A GET that changes data (a removal, an opening, a one-time download). */
  changes?: true;
}

/** The value of each route parameter, by its name, in the home school. */
export function routeParams(world: MatrixWorld): Record<string, string | number> {
  const home = world.home;
  return {
    courseid: home.courseId,
    fromcourseid: home.otherCourseId,
    tocourseid: home.courseId,
    stuid: home.pupil.id,
    aid: home.assignmentId,
    cid: home.collectionId,
    pkgid: home.packageId,
    colid: packageColid(home.packageId),
    resourceid: home.book,
    handle: home.cardsHandle,
    term: home.pupil.username,
    flag: 'true',
    // Echo Valley: a published quiz (the authoring routes name the unpublished one)
    echoid: home.echo.quizId,
    qid: home.echo.questionId,
    answerid: home.echo.answerId,
    // Level tests: the pupil's finished placement (the answer route names the open check)
    testid: home.level.testId,
    userid: home.staff.teacherId,
    jobid: home.reportJobId,
  };
}

/** A route anyone may call, signed in or not. */
const PUBLIC = { access: 'public', scope: 'public' } as const;
const IMPORTED: StudentField[] = ['username', 'account'];
const video = (w: MatrixWorld): Sent => ({ params: { resourceid: w.home.video } });
const newPassword = 'matrix-new-password';
/** The invitation routes name the school's invited teacher. */
const invitedStaff = (w: MatrixWorld): Sent => ({ params: { userid: w.home.staff.invitedId } });
/** The authoring routes that change a quiz name the class's unpublished one. */
const draftEcho = (w: MatrixWorld): Sent => ({ params: { echoid: w.home.draftEchoId } });
const echoBody = (w: MatrixWorld, name: string) => ({
  name,
  kind: 'weekly',
  open_date: calendarDate(w.now),
  close_date: calendarDate(addDays(w.now, 6)),
  questions: [{ text: 'The cat sat down.', resourceid: w.home.book }, { text: 'Zebra' }],
});
/** A class of the home school's teacher, using its package; another school's administrator does not find the teacher. */
const courseBody = (w: MatrixWorld, name: string) => ({
  course_name: name,
  grade_tag: 'grade3',
  teacher_id: w.home.teacherId,
  student_limit: 40,
  start_date: calendarDate(w.now),
  expiry_date: calendarDate(addDays(w.now, 90)),
  pkgid: w.home.packageId,
});
const collectionBody = (w: MatrixWorld) => ({
  name: 'Matrix shelf',
  pkgid: w.home.packageId,
  resourceids: [w.home.book],
});

/**
 * Who may call each route and what a request to it sends, keyed by `METHOD path` as the route
 * is registered. A GET covers its HEAD. Every route needs its line here: the matrix fails on a
 * route without one, and on a line without a route.
 */
export const EXPECTATIONS: Record<string, Expectation> = {
  // The web app, the API documentation and the content host
  'GET /': PUBLIC,
  'GET /*': { ...PUBLIC, send: () => ({ params: { '*': 'assets/matrix.js' } }) },
  'GET /api/docs/': PUBLIC,
  'HEAD /api/docs': PUBLIC,
  'GET /api/docs/static/index.html': { ...PUBLIC, status: 302 },
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': { ...PUBLIC, send: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /cms/resdl/*': { ...PUBLIC, send: () => ({ params: { '*': 'covers/matrix.svg' } }) },
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,

  // Sign-in and the signed-in user
  'POST /api/auth/login': {
    ...PUBLIC,
    send: (w) => ({ payload: { email: w.home.teacherEmail, password: TEST_PASSWORD } }),
  },
  'POST /api/auth/logout': { access: 'staff', scope: 'own' },
  'GET /api/auth/me': { access: 'staff', scope: 'own' },
  'POST /api/auth/language': { access: 'staff', scope: 'own', send: () => ({ payload: { lang: 'es' } }) },
  'POST /api/auth/forgot': {
    ...PUBLIC,
    send: (w) => ({ payload: { email: w.home.teacherEmail } }),
  },
  'POST /api/auth/resetpassword': {
    ...PUBLIC,
    send: (w) => ({
      payload: { id: w.home.resetToken, email: w.home.teacherEmail, password: newPassword, confirm: newPassword },
    }),
  },
  'POST /api/auth/resetpassword/check': {
    ...PUBLIC,
    send: (w) => ({ payload: { id: w.home.resetToken, email: w.home.teacherEmail } }),
  },
  'POST /api/auth/sso/issue': { access: 'staff', scope: 'own' },
  // Version 2 redeems a code with the secret the two share, whoever else is signed in.
  'POST /api/auth/sso/redeem': {
    ...PUBLIC,
    send: (w) => ({ payload: { code: w.home.ssoCode }, headers: { 'x-sso-secret': MATRIX_SSO_SECRET } }),
  },
  'POST /api/auth/sso/login': {
    ...PUBLIC,
    send: (w) => ({ payload: { code: w.home.ssoLoginCode } }),
  },
  // The matrix's schools have no OpenID provider: starting answers that, finishing finds no sign-in under way.
  'GET /api/auth/oidc/options': { ...PUBLIC, send: (w) => ({ query: { school: w.home.schoolCode } }) },
  'POST /api/auth/oidc/start': { ...PUBLIC, status: 400, send: (w) => ({ payload: { school: w.home.schoolCode } }) },
  'POST /api/auth/oidc/finish': { ...PUBLIC, status: 401, send: () => ({ payload: { state: 'matrix', code: 'x' } }) },
  'GET /api/auth/oidc/settings': { access: 'admin', scope: 'own' },
  // Saving reads the provider; the matrix has none, and an address of a private network is refused once the
  // caller is let through. Trying the sign-in finds no settings. (oidc-settings.test.ts saves and tries for real.)
  'POST /api/auth/oidc/settings': {
    access: 'admin',
    scope: 'own',
    status: 400,
    send: () => ({
      payload: {
        issuer: 'https://10.0.0.1/',
        client_id: 'matrix',
        client_secret: 'matrix-secret',
        domains: 'example.test',
      },
    }),
  },
  'POST /api/auth/oidc/try': { access: 'admin', scope: 'own', status: 400 },

  // The product company's own staff
  'POST /api/internal/login': {
    ...PUBLIC,
    send: (w) => ({ payload: { email: MATRIX_INTERNAL_EMAIL, password: TEST_PASSWORD, school: w.home.schoolCode } }),
  },
  'GET /api/internal/schools': { access: 'internal', scope: 'own' },
  'POST /api/internal/switch': {
    access: 'internal',
    scope: 'own',
    send: (w) => ({ payload: { institution: w.home.institutionId } }),
  },
  'POST /api/internal/support': {
    access: 'internal',
    scope: 'own',
    send: () => ({ payload: { reason: 'Matrix check' } }),
  },

  // Accounts, announcements, the school's logo, classes
  'GET /api/account/me': { access: 'staff', scope: 'own' },
  'POST /api/account/profile': {
    access: 'staff',
    scope: 'own',
    send: () => ({ payload: { name: 'Renamed', image: '2' } }),
  },
  'POST /api/account/password': {
    access: 'staff',
    scope: 'own',
    send: () => ({ payload: { current: TEST_PASSWORD, password: newPassword, confirm: newPassword } }),
  },
  'POST /api/account/email': {
    access: 'staff',
    scope: 'own',
    send: () => ({ payload: { email: 'matrix-new-address@school.test', password: TEST_PASSWORD } }),
  },
  'POST /api/auth/email/confirm': { ...PUBLIC, send: (w) => ({ payload: { token: w.home.emailChangeToken } }) },
  'GET /api/account/list': { access: 'admin', scope: 'own' },
  'GET /api/account/audit': {
    access: 'admin',
    scope: 'own',
    send: (w) => ({ query: { courseid: String(w.home.courseId) } }),
  },
  'GET /api/account/audit/export': { access: 'admin', scope: 'own', send: () => ({ query: { format: 'csv' } }) },
  'GET /api/school/packages': { access: 'staff', scope: 'own' },
  'GET /api/course/options': { access: 'admin', scope: 'own' },
  'POST /api/course/create': {
    access: 'admin',
    scope: 'schoolTeacher',
    send: (w) => ({ payload: courseBody(w, 'Matrix class') }),
  },
  'POST /api/course/edit/:courseid': {
    access: 'admin',
    scope: 'class',
    send: (w) => ({ payload: courseBody(w, 'Matrix renamed') }),
  },
  'POST /api/account/invite': {
    access: 'admin',
    scope: 'own',
    send: () => ({
      payload: { name: 'Invited Teacher', email: `invitee-${randomUUID()}@school.test`, language: 'es' },
    }),
  },
  'GET /api/account/import/template': { access: 'admin', scope: 'own' },
  'POST /api/account/import/preview': {
    access: 'admin',
    scope: 'own',
    send: () =>
      upload({
        filename: 'teachers.csv',
        data: csv([
          ['name', 'email'],
          ['Listed Teacher', 'listed@school.test'],
        ]),
      }),
  },
  'POST /api/account/import': {
    access: 'admin',
    scope: 'own',
    send: () =>
      upload({
        filename: 'teachers.csv',
        data: csv([
          ['name', 'email', 'language'],
          ['Imported Teacher', `imported-${randomUUID()}@school.test`, 'th'],
        ]),
      }),
  },
  'POST /api/account/invite/resend/:userid': { access: 'admin', scope: 'schoolStaff', send: invitedStaff },
  'POST /api/account/invite/withdraw/:userid': { access: 'admin', scope: 'schoolStaff', send: invitedStaff },
  'POST /api/auth/invitation/accept': {
    ...PUBLIC,
    send: (w) => ({ payload: { token: w.home.staff.invitationToken, password: newPassword, confirm: newPassword } }),
  },
  'POST /api/auth/invitation/check': {
    ...PUBLIC,
    send: (w) => ({ payload: { token: w.home.staff.invitationToken } }),
  },
  'POST /api/account/suspend/:userid': { access: 'admin', scope: 'schoolStaff' },
  'POST /api/account/reactivate/:userid': { access: 'admin', scope: 'schoolStaff' },
  'GET /api/account/detail/:userid': { access: 'staff', scope: 'teacherPage' },
  'POST /api/account/handover/:userid': {
    access: 'admin',
    scope: 'schoolStaff',
    send: (w) => ({ payload: { to: w.home.staff.colleagueId } }),
  },
  'POST /api/course/teacher/:courseid': {
    access: 'admin',
    scope: 'schoolStaff',
    send: (w) => ({ payload: { userid: w.home.staff.colleagueId } }),
  },
  'GET /api/ores/getanncmnt': { access: 'staff', scope: 'own' },
  'GET /api/ores/getinslogo': {
    ...PUBLIC,
    send: (w) => ({ query: { school: w.home.schoolCode } }),
  },
  'GET /api/course/list': { access: 'staff', scope: 'own' },
  'GET /api/course/info/:courseid': { access: 'staff', scope: 'class' },

  // The roster and its files
  'GET /api/stu/importsample': { access: 'staff', scope: 'own' },
  'POST /api/stu/importfromfile/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => upload({ filename: 'students.csv', data: csv(table([{ username: 'Kid', account: 'kid' }], IMPORTED)) }),
  },
  'GET /api/stu/export/:courseid': { access: 'staff', scope: 'class' },
  'GET /api/stu/logincards/:handle': { access: 'staff', scope: 'cardIssuer', changes: true },
  'GET /api/stu/list/:courseid': { access: 'staff', scope: 'class' },
  'GET /api/stu/search/:courseid/:term': { access: 'staff', scope: 'class' },
  'GET /api/stu/listbrief/:courseid': { access: 'staff', scope: 'class' },
  'GET /api/stu/copylist/:fromcourseid/:tocourseid': { access: 'staff', scope: 'class' },
  'POST /api/stu/adduser/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { stuids: [w.home.spareId] } }),
  },
  'POST /api/stu/modify/:courseid/:stuid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { remarks: 'moved' } }),
  },
  'GET /api/stu/delete/:courseid/:stuid': { access: 'staff', scope: 'class', changes: true },
  'POST /api/stu/resetimgpw/:stuid': { access: 'staff', scope: 'class' },
  'POST /api/stu/reprintcards/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { stuids: [w.home.pupil.id] } }),
  },
  'POST /api/course/student/redoplacement/true': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { stuids: [w.home.pupil.id] } }),
  },

  // The class library
  'GET /api/course/detail/:courseid': { access: 'staff', scope: 'class' },
  'POST /api/course/detail/search/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { keyword: 'a' } }),
  },
  'GET /api/course/openresource/:courseid/:colid/:resourceid/:flag': {
    access: 'staff',
    scope: 'class',
    send: () => ({ params: { flag: 'false' } }),
    changes: true,
  },
  'POST /api/course/openresourcelist/:courseid/:colid/:flag': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ params: { flag: 'false' }, payload: { resourceids: [w.home.book] } }),
  },
  'GET /api/course/getvideomaterial/:courseid/:colid/:resourceid': { access: 'staff', scope: 'class', send: video },
  'GET /api/course/getbookmaterial/:courseid/:colid/:resourceid': { access: 'staff', scope: 'class' },
  'GET /api/course/libraries/:courseid': { access: 'staff', scope: 'class' },
  'POST /api/course/setlibrary/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { colid: w.home.otherPackageColid } }),
  },

  // My Library
  'GET /api/collection/list': { access: 'staff', scope: 'ownLibrary' },
  'GET /api/collection/packages': { access: 'staff', scope: 'ownLibrary' },
  'GET /api/collection/package/:pkgid/resources': { access: 'staff', scope: 'schoolPackage' },
  'POST /api/collection/create': {
    access: 'staff',
    scope: 'schoolPackage',
    send: (w) => ({ payload: collectionBody(w) }),
  },
  'GET /api/collection/detail/:cid': { access: 'staff', scope: 'collection' },
  'POST /api/collection/edit/:cid': {
    access: 'staff',
    scope: 'collection',
    send: (w) => ({ payload: collectionBody(w) }),
  },
  'POST /api/collection/delete/:cid': { access: 'staff', scope: 'collection' },
  'POST /api/collection/duplicate/:cid': { access: 'staff', scope: 'collection', send: () => ({ payload: {} }) },
  'GET /api/collection/getbookmaterial/:resourceid': { access: 'staff', scope: 'schoolMaterial' },
  'GET /api/collection/getvideomaterial/:resourceid': { access: 'staff', scope: 'schoolMaterial', send: video },

  // Assignments
  'POST /api/course/asgmt/set/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({
      payload: {
        name: 'Matrix task',
        start_date: calendarDate(addDays(w.now, 2)),
        end_date: calendarDate(addDays(w.now, 9)),
        difficulty: 1,
        resourceids: [w.home.book],
        stuids: [w.home.pupil.id],
      },
    }),
  },
  'POST /api/course/asgmt/edit/:courseid/:aid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({
      payload: {
        name: 'Matrix task, renamed',
        start_date: calendarDate(addDays(w.now, 2)),
        end_date: calendarDate(addDays(w.now, 12)),
        difficulty: 1,
        resourceids: [w.home.book],
        stuids: [w.home.pupil.id],
      },
    }),
  },
  'GET /api/course/asgmt/list/:courseid': { access: 'staff', scope: 'class' },
  'POST /api/course/asgmt/auto/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { enabled: true } }),
  },
  'GET /api/course/asgmt/progress/:courseid/:aid': { access: 'staff', scope: 'class' },
  'GET /api/course/asgmt/progress/:courseid/:aid/export': { access: 'staff', scope: 'class' },
  'POST /api/course/asgmt/check/:courseid/:aid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { stuids: [w.home.pupil.id], checked: true } }),
  },
  'POST /api/course/asgmt/delete/:courseid/:aid': { access: 'staff', scope: 'class' },

  // Echo Valley: authoring (the unpublished quiz) and answers (the published one)
  'GET /api/echo/list/:courseid': { access: 'staff', scope: 'class' },
  'GET /api/echo/detail/:courseid/:echoid': { access: 'staff', scope: 'class', send: draftEcho },
  'GET /api/echo/sentences/:courseid/:resourceid': { access: 'staff', scope: 'class' },
  'POST /api/echo/warnings/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { texts: ['The cat sat down.', 'Zorblax'] } }),
  },
  'POST /api/echo/create/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: echoBody(w, 'Matrix echo') }),
  },
  'POST /api/echo/edit/:courseid/:echoid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ ...draftEcho(w), payload: echoBody(w, 'Matrix echo, renamed') }),
  },
  'POST /api/echo/publish/:courseid/:echoid': { access: 'staff', scope: 'class', send: draftEcho },
  'POST /api/echo/delete/:courseid/:echoid': { access: 'staff', scope: 'class', send: draftEcho },
  'POST /api/echo/auto/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { enabled: true, reward_exp: 30 } }),
  },

  // The student app
  'POST /api/learner/login': {
    ...PUBLIC,
    send: (w) => ({ payload: { school: w.home.schoolCode, account: w.home.pupil.account, password: TEST_PASSWORD } }),
  },
  'POST /api/learner/picture/set': { access: 'student', scope: 'own', send: () => ({ payload: { pictures: [2, 3] } }) },
  'POST /api/learner/avatar': { access: 'student', scope: 'own', send: () => ({ payload: { avatar: 'user07' } }) },
  'POST /api/learner/picture/reset': {
    ...PUBLIC,
    send: (w) => ({
      payload: {
        school: w.home.schoolCode,
        account: w.home.pupil.account,
        pictures: [...MATRIX_PICTURES],
        password: newPassword,
      },
    }),
  },
  'GET /api/learner/library': { access: 'student', scope: 'own' },
  'GET /api/learner/assignments': { access: 'student', scope: 'own' },
  'POST /api/learner/events': {
    access: 'student',
    scope: 'classMaterial',
    send: (w) => ({
      payload: {
        key: 'matrix-event',
        resourceid: w.home.book,
        kind: 'read',
        started_at: w.now.toISOString(),
        duration_s: 60,
        completed: true,
      },
    }),
  },

  // Echo Valley answers
  'GET /api/learner/echo': { access: 'student', scope: 'own' },
  'POST /api/learner/echo/:echoid/:qid': {
    access: 'student',
    scope: 'pupilEcho',
    status: 202,
    send: () => audioUpload(recording('exact.ogg')),
  },
  'GET /api/learner/echo/answer/:answerid': { access: 'student', scope: 'pupilEcho' },
  'GET /api/echo/progress/:courseid/:echoid': { access: 'staff', scope: 'class' },
  'GET /api/echo/voice/:answerid': { access: 'staff', scope: 'class' },
  'POST /api/echo/override/:answerid': { access: 'staff', scope: 'class', send: () => ({ payload: { score: 50 } }) },
  'POST /api/echo/rescore/:answerid': { access: 'staff', scope: 'class' },
  'GET /api/echo/export/:courseid/:echoid': { access: 'staff', scope: 'class' },
  'POST /api/echo/try/:courseid': {
    access: 'staff',
    scope: 'class',
    send: () => audioUpload(recording('exact.ogg'), { text: FIXTURE_QUESTION }),
  },

  // Level tests and checks
  // A student whose placement is pending gets one opened by asking.
  'GET /api/learner/level': { access: 'student', scope: 'own', changes: true },
  'POST /api/learner/level/:testid/answer': {
    access: 'student',
    scope: 'pupilEcho',
    send: (w) => ({ params: { testid: w.home.level.openTestId }, payload: { item: 'K1', choice: 'b' } }),
  },
  'POST /api/learner/level/:testid/finish': { access: 'student', scope: 'pupilEcho' },
  'GET /api/level/:courseid': { access: 'staff', scope: 'class' },
  'POST /api/level/check/:courseid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { stuids: [w.home.pupil.id] } }),
  },
  'POST /api/level/set/:courseid/:stuid': {
    access: 'staff',
    scope: 'class',
    send: (w) => ({ payload: { level: 'K', testid: w.home.level.testId } }),
  },
  'GET /api/level/test/:courseid/:testid': { access: 'staff', scope: 'class' },
  // Reports
  'POST /api/report/:courseid': {
    access: 'staff',
    scope: 'class',
    status: 202,
    send: () => ({ payload: { format: 'xlsx', scope: 'class', window: 'last6', lang: 'en-US' } }),
  },
  'GET /api/report/status/:jobid': { access: 'staff', scope: 'reportRequester' },
  'GET /api/report/download/:jobid': { access: 'staff', scope: 'reportRequester' },

  // A student's page in a class
  'GET /api/student/:courseid/:stuid': { access: 'staff', scope: 'class' },
  'POST /api/student/note/:courseid/:stuid': {
    access: 'staff',
    scope: 'class',
    send: () => ({ payload: { text: 'Reads aloud with confidence.' } }),
  },

  // The class dashboard
  'GET /api/dashboard/:courseid': { access: 'staff', scope: 'class', send: () => ({ query: { window: '30d' } }) },

  // The parent app
  'POST /api/parent/login': {
    ...PUBLIC,
    send: (w) => ({ payload: { email: w.home.parentEmail, password: TEST_PASSWORD } }),
  },
  'GET /api/parent/children': { access: 'parent', scope: 'own' },
  'GET /api/parent/children/:stuid': { access: 'parent', scope: 'child' },
};

/** What a caller should get from a route: refused by the access level first, then by whose object it names. */
export function expectedAnswer(expectation: Expectation, caller: Caller): Answer {
  if (expectation.access === 'public') return 'ok';
  if (caller === 'anonymous') return 'common.unauthorized';
  if (!ADMITTED[expectation.access].includes(caller)) return 'common.forbidden';
  return SCOPES[expectation.scope](caller);
}
