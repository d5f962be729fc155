import { expect, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/src/test/oidc-provider';
import { E2E_OIDC_PORT } from '../playwright.config';
import { screens, signIn } from './support';

test.describe("an administrator sets up the school's sign-in with its own accounts", () => {
  let provider: TestOidcProvider;
  test.beforeAll(async ({ baseURL }) => {
    provider = await startOidcProvider(E2E_OIDC_PORT, new URL('oidc/callback', baseURL).href);
    provider.accounts.set('grace-at-school', { email: 'teacher@demo.test', email_verified: true });
  });
  test.afterAll(() => provider?.close());

  test('saves the provider, is told what is wrong with an address, and tries the sign-in in a new tab', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin@demo.test');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'School sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in with school accounts', level: 1 })).toBeVisible();
    await expect(page.getByText(new URL('oidc/callback', page.url()).href)).toBeVisible();

    const panel = page.getByRole('region', { name: "Your school's identity provider" });
    const issuer = page.getByLabel('Provider address (issuer)');
    const save = page.getByRole('button', { name: 'Save and check provider' });
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByLabel(/Allowed e-mail domains/).fill('demo.test');

    // Addresses of the server's own network are refused, each with its reason, and nothing is saved.
    await issuer.fill('https://169.254.169.254/latest/meta-data/');
    await save.click();
    await expect(panel.getByRole('alert')).toContainText('The settings were not saved');
    await expect(panel.getByRole('alert')).toContainText('private or reserved network');
    await issuer.fill('http://10.0.0.1:8443/');
    await save.click();
    await expect(panel.getByRole('alert')).toContainText('must start with https://');
    await expect(page.getByText('Not yet: save to check it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try signing in' })).toBeDisabled();

    // Off for now: the provider is checked, the sign-in page does not offer it yet.
    await issuer.fill(provider.issuer);
    await page.getByRole('switch').click();
    await save.click();
    await expect(panel.getByRole('status')).toHaveText(
      'Saved. Your provider answered; sign-in with school accounts stays off until you switch it on.',
    );
    await expect(page.getByText('Not yet: save to check it')).toBeHidden();
    await screens(page, 'school-sign-in-settings', async () => {
      await page.goto('./school-sign-in');
      await expect(page.getByRole('button', { name: /Try signing in|로그인 시험하기/ })).toBeEnabled();
    });

    // The trial opens the provider in a new tab and ends by naming who would be signed in.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Try signing in' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    await tab.locator('input[name="login"]').fill('grace-at-school');
    await tab.locator('input[name="password"]').fill('anything');
    await tab.locator('button[type="submit"]').click();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.getByRole('heading', { name: "Your school's sign-in works" })).toBeVisible();
    await expect(tab.getByText(/signs in here as .+ \(teacher@demo\.test\)/)).toBeVisible();
    await tab.close();

    // This tab is still the administrator's.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign-in with school accounts', level: 1 })).toBeVisible();

    // The change is in the audit log, the secret only as set.
    await page.goto('./audit');
    const entry = page.getByRole('row').filter({ hasText: 'changed the sign-in with school accounts' });
    await expect(entry.first()).toContainText(provider.issuer);
    await expect(entry.first()).toContainText('set');
    await expect(page.getByText(provider.clientSecret)).toHaveCount(0);
  });
});
