import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openClass, relativePath, signIn } from './support';

const DEMO_SCHOOL = 'DEMO';

/** The signed-in teacher's bearer token, as the web app keeps it. */
async function teacherToken(page: Page): Promise<string> {
  const saved = await page.evaluate(() => localStorage.getItem('lms.auth'));
  const token = saved ? (JSON.parse(saved) as { state: { token: string | null } }).state.token : null;
  if (!token) throw new Error('the teacher is not signed in');
  return token;
}

/** Does a student's whole assignment the way the learner app would: sign in, then one completed event per material. */
async function completeAsStudent(request: APIRequestContext, account: string, assignmentName: string): Promise<void> {
  const login = await request.post('api/learner/login', {
    data: { school: DEMO_SCHOOL, account, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const listed = (await (await request.get('api/learner/assignments', { headers })).json()) as {
    record: { name: string; resourceids: number[] }[];
  };
  const assignment = listed.record.find((candidate) => candidate.name === assignmentName);
  if (!assignment) throw new Error(`${account} does not see "${assignmentName}"`);
  for (const resourceid of assignment.resourceids) {
    const event = await request.post('api/learner/events', {
      headers,
      data: {
        key: randomUUID(),
        resourceid,
        kind: 'read',
        started_at: new Date().toISOString(),
        duration_s: 95,
        pages: 12,
        completed: true,
      },
    });
    expect(event.ok()).toBe(true);
  }
}

test('a teacher sets an assignment from the library, a student completes it and the teacher checks it', async ({
  page,
  baseURL,
}) => {
  const name = `Animal stories ${Date.now()}`;
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Storytellers');
  const courseid = relativePath(page, baseURL).split('/')[4];

  // Three books students can open go into the selection from the class library.
  await page.getByRole('navigation', { name: 'Class pages' }).getByRole('link', { name: 'Library' }).click();
  const library = page.getByRole('region', { name: 'Library' });
  const openBooks = library
    .getByRole('article')
    .filter({ has: page.getByRole('switch', { checked: true }) })
    .filter({ has: page.getByRole('button', { name: /^Read / }) });
  await expect(openBooks.first()).toBeVisible();
  const books = (await openBooks.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 3);
  expect(books).toHaveLength(3);
  for (const title of books) {
    await library.getByRole('button', { name: `Add ${title} to the assignment` }).click();
  }
  await page.getByRole('button', { name: 'Assignment selection: 3 materials' }).click();
  const drawer = page.getByRole('dialog', { name: /Materials for the next assignment/ });
  for (const title of books) await expect(drawer.getByText(title, { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Create assignment' }).click();

  // The assignment is for two chosen students; the default dates start today.
  await expect(page.getByRole('heading', { name: 'Create assignment' })).toBeVisible();
  await page.getByLabel('Assignment name').fill(name);
  await page.getByRole('radio', { name: 'Chosen students' }).check();
  const studentBoxes = page.getByRole('checkbox');
  // Inactive students are marked and cannot be ticked: the first two who can be.
  const [first, second] = (
    await page.locator('.ant-checkbox-group label:not(.ant-checkbox-wrapper-disabled)').allTextContents()
  ).map((text) => text.trim());
  if (!first || !second) throw new Error('the class has fewer than two students');
  await studentBoxes.and(page.getByLabel(first, { exact: true })).check();
  await studentBoxes.and(page.getByLabel(second, { exact: true })).check();
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByText(`Assignment "${name}" created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 / 2');

  // The first student does every material through the learner API.
  const token = await teacherToken(page);
  const roster = (await (
    await page.request.get(`api/stu/list/${courseid}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { record: { username: string; account: string }[] };
  const account = roster.record.find((student) => student.username === first)?.account;
  if (!account) throw new Error(`${first} is not on the roster`);
  await completeAsStudent(page.request, account, name);

  // The check page shows who is complete, and the teacher marks that work checked.
  await page.reload();
  await expect(row).toContainText('1 / 2');
  await row.getByRole('link', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('1 complete · 1 incomplete · 0 missed')).toBeVisible();
  const firstRow = page.getByRole('row').filter({ hasText: first });
  const secondRow = page.getByRole('row').filter({ hasText: second });
  await expect(firstRow).toContainText('Complete');
  await expect(firstRow).toContainText('3 of 3 done');
  await expect(secondRow).toContainText('Incomplete');
  await expect(secondRow).toContainText('0 of 3 done');
  await firstRow.getByRole('button', { name: `Mark checked: ${first}` }).click();
  await expect(firstRow.getByRole('button', { name: `Checked: ${first}, mark unchecked` })).toBeVisible();
  await page.reload();
  await expect(firstRow.getByRole('button', { name: `Checked: ${first}, mark unchecked` })).toBeVisible();
  await expect(secondRow.getByRole('button', { name: `Mark checked: ${second}` })).toBeVisible();
});

test('a teacher gives the active students work with a closed book opened, then renames and extends it', async ({
  page,
}) => {
  const name = `Weather week ${Date.now()}`;
  await signIn(page, 'teacher@demo.test');
  // Sunflowers: 23 active students and one who has left the school.
  await openClass(page, 'Sunflowers');
  const tabs = page.getByRole('navigation', { name: 'Class pages' });
  await tabs.getByRole('link', { name: 'Library' }).click();
  const library = page.getByRole('region', { name: 'Library' });
  const books = library.getByRole('article').filter({ has: page.getByRole('button', { name: /^Read / }) });
  const openBook = books.filter({ has: page.getByRole('switch', { checked: true }) }).first();
  const closedBook = books.filter({ has: page.getByRole('switch', { checked: false }) }).first();
  const open = (await openBook.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const closed = (await closedBook.getByRole('heading', { level: 3 }).textContent()) ?? '';
  for (const title of [open, closed]) {
    await library.getByRole('button', { name: `Add ${title} to the assignment` }).click();
  }
  await page.getByRole('button', { name: 'Assignment selection: 2 materials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create assignment' }).click();

  // The Assignments tab stays marked; the whole class is its active students.
  await expect(page.getByRole('heading', { name: 'Create assignment' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('radio', { name: 'The whole class (23 students)' })).toBeChecked();
  await expect(page.getByText('1 inactive student is left out and cannot be chosen.')).toBeVisible();
  await page.getByRole('radio', { name: 'Chosen students' }).check();
  await expect(page.getByRole('checkbox', { name: /Inactive$/ })).toBeDisabled();
  await page.getByRole('radio', { name: 'The whole class (23 students)' }).check();

  // The closed book is named, and opened with the assignment.
  const warning = page.getByRole('alert').filter({ hasText: 'closed to students' });
  await expect(warning).toContainText(closed);
  await expect(warning.getByRole('checkbox', { name: "Open it to the class's students when saving" })).toBeChecked();
  await page.getByLabel('Assignment name').fill(name);
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByText(`Assignment "${name}" created; 1 material opened to students`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 / 23');
  await tabs.getByRole('link', { name: 'Library' }).click();
  await expect(
    library.getByRole('article').filter({ hasText: closed }).getByRole('switch', { checked: true }),
  ).toBeVisible();

  // It has started: the teacher renames it and gives it a week more.
  await tabs.getByRole('link', { name: 'Assignments' }).click();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit assignment' })).toBeVisible();
  await expect(page.getByText(/This assignment has started\./)).toBeVisible();
  await expect(page.getByLabel('Start date')).toBeDisabled();
  const end = page.getByLabel('End date (due)');
  const later = new Date(Date.now() + 14 * 86_400_000);
  const shown = `${later.getFullYear()}.${String(later.getMonth() + 1).padStart(2, '0')}.${String(later.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Assignment name').fill(`${name} (longer)`);
  await end.click();
  await end.fill(shown);
  await end.press('Tab');
  await expect(end).toHaveValue(shown);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Assignment "${name} (longer)" saved`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} (longer)` })).toBeVisible();
  await expect(page.getByText(shown)).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'true');
});
