import { expect, type Page, test } from '@playwright/test';
import { appStarted, relativePath, signIn } from './support';

test('a teacher signs in and sees their classes, active first', async ({ page, baseURL }) => {
  await signIn(page, 'teacher@demo.test');
  expect(relativePath(page, baseURL)).toBe('/course');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Library' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toHaveCount(0);
  // The demo teacher has active classes and two expired ones.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(/\d{4}\.\d{2}\.\d{2}/).first()).toBeVisible();
});

test("the sign-in form shows in the browser's language before the app's code has run", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeEditable();
  await context.close();
});

/** Holds back the app's code until the returned function is called, so the page shows what index.html draws. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  return release;
}

test('what is typed and sent before the app has started is kept, and sent once it has', async ({ page, baseURL }) => {
  const release = await holdAppCode(page);
  await page.goto('./', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill('teacher@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect(relativePath(page, baseURL)).toBe('/');
  release();
  await expect(page).toHaveURL(/\/course$/);
});

test("a signed-in teacher's class list shows its title and school before the app has started, where the app draws them", async ({
  page,
}) => {
  await signIn(page, 'teacher@demo.test');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdAppCode(page);
    await page.goto('./', { waitUntil: 'commit' });
    const drawn = page.locator('.class-list-frame');
    await expect(drawn.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
    await expect(drawn.getByText('Demo School')).toBeVisible();
    const place = (box: { x: number; y: number; height: number } | null) => box && [box.x, box.y, box.height];
    const drawnTitle = place(await drawn.getByRole('heading', { level: 1 }).boundingBox());
    release();
    await expect(page).toHaveURL(/\/course$/);
    await expect(drawn).toHaveCount(0);
    const title = page.locator('#main').getByRole('heading', { level: 1, name: 'My classes' });
    // Nothing moves when the app takes over.
    expect(place(await title.boundingBox())).toEqual(drawnTitle);
    await page.unrouteAll();
  }
});

test('a wrong password shows the translated message and stays on the login page', async ({ page, baseURL }) => {
  await page.goto('./');
  await appStarted(page);
  await page.getByLabel('E-mail').fill('teacher@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  expect(relativePath(page, baseURL)).toBe('/');
});

test('switching the language to Japanese changes the header', async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await dialog.getByText('日本語').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'ホーム' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'マイライブラリー' })).toBeVisible();
  // The choice survives a reload (saved locally).
  await page.reload();
  await expect(page.getByRole('link', { name: 'ホーム' })).toBeVisible();
});

test('an administrator lands on the account list, sees the Administrator label and no My Library link', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin@demo.test');
  expect(relativePath(page, baseURL)).toBe('/account');
  // In the header (the account list names each member's role as well).
  await expect(page.getByRole('banner').getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Library' })).toHaveCount(0);
  // Home is the class list for everyone; an administrator's My Account is the account list.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/course$/);
  // "/" is the administrator's home as well.
  await page.goto('./');
  await expect(page).toHaveURL(/\/account$/);
  await nav.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('logging out returns to the login page and protected pages stay closed', async ({ page, baseURL }) => {
  await signIn(page, 'teacher@demo.test');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(relativePath(page, baseURL)).toBe('/');
  await page.goto('./course');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an unknown path lands on the login page', async ({ page, baseURL }) => {
  await page.goto('./no/such/page');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(relativePath(page, baseURL)).toBe('/');
});
