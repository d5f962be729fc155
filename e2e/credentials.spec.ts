import { expect, type Page, test } from '@playwright/test';
import { mailTo } from './outbox';
import { appStarted, openClass, signIn } from './support';

const SIX_SPACES = '      ';
const TOO_SHORT = 'Password at least 6 characters, not counting spaces.';
const NO_NAME = 'Name is not valid.';

/** The invitation link of the newest mail to `email`. */
async function invitationLink(projectName: string, email: string): Promise<string> {
  const mail = await mailTo(projectName, email);
  const link = /https?:\/\/\S+\/invitation\/[\w.-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  return link!;
}

async function invite(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Invite teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teacher' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  return dialog;
}

test('one password rule and one name rule: six spaces and a name without a letter are refused on every form', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'admin@demo.test');

  // The invitation dialog and the teacher import refuse "@@@" as a name, as the student form does.
  const dialog = await invite(page, '@@@', `at.${stamp}@demo.test`);
  await expect(dialog.getByText(NO_NAME)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Import teachers' }).click();
  const importing = page.getByRole('dialog', { name: 'Import teachers' });
  await importing.locator('input[type=file]').setInputFiles({
    name: 'teachers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,email,language\r\n@@@,at.${stamp}@demo.test,\r\n`),
  });
  await expect(importing.getByText(NO_NAME)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(importing).toBeHidden();

  // The profile refuses it too, and the password change refuses six spaces.
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('@@@');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(NO_NAME)).toBeVisible();
  await page.getByLabel('Current password').fill('demo1234');
  await page.getByLabel('New password', { exact: true }).fill(SIX_SPACES);
  await page.getByLabel('Confirm new password').fill(SIX_SPACES);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(TOO_SHORT)).toBeVisible();

  // The invitation's first password: six spaces are no password.
  const email = `lena.${stamp}@demo.test`;
  await page.goto('./account');
  await invite(page, `Lena Ito ${stamp}`, email);
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const visitor = await browser.newContext();
  const invited = await visitor.newPage();
  await invited.goto(await invitationLink(testInfo.project.name, email));
  await expect(
    invited.getByRole('heading', { name: `Welcome, Lena Ito ${stamp}! Choose your password` }),
  ).toBeVisible();
  await invited.getByLabel('New password', { exact: true }).fill(SIX_SPACES);
  await invited.getByLabel('Confirm new password').fill(SIX_SPACES);
  await invited.getByRole('button', { name: 'Save password' }).click();
  await expect(invited.getByText(TOO_SHORT)).toBeVisible();

  // The reset of a forgotten password, from its mail.
  await invited.goto('./?mode=forgot');
  await appStarted(invited);
  await invited.getByLabel('E-mail').fill('teacher@demo.test');
  await invited.getByRole('button', { name: 'Send reset link' }).click();
  await expect(invited.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const mail = await mailTo(testInfo.project.name, 'teacher@demo.test');
  const reset = /https?:\/\/\S+\/resetpassword\/id=\S+/.exec(mail)?.[0];
  expect(reset, mail).toBeTruthy();
  await invited.goto(reset!);
  await expect(invited.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await invited.getByLabel('New password', { exact: true }).fill(SIX_SPACES);
  await invited.getByLabel('Confirm new password').fill(SIX_SPACES);
  await invited.getByRole('button', { name: 'Save new password' }).click();
  await expect(invited.getByText(TOO_SHORT)).toBeVisible();
  await visitor.close();

  // A student's name and password follow the same rules.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher@demo.test');
  await openClass(teacher, 'Storytellers');
  await teacher.getByRole('button', { name: 'Add students' }).click();
  const drawer = teacher.getByRole('dialog', { name: 'Add students' });
  await drawer.getByLabel('Name', { exact: true }).fill('@@');
  await drawer.getByLabel('Student account', { exact: true }).fill(`weak${stamp}`);
  await drawer.getByLabel('Password (optional)').fill(SIX_SPACES);
  await drawer.getByRole('button', { name: 'Add student' }).click();
  await expect(drawer.getByText(NO_NAME)).toBeVisible();
  await expect(drawer.getByText(TOO_SHORT)).toBeVisible();
  await teacherContext.close();
});

test('a made-up invitation link says so at once; an accepted one leads to a first sign-in with the e-mail filled in', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('./invitation/made-up-link');
  await expect(page.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('not valid');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  const stamp = Date.now().toString(36);
  const email = `omar.${stamp}@demo.test`;
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@demo.test');
  await invite(adminPage, `Omar Said ${stamp}`, email);
  await expect(adminPage.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await admin.close();

  const link = await invitationLink(testInfo.project.name, email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('omar-pass-1');
  await page.getByLabel('Confirm new password').fill('omar-pass-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome! Sign in for the first time' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  // The link is used now: opened again, it says so at once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
});
