import { expect, test } from '@playwright/test';
import { mailTo } from './outbox';
import { DEMO_PASSWORD, screens, signIn, submitSignIn } from './support';

test('a teacher changes their sign-in e-mail by the link sent to the new address, then signs in with it', async ({
  page,
  browser,
}, testInfo) => {
  const newEmail = `yuki.${Date.now().toString(36)}@demo.test`;
  await signIn(page, 'teacher3@demo.test');
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your sign-in e-mail' });
  await dialog.getByLabel('New e-mail').fill(newEmail);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect.');
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await screens(page, 'email-change-pending', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // The mail to the new address carries the link; opening it and confirming moves the sign-in.
  const mail = await mailTo(testInfo.project.name, newEmail);
  const link = /https?:\/\/\S+\/email-change\/[\w.-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  const inbox = await (await browser.newContext()).newPage();
  await inbox.goto(link!);
  await inbox.getByRole('button', { name: 'Use this address' }).click();
  await expect(inbox.getByText(`Your sign-in e-mail is now ${newEmail}.`)).toBeVisible();
  await screens(inbox, 'email-change-confirm', async () => {
    await inbox.goto(link!);
    await expect(inbox.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // Every session of the account ended: the open page leads to sign in, and only the new address works.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('teacher3@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await submitSignIn(page, newEmail, DEMO_PASSWORD, /\/(course|account\/\d+)/);
});
