import type { DashboardResponse } from '@lms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, type Course, classPath, session, settle } from './app-pages';
import { openClass, relativePath, signIn } from './support';

const CHARTS = [
  'Reading and viewing minutes per day',
  'Books and videos completed',
  'Assignment completion',
  'Echo Valley scores over time',
  'Active students per day',
  'Levels of the class and their movement',
];

/** The list of reasons a student of the attention list needs attention, by its accessible name. */
const REASONS_OF = (name: string) => `Why ${name} needs attention`;

/** One card of the dashboard (a chart or a list): a region named by its heading. */
function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

test('a class dashboard: its charts in words, another window, a chart as a table, a student who needs attention', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'teacher@demo.test');
  const { token } = await session(page);
  const classes = await api<{ active: Course[] }>(page, token, '/course/list');
  const course = classes.active.find((one) => one.course_name === 'Sunflowers');
  if (!course) throw new Error('the demo class Sunflowers is missing');

  // The class's Dashboard tab, after Echo Valley.
  await openClass(page, 'Sunflowers');
  await page.getByRole('navigation', { name: 'Class pages' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/course_dashboard/[^/]+/[^/]+/${course.courseid}$`));
  await settle(page);
  const windows = page.getByRole('radiogroup', { name: 'Report window' });
  await expect(windows.getByRole('radio', { name: 'Last 6 records' })).toBeChecked();
  // The demo's 60 days of history give every chart something to show, each summed up in words.
  for (const title of CHARTS) {
    const chart = card(page, title);
    await expect(chart.getByRole('button', { name: 'Show as table' }), title).toBeVisible();
    await expect(chart.locator('p').nth(1), title).not.toBeEmpty();
  }

  // The last 30 days: every day, quiet ones included, in the address so a reload keeps it.
  const answered = page.waitForResponse((response) => response.url().includes('window=30d'));
  await windows.getByText('Last 30 days').click();
  await answered;
  await expect(page).toHaveURL(/\?window=30d$/);
  await settle(page);
  await page.reload();
  await settle(page);
  await expect(windows.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  const minutes = card(page, 'Reading and viewing minutes per day');
  await expect(minutes.getByText('Every day of the last 30 days, quiet days included.')).toBeVisible();

  // The same figures as the server's, as a table.
  const body = await api<DashboardResponse>(page, token, `/dashboard/${course.courseid}?window=30d`);
  await minutes.getByRole('button', { name: 'Show as table' }).click();
  const table = minutes.getByRole('table', { name: 'Reading and viewing minutes per day' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const [first] = body.series.minutes;
  if (!first) throw new Error('the 30-day window has no days');
  const shown = (value: number) => value.toLocaleString('en-US');
  await expect(table.getByRole('row').nth(1)).toHaveText(
    `${first.label.replaceAll('-', '.')}${shown(first.reading)}${shown(first.viewing)}${shown(first.reading + first.viewing)}`,
  );
  await minutes.getByRole('button', { name: 'Show as chart' }).click();
  await expect(table).toBeHidden();

  // A student who needs attention, and why: the demo's reader whose Echo Valley scores fall.
  // Their name leads to their page in the class.
  const attention = card(page, 'Students who need attention');
  const flagged = body.attention.find((student) => student.reasons.includes('falling_echo'));
  if (!flagged) throw new Error('the demo has no student whose Echo Valley scores fall');
  const link = attention.getByRole('link', { name: flagged.username, exact: true });
  await expect(link).toBeVisible();
  await expect(
    attention.getByRole('list', { name: REASONS_OF(flagged.username) }).getByText('Echo Valley scores falling'),
  ).toBeVisible();
  const studentPage = `${classPath('course_student_page', course)}/${flagged.stuid}`;
  await expect(link).toHaveAttribute('href', new RegExp(`${studentPage.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/course_student_page/[^/]+/[^/]+/${course.courseid}/${flagged.stuid}$`));
  expect(decodeURIComponent(relativePath(page, baseURL))).toBe(decodeURIComponent(studentPage));
  // Their answers show the words as the engine marked them: the latest reading stopped halfway.
  const answers = page.getByRole('region', { name: 'Echo Valley answers' });
  const latest = answers.getByRole('figure', { name: 'How the words were read' }).first();
  await expect(latest).toBeVisible();
  await expect(latest).toContainText('(left out)');
  await expect(answers.getByRole('list', { name: 'What the marks mean' })).toBeVisible();
});

test("an expired class's dashboard is read-only and its student links lead to read-only pages", async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  const { token } = await session(page);
  const classes = await api<{ expired: Course[] }>(page, token, '/course/list');
  const [expired] = classes.expired;
  if (!expired) throw new Error('the demo has no expired class');
  await page.goto(`.${classPath('course_dashboard', expired, true)}`);
  await settle(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Class dashboard' })).toBeVisible();
  const links = card(page, 'Students who need attention').getByRole('link');
  for (const href of await links.evaluateAll((all) => all.map((one) => one.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/\/course_student_page\/.+\/\d+\/\d+\/expired$/);
  }
});
