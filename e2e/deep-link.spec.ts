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
