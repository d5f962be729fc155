import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openClass, relativePath, signIn, submitSignIn } from './support';

const TEACHER = 'teacher@demo.test';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test('a class roster opened while signed out is shown right after signing in', async ({ page, baseURL }) => {
  await signIn(page, TEACHER);
  await openClass(page, 'Sunflowers');
  const roster = page.url();
  await signOut(page);

  await page.goto(roster);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(relativePath(page, baseURL)).toBe('/');
  await submitSignIn(page, TEACHER, DEMO_PASSWORD, /\/course_student\//);
  expect(page.url()).toBe(roster);
  await expect(page.getByRole('heading', { name: 'Sunflowers', exact: true })).toBeVisible();
});

test('a return address leading out of the app is ignored: the teacher lands on the class list', async ({
  page,
  baseURL,
}) => {
  await page.goto(`./?next=${encodeURIComponent('//evil.example/course')}`);
  await submitSignIn(page, TEACHER, DEMO_PASSWORD, /\/course$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(relativePath(page, baseURL)).toBe('/course');
});

/** Return addresses that a browser resolves to another site once the base path is cut off. */
const HOSTILE_RETURNS = ['.//evil.example/phish', 'a/..//evil.example/phish', '%2e//evil.example/phish'];

/** Answers any visit to the other site, so a page that goes there shows it instead of a network error. */
async function watchOtherSite(page: Page) {
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ contentType: 'text/html', body: 'phished' }),
  );
}

test('a hostile return address is refused at sign-in, at the login page and at /internal, signed out and signed in', async ({
  page,
  baseURL,
}) => {
  await watchOtherSite(page);
  const origin = new URL(baseURL!).origin;
  // The address the login page names is a whole one, base path included.
  const hostile = HOSTILE_RETURNS.map((spelling) => `${new URL(baseURL!).pathname}${spelling}`);
  const stays = async (landing: string) => {
    await expect(page).toHaveURL((url) => url.origin === origin && url.pathname.endsWith(landing));
    expect(relativePath(page, baseURL)).toBe(landing);
    expect(await page.content()).not.toContain('phished');
  };

  await page.goto(`./?next=${encodeURIComponent(hostile[0]!)}`);
  await submitSignIn(page, TEACHER, DEMO_PASSWORD, /\/course$/);
  await stays('/course');
  for (const next of hostile) {
    for (const signInPage of ['./', './internal']) {
      await page.goto(`${signInPage}?next=${encodeURIComponent(next)}`);
      await stays('/course');
    }
  }
  await signOut(page);

  await page.goto(`./internal?next=${encodeURIComponent(hostile[1]!)}`);
  await page.getByLabel('School code (optional)').fill('demo');
  await submitSignIn(page, 'support@demo.test', DEMO_PASSWORD, /\/account$/);
  await stays('/account');
});

test('a session that ends while a class page is open leads to login, then back to that page', async ({ page }) => {
  await signIn(page, TEACHER);
  await openClass(page, 'Sunflowers');
  const roster = page.url();
  // The server ends the session behind the page's back (as when it expires).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('lms.auth')!).state.token as string);
  const ended = await page.request.post('./api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(roster).pathname);
  await submitSignIn(page, TEACHER, DEMO_PASSWORD, /\/course_student\//);
  expect(page.url()).toBe(roster);
});
