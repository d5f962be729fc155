import { expect, type Page, test } from '@playwright/test';
import { administratorPages, SIGNED_OUT_PAGES, settle, teacherPages } from './app-pages';
import { signIn } from './support';

/** A common phone's width in CSS pixels: no page may scroll sideways at it. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/**
 * Opens each page, waits until nothing on it is loading, and answers the pages wider than the
 * phone with their width (document.scrollingElement.scrollWidth), so one run names all of them.
 */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`.${path}`);
    await settle(page);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    if (width > PHONE.width) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

test('the signed-out pages fit a 390 px phone', async ({ page }) => {
  expect(await tooWide(page, SIGNED_OUT_PAGES)).toEqual([]);
});

test("every page of a teacher's app fits a 390 px phone, with no sideways scrolling", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'teacher@demo.test');
  expect(await tooWide(page, await teacherPages(page))).toEqual([]);
});

test("an administrator's pages fit a 390 px phone", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  expect(await tooWide(page, await administratorPages(page))).toEqual([]);
});
