import { expect, type Page, test } from '@playwright/test';
import { api, session } from './app-pages';
import { mailTo } from './outbox';
import { chooseOption, signIn, submitSignIn } from './support';

const NEW_PASSWORD = 'nora-pass-1';

/** Opens a staff member's page from the account list. */
async function openStaffPage(page: Page, name: string) {
  await page.goto('./account');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Picks the new teacher in the teacher dialog and confirms. */
async function handTo(page: Page, title: string, teacher: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await chooseOption(page, 'New teacher', teacher);
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator invites a teacher, who sets a password and signs in; suspension ends their session and their class is handed over', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const name = `Nora Quinn ${stamp}`;
  const email = `nora.${stamp}@demo.test`;
  await signIn(page, 'admin@demo.test');

  // The invitation
  await page.getByRole('button', { name: 'Invite teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teacher' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Invited')).toBeVisible();

  // The mail, opened from the outbox, leads to the password page; the teacher then signs in.
  const mail = await mailTo(testInfo.project.name, email);
  const link = /https?:\/\/\S+\/invitation\/[\w.-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(link!);
  await expect(teacher.getByRole('heading', { name: `Welcome, ${name}! Choose your password` })).toBeVisible();
  await teacher.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await teacher.getByLabel('Confirm new password').fill('nora-pass-2');
  await teacher.getByRole('button', { name: 'Save password' }).click();
  await expect(teacher.getByText('Passwords are inconsistent.')).toBeVisible();
  await teacher.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await teacher.getByRole('button', { name: 'Save password' }).click();
  await expect(teacher.getByText('Your password is set. Please sign in.')).toBeVisible();
  // A first sign-in, the e-mail already there.
  await expect(teacher.getByRole('heading', { name: 'Welcome! Sign in for the first time' })).toBeVisible();
  await expect(teacher.getByLabel('E-mail')).toHaveValue(email);
  await submitSignIn(teacher, email, NEW_PASSWORD, /\/course$/);
  await expect(teacher.getByText('Sunflowers')).toHaveCount(0);

  // The administrator gives Amy's class Sunflowers to the new teacher…
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Active')).toBeVisible();
  const { token } = await session(page);
  const staff = (await api<{ record: { userid: number; email: string; name: string }[] }>(page, token, '/account/list'))
    .record;
  const amy = staff.find((member) => member.email === 'teacher@demo.test');
  if (!amy) throw new Error('the demo teacher is missing');
  await openStaffPage(page, amy.name);
  await page
    .getByRole('row', { name: /Sunflowers/ })
    .getByRole('button', { name: 'Change teacher' })
    .click();
  await handTo(page, 'Change the teacher of Sunflowers', name);
  await expect(page.getByText('Sunflowers has a new teacher.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sunflowers/ })).toHaveCount(0);
  await teacher.reload();
  await expect(teacher.getByText('Sunflowers').first()).toBeVisible();

  // …suspends her: her open session ends and signing in is refused with its own message…
  await openStaffPage(page, name);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`${name} is suspended.`)).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
  await teacher.reload();
  await expect(teacher.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Told why: the account was suspended, not that the session expired.
  await expect(teacher.locator('#login').getByRole('alert')).toHaveText(
    'Your account has been suspended, so you were signed out. Please contact your administrator.',
  );
  await teacher.getByLabel('E-mail').fill(email);
  await teacher.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await teacher.getByRole('button', { name: 'Sign in' }).click();
  await expect(teacher.getByText('This account is suspended. Please contact your administrator.')).toBeVisible();

  // …and hands her class back to Amy.
  await page.getByRole('button', { name: 'Hand over all classes' }).click();
  await handTo(page, `Hand over all classes of ${name}`, amy.name);
  await expect(page.getByText(`The classes of ${name} were handed over.`)).toBeVisible();
  await expect(page.getByText('No classes.')).toBeVisible();
  await openStaffPage(page, amy.name);
  await expect(page.getByRole('row', { name: /Sunflowers/ })).toBeVisible();
  await teacherContext.close();

  // The audit log reads each change as a sentence with names: both hand-overs, whichever screen
  // made them, name the teachers, and the suspension names the teacher suspended.
  await page.goto('./audit');
  const handOvers = page.getByRole('row', { name: /Grace Chen changed the teacher of Sunflowers/ });
  await expect(handOvers).toHaveCount(2);
  await expect(handOvers.first().getByRole('deletion')).toHaveText(name);
  await expect(handOvers.first().getByRole('insertion')).toHaveText(amy.name);
  await expect(handOvers.last().getByRole('deletion')).toHaveText(amy.name);
  await expect(handOvers.last().getByRole('insertion')).toHaveText(name);
  await expect(page.getByText(`Grace Chen suspended ${name}`)).toBeVisible();
  await expect(page.getByText(/teacher_id|course\.teacher_change|staff\.suspend/)).toHaveCount(0);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/ })
      .first(),
  ).toBeVisible();
});
