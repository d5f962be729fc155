import { expect, test } from '@playwright/test';
import { signSsoCode } from '../apps/server/src/modules/auth/sso-code';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/src/test/oidc-provider';
import { E2E_OIDC_PORT, E2E_SSO_SECRET } from '../playwright.config';
import { DEMO_PASSWORD, screens } from './support';

/** A code as version 2 mints it for the demo teacher, valid for a minute. */
const codeFor = (email: string, school = 'DEMO') =>
  signSsoCode({ email, school, exp: Math.floor(Date.now() / 1000) + 60 }, E2E_SSO_SECRET);

test('arriving from version 2 with a one-time code lands signed in; the code works once', async ({ page }) => {
  const code = codeFor('teacher@demo.test');
  await page.goto(`./ssologin?code=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`./ssologin?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toHaveText('The sign-in code is not valid or has expired.');
  await page.getByRole('link', { name: 'Sign in with your e-mail and password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await screens(page, 'ssologin-used', async () => {
    await page.goto(`./ssologin?code=${encodeURIComponent(code)}`);
    await expect(page.getByRole('alert')).toBeVisible();
  });
});

test.describe('a school with its own sign-in', () => {
  let provider: TestOidcProvider;
  test.beforeAll(async ({ baseURL }) => {
    provider = await startOidcProvider(E2E_OIDC_PORT, new URL('oidc/callback', baseURL).href);
    provider.accounts.set('grace-at-school', { email: 'teacher@demo.test', email_verified: true });
  });
  test.afterAll(() => provider?.close());

  test('a teacher signs in through the school\u2019s OpenID provider and lands on their classes', async ({
    page,
    request,
  }) => {
    const login = await request.post('api/auth/login', { data: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const saved = await request.post('api/auth/oidc/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        domains: 'demo.test',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto('./?school=DEMO');
    await screens(page, 'login-school-account', async () => {
      await page.goto('./?school=DEMO');
      await expect(page.getByRole('button', { name: /school account|학교 계정/ })).toBeVisible();
    });
    await page.evaluate(() => localStorage.removeItem('lms.common'));
    await page.goto('./?school=DEMO');
    await page.getByRole('button', { name: 'Sign in with your school account' }).click();

    // The provider's own pages: sign in, then consent.
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill('grace-at-school');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/course$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
