import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** A common phone's width in CSS pixels: no page may scroll sideways at it. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** What the web app keeps of the session: its token and the signed-in user's id. */
async function session(page: Page): Promise<{ token: string; userid: number }> {
  const saved = await page.evaluate(() => localStorage.getItem('lms.auth'));
  const state = saved ? (JSON.parse(saved) as { state: { token: string; userid: number } }).state : null;
  if (!state?.token) throw new Error('not signed in');
  return state;
}

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/**
 * Opens each page, waits until nothing on it is loading, and answers the pages wider than the
 * phone with their width (document.scrollingElement.scrollWidth), so one run names all of them.
 */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`.${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    if (width > PHONE.width) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

interface Course {
  courseid: number;
  course_name: string;
  type: string;
}
const classPath = (page: string, course: Course, expired = false) =>
  `/${page}/course=${encodeURIComponent(course.course_name)}/type=${course.type}/${course.courseid}${expired ? '/expired' : ''}`;

test('the signed-out pages fit a 390 px phone', async ({ page }) => {
  const wide = await tooWide(page, ['/', '/?mode=forgot', '/resetpassword/id=1/email=amy%40demo.test', '/404']);
  expect(wide).toEqual([]);
});

test("every page of a teacher's app fits a 390 px phone, with no sideways scrolling", async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  const { token, userid } = await session(page);
  const classes = await api<{ active: Course[]; expired: Course[] }>(page, token, '/course/list');
  const assignments = async (course: Course) =>
    (await api<{ record: { aid: number }[] }>(page, token, `/course/asgmt/list/${course.courseid}`)).record;
  const active = classes.active.find((course) => course.course_name === 'Sunflowers');
  const expired = classes.expired[0];
  if (!active || !expired) throw new Error('the demo classes are missing');
  const [current] = await assignments(active);
  const collections = (
    await api<{ record: { cid: number; pkgid: number; name: string }[] }>(page, token, '/collection/list')
  ).record;
  const collection = collections[0];
  if (!current || !collection) throw new Error('the demo assignments or collections are missing');

  // The create page with the class's first materials selected, the closed ones among them.
  const library = await api<{ record: { resourceid: number }[] }>(page, token, `/course/detail/${active.courseid}`);
  await page.evaluate(
    ({ courseid, materials }) =>
      localStorage.setItem(
        'lms.assignment-selection',
        JSON.stringify({ state: { byCourse: { [courseid]: materials } }, version: 1 }),
      ),
    { courseid: active.courseid, materials: library.record.slice(0, 12) },
  );

  const collectionSegments = `${collection.pkgid}/${encodeURIComponent(collection.name)}/${collection.cid}`;
  const wide = await tooWide(page, [
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
    '/404',
  ]);
  expect(wide).toEqual([]);
});

test("an administrator's pages fit a 390 px phone", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const { userid } = await session(page);
  expect(await tooWide(page, ['/account', `/account/${userid}`, '/course'])).toEqual([]);
});
