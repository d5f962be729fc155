import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openClass, signIn } from './support';

/** The "{occupied} / {limit} seats taken" figure of the roster summary. */
async function seatsTaken(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ \/ \d+ seats taken/).textContent();
  return Number(/(\d+) \//.exec(text ?? '')?.[1]);
}

/**
 * A CSV roster of `count` students from `from` on; `badRow` (1-based student index) gets a
 * too-short password.
 */
function rosterCsv(prefix: string, count: number, badRow?: number, from = 1): string {
  const lines = ['Student name,Student account,Password'];
  for (let i = from; i < from + count; i++) {
    const password = i === badRow ? '123' : 'secret123';
    lines.push(`Imported ${prefix} ${String(i).padStart(2, '0')},imp${prefix}n${i},${password}`);
  }
  return `${lines.join('\n')}\n`;
}

async function uploadRoster(page: Page, name: string, csv: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Import students from a spreadsheet' });
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('a teacher adds, imports, exports and removes students of a class', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Storytellers');
  await expect(page.getByRole('heading', { name: 'Storytellers' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const initial = await seatsTaken(page);

  // Add one student through the form.
  const added = `Added ${stamp}`;
  await page.getByRole('button', { name: 'Add students' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add students' });
  await drawer.getByLabel('Name', { exact: true }).fill(added);
  await drawer.getByLabel('Student account', { exact: true }).fill(`add${stamp}`);
  await drawer.getByLabel('Password (optional)').fill('secret123');
  await drawer.getByRole('button', { name: 'Add student' }).click();
  await expect(drawer.getByText('Added to the class')).toBeVisible();
  await expect(drawer.getByText(`${added}, account add${stamp}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(added) })).toBeVisible();
  await expect(page.getByText(`${initial + 1} / `)).toBeVisible();

  // Import 30 rows where row 17 of the students (spreadsheet row 18) has a too-short password.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Import students from a spreadsheet' });
  await wizard.getByRole('button', { name: 'Next: upload the file' }).click();
  await uploadRoster(page, 'students-bad.csv', rosterCsv(stamp, 30, 17));
  await expect(wizard.getByRole('alert').filter({ hasText: 'rows with problems: 1' })).toBeVisible();
  await expect(wizard.getByText('Nothing has been imported.')).toBeVisible();
  const badRow = wizard.getByRole('row', { name: new RegExp(`Imported ${stamp} 17`) });
  await expect(badRow).toBeVisible();
  await expect(badRow.getByRole('cell').first()).toHaveText('18');
  await expect(badRow).toContainText('Password');
  await expect(wizard.getByRole('button', { name: /Import the students/ })).toHaveCount(0);
  await expect(page.getByText(`${initial + 1} / `)).toBeVisible();

  // Fix the row and import again: all 30 are added.
  await wizard.getByRole('button', { name: 'Upload another file' }).click();
  await uploadRoster(page, 'students.csv', rosterCsv(stamp, 30));
  await expect(wizard.getByText('every row is ready to import (30)')).toBeVisible();
  await wizard.getByRole('button', { name: 'Import the students (30)' }).click();
  await expect(wizard.getByText('Import complete')).toBeVisible();
  await expect(wizard.getByText('New students: 30.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByText(`${initial + 31} / `)).toBeVisible();

  // The same list again with one new student: the 30 already in the class are left as they are.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await wizard.getByRole('button', { name: 'Next: upload the file' }).click();
  const longer = rosterCsv(stamp, 30) + rosterCsv(stamp, 1, undefined, 31).split('\n').slice(1).join('\n');
  await uploadRoster(page, 'students-again.csv', longer);
  await expect(wizard.getByText('every row is ready to import (31)')).toBeVisible();
  await expect(
    wizard.getByText('New students: 1. Existing students joining this class: 0. Already in the class, unchanged: 30.'),
  ).toBeVisible();
  await expect(wizard.getByText('Already in the class, unchanged').first()).toBeVisible();
  await wizard.getByRole('button', { name: 'Import the students (1)' }).click();
  await expect(
    wizard.getByText('New students: 1. Existing students added to this class: 0. Already in the class, unchanged: 30.'),
  ).toBeVisible();
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByText(`${initial + 32} / `)).toBeVisible();

  // Export the roster as a workbook and read it back.
  await page.getByRole('button', { name: /Export/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.text));
    });
  });
  for (const i of [1, 17, 30]) {
    expect(cells).toContain(`Imported ${stamp} ${String(i).padStart(2, '0')}`);
    expect(cells).toContain(`imp${stamp}n${i}`);
  }
  expect(cells).toContain(added);
  expect(cells.join(' ')).not.toContain('secret123');

  // Select two imported students and remove them.
  await page.getByLabel('Search students').fill(`Imported ${stamp} 0`);
  const first = `Imported ${stamp} 01`;
  const second = `Imported ${stamp} 02`;
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Remove from class' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove students from this class' });
  await expect(confirm).toContainText(first);
  await expect(confirm).toContainText(second);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm.getByText('Removed: 2 of 2.')).toBeVisible();
  // The result has one way out.
  await expect(confirm.getByRole('button')).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`Imported ${stamp} 03`) })).toBeVisible();
  await expect(page.getByText(`${initial + 30} / `)).toBeVisible();
  // Still gone after a reload.
  await page.reload();
  await page.getByLabel('Search students').fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(`Imported ${stamp} 03`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
});

test('a teacher prints login cards again: new passwords where needed, login numbers kept', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Storytellers');
  await expect(page.getByRole('table')).toBeVisible();

  // At 1440 px the roster fits its panel and shows every value whole, login numbers included.
  const fit = await page.evaluate(() => {
    const holder = document.querySelector('.ant-table-content') as HTMLElement;
    const cut = [...document.querySelectorAll('.ant-table-tbody td > span')].filter(
      (value) =>
        value.getBoundingClientRect().right > (value.closest('td') as HTMLElement).getBoundingClientRect().right + 1,
    );
    return { wide: holder.scrollWidth, room: holder.clientWidth, cut: cut.length };
  });
  expect(fit.wide).toBeLessThanOrEqual(fit.room);
  expect(fit.cut).toBe(0);
  const pinned = page.getByRole('row').filter({ hasText: 'meiling.huang' });
  await expect(pinned.getByRole('cell', { name: /^\d{6}$/ })).toBeVisible();

  // One student who signs in with a password, one with a login number.
  const withPassword = page.getByRole('row').filter({ hasText: 'chloe.brown' });
  const signInAs = (password: string) =>
    page.request.post('./api/learner/login', { data: { school: 'DEMO', account: 'chloe.brown', password } });
  expect((await signInAs('demo1234')).status()).toBe(200);

  await withPassword.getByRole('checkbox').check();
  await pinned.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Print login cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print login cards' });
  await expect(dialog.getByText('Print login cards for these students (2)?')).toBeVisible();
  await expect(dialog.getByText(/get a new one \(1\): their old passwords stop working at once/)).toBeVisible();
  await expect(dialog.getByText(/login number \(1\) keep it/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Print cards' }).click();
  await expect(dialog.getByText('Login cards ready: 2 of 2.')).toBeVisible();

  // The old password no longer signs in.
  expect((await signInAs('demo1234')).status()).toBe(401);

  // The cards open as a PDF in a new tab: two cards on one page.
  let pdf = '';
  await page.route('**/stu/logincards/**', async (route) => {
    const response = await route.fetch();
    pdf = (await response.body()).toString('latin1');
    await route.fulfill({ response });
  });
  const tab = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Download login cards' }).click();
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  await opened.close();
  await expect(dialog.getByText(/The login cards opened in a new tab/)).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('an expired class opens read-only', async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Comets');
  await expect(page.getByRole('heading', { name: 'Comets' })).toBeVisible();
  await expect(page.getByText('This class has expired')).toBeVisible();
  await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add students' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy from a class' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove from class' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
