import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Signs in through the login form, waits for the home page (a teacher's class list, an
 * administrator's account list) and closes the start-of-session announcements.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('./');
  await submitSignIn(page, email, password, /\/(course|account)$/);
}

/**
 * Fills and sends the login form already on screen, waits for the page it leads to and
 * closes the start-of-session announcements. It waits for the announcements' answer itself
 * rather than for a fixed time, so a slow machine cannot open the modal after the test has
 * moved on.
 */
export async function submitSignIn(page: Page, email: string, password: string, landing: RegExp): Promise<void> {
  await appStarted(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const announcements = page.waitForResponse((response) => response.url().includes('/ores/getanncmnt'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
  const { record } = (await (await announcements).json()) as { record: unknown[] };
  if (record.length === 0) return;
  const noted = page.getByRole('button', { name: 'Noted' });
  await noted.click();
  await expect(noted).toBeHidden();
}

/**
 * Waits until the app has replaced the sign-in form drawn before it started (index.html). A
 * field found in the drawn form just before it is replaced would be filled after it has gone
 * (foundation.spec.ts checks typing into the drawn form itself).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
}

/** The path of the current page relative to the project's base URL (so tests hold under any BASE_PATH). */
export function relativePath(page: Page, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? '/').pathname.replace(/\/$/, '');
  const path = new URL(page.url()).pathname.slice(base.length);
  return path === '' ? '/' : path;
}

/** Opens a class from the class list on /course by its name (its roster page is the first one shown). */
export async function openClass(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  // The address is /course_student/<class name>/<type>/<courseid>[/expired].
  await expect(page).toHaveURL(/\/course_student\/[^/]+\/[^/]+\/\d+(\/[^/]+)?$/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** Picks `option` from the select whose accessible name is `label` (the options render in a floating list). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** Full-page pictures at a desktop and a phone width, in English and Korean, when E2E_SCREENS names a folder. */
export async function screens(page: Page, name: string, open: () => Promise<void>) {
  const folder = process.env.E2E_SCREENS;
  if (!folder) return;
  const chooseLanguage = (language: string) =>
    page.evaluate((lang) => {
      const saved = JSON.parse(localStorage.getItem('lms.common') ?? '{"state":{},"version":1}');
      saved.state.language = lang;
      localStorage.setItem('lms.common', JSON.stringify(saved));
    }, language);
  const viewport = page.viewportSize();
  for (const language of ['en-US', 'ko-KR']) {
    await chooseLanguage(language);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await open();
      await page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  // The journey goes on as it was: in English, at its own size.
  await chooseLanguage('en-US');
  if (viewport) await page.setViewportSize(viewport);
  await page.reload();
}
