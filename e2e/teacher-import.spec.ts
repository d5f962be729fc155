import { expect, test } from '@playwright/test';
import { mailTo } from './outbox';
import { signIn } from './support';

test('an administrator imports two teachers from a CSV file and sees them invited', async ({ page }, testInfo) => {
  const stamp = Date.now().toString(36);
  const teachers = [
    { name: `Iris Vega ${stamp}`, email: `iris.${stamp}@demo.test`, language: 'es' },
    { name: `Omar Haddad ${stamp}`, email: `omar.${stamp}@demo.test`, language: '' },
  ];
  const csv = ['name,email,language', ...teachers.map((t) => `${t.name},${t.email},${t.language}`)].join('\r\n');
  await signIn(page, 'admin@demo.test');

  await page.getByRole('button', { name: 'Import teachers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import teachers' });
  await expect(dialog.getByRole('button', { name: 'Download CSV template' })).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(dialog.getByText('2 teachers in teachers.csv are ready to invite.')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: teachers[0]!.email })).toBeVisible();
  await dialog.getByRole('button', { name: 'Invite 2 teachers' }).click();
  await expect(page.getByText('2 teachers invited.')).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const teacher of teachers) {
    await expect(page.getByRole('row', { name: new RegExp(teacher.name) }).getByText('Invited')).toBeVisible();
  }
  // Each got the invitation mail, in the language of the row.
  expect(await mailTo(testInfo.project.name, teachers[0]!.email)).toContain(teachers[0]!.name);
});
