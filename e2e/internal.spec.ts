import { expect, type Page, test } from '@playwright/test';
import { text } from './catalogue';
import { DEMO_PASSWORD, screens, signIn, submitSignIn } from './support';

const SUPPORT = 'support@demo.test';
const REASON = 'Ticket 4821: invitation for a new teacher';

/** The banner every page shows the company's staff. */
const banner = (page: Page) => page.getByRole('region', { name: 'Internal staff' });

async function inviteTeacher(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Invite teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teacher' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  return dialog;
}

test("the company's staff sign in at /internal read-only, change things only in support mode with a reason, and the school sees it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Otto Vance ${stamp}`;
  const email = `otto.${stamp}@demo.test`;

  await page.goto('./internal');
  await expect(page.getByRole('heading', { name: 'Internal staff sign-in' })).toBeVisible();
  await screens(page, 'internal-sign-in', async () => {
    await page.goto('./internal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await page.getByLabel('School code (optional)').fill('demo');
  await submitSignIn(page, SUPPORT, DEMO_PASSWORD, /\/account$/);
  await expect(banner(page)).toContainText('Internal staff · Demo School · read-only');

  // Read-only: the school's data shows, and a change is refused with the reason.
  const dialog = await inviteTeacher(page, name, email);
  await expect(dialog.getByText('Read-only: turn on support mode and give a reason to make changes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  // Support mode, with a reason, allows the change.
  await banner(page).getByRole('button', { name: 'Support mode' }).click();
  const support = page.getByRole('dialog', { name: 'Turn on support mode' });
  await support.getByRole('button', { name: 'Support mode' }).click();
  await expect(support.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await support.getByLabel('Reason (for example the ticket number)').fill(REASON);
  await support.getByRole('button', { name: 'Support mode' }).click();
  await expect(banner(page)).toContainText(`support mode: ${REASON}`);
  await screens(page, 'internal-support-mode', async () => {
    await page.goto('./account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await inviteTeacher(page, name, email);
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Withdraw' }).click();
  await expect(row).toHaveCount(0);

  // Signing out leads back to the company's own sign-in page.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Internal staff sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/internal$/);

  // The school's administrator reads both changes in the audit log, with who and why.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.goto('./audit');
  const supported = admin.getByText(`In support mode, by Product Support of product support. Reason: ${REASON}`);
  await expect(supported.first()).toBeVisible();
  const invited = admin.getByRole('row').filter({ hasText: `invited ${name}` });
  await expect(invited).toContainText('In support mode, by Product Support');
  await screens(admin, 'internal-audit', async () => {
    await admin.goto('./audit');
    await expect(admin.getByRole('table')).toBeVisible();
  });
  await adminContext.close();
});

test('on a phone, in Japanese, support mode asked for with an empty or blank reason says why in Japanese and raises no page error', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./internal');
  await page.getByLabel('School code (optional)').fill('demo');
  await submitSignIn(page, SUPPORT, DEMO_PASSWORD, /\/account$/);
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('lms.common') ?? '{"state":{},"version":1}');
    saved.state.language = 'ja-JP';
    localStorage.setItem('lms.common', JSON.stringify(saved));
  });
  await page.reload();

  const japanese = (key: string) => text('ja-JP', `internal:${key}`);
  await page
    .getByRole('region', { name: japanese('label') })
    .getByRole('button', { name: japanese('startSupport') })
    .click();
  const support = page.getByRole('dialog', { name: japanese('supportTitle') });
  const reason = support.getByLabel(japanese('reason'));
  for (const typed of ['', '   ']) {
    await reason.fill(typed);
    await support.getByRole('button', { name: japanese('startSupport') }).click();
    await expect(support.getByText(japanese('reasonRequired'))).toBeVisible();
    await expect(reason).toBeFocused();
  }
  await expect(support).toBeVisible();
  expect(pageErrors).toEqual([]);
});
