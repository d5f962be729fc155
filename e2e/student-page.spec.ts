import { expect, test } from '@playwright/test';
import { openClass, signIn } from './support';

test("a teacher opens a student's page from the roster and keeps a private note on it", async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Sunflowers');

  // The first student of the roster, by the link their name is.
  const name = page.getByRole('table').getByRole('link').first();
  const student = (await name.textContent()) ?? '';
  await name.click();
  await expect(page).toHaveURL(/\/course_student_page\/course=[^/]+\/type=[^/]+\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: student, exact: true })).toBeVisible();
  // Still under the class's Students tab.
  await expect(page.getByRole('link', { name: 'Students', exact: true })).toHaveAttribute('aria-current', 'true');

  for (const section of [
    'Time spent',
    'Assignments',
    "Teachers' notes",
    'Reading history',
    'Completed materials',
    'Level and placement history',
    'Echo Valley answers',
    'Rewards',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  // The demo's history gives the student reading time and a ledger of rewards.
  await expect(page.getByRole('region', { name: 'Reading history' }).getByRole('row')).not.toHaveCount(0);

  const note = `Reads with expression ${Date.now().toString(36)}`;
  const notes = page.getByRole('region', { name: "Teachers' notes" });
  await notes.getByLabel('New note').fill(note);
  await expect(notes.getByText(`${note.length} / 2000 characters`, { exact: false })).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list').getByText(note)).toBeVisible();
  await expect(notes.getByLabel('New note')).toHaveValue('');

  await page.reload();
  await expect(
    page.getByRole('region', { name: "Teachers' notes" }).getByRole('listitem').first().getByText(note),
  ).toBeVisible();

  // Back to the roster.
  await page.getByRole('link', { name: 'Back to the students' }).click();
  await expect(page).toHaveURL(/\/course_student\/course=/);
});
