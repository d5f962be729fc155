import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** A person with an account at the test provider: their stable subject is the login typed there. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's people, by login (their subject); a test may add more. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on `port` of this machine, with
 * one confidential client whose only redirect address is `redirectUri`. PKCE is required. Its
 * development sign-in page takes any login (the account's subject) and any password, then asks
 * for consent.
 */
export async function startOidcProvider(port: number, redirectUri: string): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'echo-lms';
  const clientSecret = 'echo-lms-test-client-secret-0123456789';
  const accounts = new Map<string, ProviderAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's pages as a browser would: follows its redirects (keeping its
 * cookies), signs in as `login` and consents, and answers the address the provider finally
 * sends the browser back to (the app's redirect address with `code`, `state` and `iss`, or an `error`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const page: string = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    form = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any password' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
