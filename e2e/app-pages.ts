import { expect, type Page } from '@playwright/test';

/** What the web app keeps of the session: its token and the signed-in user's id. */
export async function session(page: Page): Promise<{ token: string; userid: number }> {
  const saved = await page.evaluate(() => localStorage.getItem('lms.auth'));
  const state = saved ? (JSON.parse(saved) as { state: { token: string; userid: number } }).state : null;
  if (!state?.token) throw new Error('not signed in');
  return state;
}

export async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Waits until nothing on the page is loading any more. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}

export interface Course {
  courseid: number;
  course_name: string;
  type: string;
}

export const classPath = (page: string, course: Course, expired = false) =>
  `/${page}/course=${encodeURIComponent(course.course_name)}/type=${course.type}/${course.courseid}${expired ? '/expired' : ''}`;

/** The pages anyone can open signed out; the reset link is one that was never sent. */
export const SIGNED_OUT_PAGES = [
  '/',
  '/?mode=forgot',
  '/resetpassword/id=1/email=amy%40demo.test',
  '/invitation/never-sent',
  '/email-change/never-sent',
  '/internal',
  '/ssologin?code=never-issued',
  '/404',
];

/**
 * Every page of a signed-in teacher's app, with the demo's ids: the class pages of an active
 * and an expired class, an assignment's edit and check pages, My Library and a collection.
 * The create-assignment page opens with the class's first materials chosen, the closed ones among them;
 * the Echo Valley pages show an unpublished and a published quiz, a speaking task and an expired class's quiz;
 * a student's page in the active and in the expired class;
 * the dashboard shows in its default window and the last 30 days, and for an expired class.
 */
export async function teacherPages(page: Page): Promise<string[]> {
  const { token, userid } = await session(page);
  const classes = await api<{ active: Course[]; expired: Course[] }>(page, token, '/course/list');
  const active = classes.active.find((course) => course.course_name === 'Sunflowers');
  const expired = classes.expired[0];
  if (!active || !expired) throw new Error('the demo classes are missing');
  const [current] = (await api<{ record: { aid: number }[] }>(page, token, `/course/asgmt/list/${active.courseid}`))
    .record;
  const collections = (
    await api<{ record: { cid: number; pkgid: number; name: string }[] }>(page, token, '/collection/list')
  ).record;
  const collection = collections[0];
  if (!current || !collection) throw new Error('the demo assignments or collections are missing');

  const library = await api<{ record: { resourceid: number }[] }>(page, token, `/course/detail/${active.courseid}`);
  await page.evaluate(
    ({ courseid, materials }) =>
      localStorage.setItem(
        'lms.assignment-selection',
        JSON.stringify({ state: { byCourse: { [courseid]: materials } }, version: 1 }),
      ),
    { courseid: active.courseid, materials: library.record.slice(0, 12) },
  );

  type Quiz = { echoid: number; kind: string; state: string; resourceid: number | null; resource_name: string | null };
  const quizzes = (await api<{ record: Quiz[] }>(page, token, `/echo/list/${active.courseid}`)).record;
  const expiredQuizzes = (await api<{ record: Quiz[] }>(page, token, `/echo/list/${expired.courseid}`)).record;
  const draft = quizzes.find((quiz) => quiz.kind === 'weekly' && quiz.state === 'unpublished');
  const published = quizzes.find((quiz) => quiz.kind === 'weekly' && quiz.state === 'published');
  const task = quizzes.find((quiz) => quiz.kind === 'task');
  const pastQuiz = expiredQuizzes.find((quiz) => quiz.state === 'published');
  if (!draft || !published || !task?.resourceid || !pastQuiz)
    throw new Error('the demo Echo Valley quizzes are missing');
  const taskSegments = (page: string) =>
    `/${page}/course=${encodeURIComponent(active.course_name)}/type=${active.type}/Library/${encodeURIComponent(task.resource_name ?? '-')}/${active.courseid}/-/1/${task.resourceid}`;

  const collectionSegments = `${collection.pkgid}/${encodeURIComponent(collection.name)}/${collection.cid}`;
  const firstStudent = async (course: Course) => {
    const [student] = (await api<{ record: { stuid: number }[] }>(page, token, `/stu/list/${course.courseid}`)).record;
    if (!student) throw new Error(`the demo class ${course.course_name} has no students`);
    return student.stuid;
  };
  return [
    '/course',
    `/account/${userid}`,
    '/collection',
    '/collection/create/',
    `/collection/create/${collection.pkgid}`,
    `/collection/${collectionSegments}`,
    `/collection/edit/${collectionSegments}/`,
    classPath('course_material', active),
    classPath('course_student', active),
    classPath('course_assignment', active),
    classPath('course_assignment/create', active),
    `${classPath('course_assignment/edit', active)}/${current.aid}`,
    `${classPath('check_assignment', active)}/${current.aid}`,
    classPath('course_material', expired, true),
    classPath('course_student', expired, true),
    classPath('course_assignment', expired, true),
    // The demo's expired classes had no assignments: the read-only view of an active class's check page.
    `${classPath('check_assignment', active)}/${current.aid}/expired`,
    classPath('course_weekly_quiz', active),
    classPath('course_weekly_quiz/create', active),
    `${classPath('course_weekly_quiz/edit', active)}/${draft.echoid}`,
    `${classPath('course_weekly_quiz/progress', active)}/${published.echoid}`,
    taskSegments('quiz'),
    taskSegments('quizcreate'),
    classPath('course_weekly_quiz', expired, true),
    `${classPath('course_weekly_quiz/progress', expired)}/${pastQuiz.echoid}/expired`,
    classPath('course_dashboard', active),
    `${classPath('course_dashboard', active)}?window=30d`,
    classPath('course_dashboard', expired, true),
    classPath('course_level', active),
    classPath('course_level', expired, true),
    '/packages',
    `${classPath('course_student_page', active)}/${await firstStudent(active)}`,
    `${classPath('course_student_page', expired)}/${await firstStudent(expired)}/expired`,
    '/404',
  ];
}

/** An administrator's pages: the account list, their account, a teacher's page, the class list, the audit log and the packages. */
export async function administratorPages(page: Page): Promise<string[]> {
  const { token, userid } = await session(page);
  const staff = (await api<{ record: { userid: number; email: string }[] }>(page, token, '/account/list')).record;
  const teacher = staff.find((member) => member.email === 'teacher@demo.test');
  if (!teacher) throw new Error('the demo teacher is missing');
  return [
    '/account',
    `/account/${userid}`,
    `/account/${teacher.userid}`,
    '/course',
    '/audit',
    '/packages',
    '/school-sign-in',
  ];
}
