import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, type Course, classPath, session, settle } from './app-pages';
import { signIn } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function sunflowers(page: Page): Promise<Course> {
  const { token } = await session(page);
  const classes = await api<{ active: Course[] }>(page, token, '/course/list');
  const course = classes.active.find((one) => one.course_name === 'Sunflowers');
  if (!course) throw new Error('the demo class Sunflowers is missing');
  return course;
}

/** Whether the whole of `element` is on the screen, not off its side or below it. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

test('publishing a quiz with no dates brings the problem into view with the focus on it; Enter in a date never saves', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'teacher@demo.test');
  const course = await sunflowers(page);
  await page.goto(`.${classPath('course_weekly_quiz/create', course)}`);
  await settle(page);
  await page.getByLabel('Quiz name').fill('Dates first');
  await page.getByLabel('Add your own question').fill('The cat naps');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  // The page is scrolled to its foot, where Publish is; the dates' problem is far above.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const open = page.getByLabel('Open date');
  await expect(open).toBeFocused();
  await expect(page.getByText('Choose the open and close dates.')).toBeVisible();
  expect(await onScreen(page, open)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Enter in either date takes the date; it does not save the quiz and leave.
  const editor = page.url();
  for (const [label, date] of [
    ['Open date', '2030.01.07'],
    ['Close date', '2030.01.13'],
  ] as const) {
    await page.getByLabel(label).click();
    await page.getByLabel(label).fill(date);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByLabel('Close date')).toHaveValue('2030.01.13');
  expect(page.url()).toBe(editor);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('on a phone every list keeps each row whole, its name and its actions on the screen; at 1440 the Echo Valley list needs no sideways scroll', async ({
  page,
}) => {
  await signIn(page, 'teacher@demo.test');
  const course = await sunflowers(page);
  const echoList = `.${classPath('course_weekly_quiz', course)}`;

  await page.setViewportSize(DESKTOP);
  await page.goto(echoList);
  await settle(page);
  for (const column of ['Average score', 'Submitted / assigned']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The table's scroll box holds all of it: nothing is off its side, no header is cut.
  const scrollBox = page.locator('.ant-table-content');
  await expect(scrollBox).toHaveCount(1);
  const { scrollWidth, clientWidth } = await scrollBox.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  await page.setViewportSize(PHONE);
  await page.goto(echoList);
  await settle(page);
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(0);
  const first = rows.first();
  await first.scrollIntoViewIfNeeded();
  for (const element of [first.getByRole('link').first(), first.getByRole('link', { name: /^Progress/ })]) {
    expect(await onScreen(page, element)).toBe(true);
  }
  // Every value is named on the card.
  await expect(first.locator('td[data-label="State"]')).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The administrator's list of accounts: each one's status and actions.
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin@demo.test');
  for (const path of ['/account']) {
    await page.goto(`.${path}`);
    await settle(page);
    const row = page.locator('.ant-table-tbody > tr.ant-table-row').first();
    await row.scrollIntoViewIfNeeded();
    const cells = row.locator('td');
    const count = await cells.count();
    for (let index = 0; index < count; index += 1) {
      const box = await cells.nth(index).boundingBox();
      if (box && box.width > 0) expect(box.x + box.width, `${path} cell ${index}`).toBeLessThanOrEqual(PHONE.width);
    }
  }
});
