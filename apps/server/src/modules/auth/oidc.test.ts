import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffIdentities } from '../../db/schema/index.js';
import { createOutbound, type Outbound } from '../../lib/outbound/outbound.js';
import { MINUTE } from '../../test/clock.js';
import { createSchool, createStaff, setStaffEmail } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';
import { configureSchoolSso, domainAllowed } from './index.js';

const APP = 'http://127.0.0.1:3850';
const REDIRECT = `${APP}/oidc/callback`;
const PROVIDER_PORT = 3851;

describe('signing in with a school account (OpenID Connect, against a real provider)', () => {
  // The test provider runs on this machine over plain HTTP: the operator's setting lets the server reach it.
  const t = useTestApp({ env: { PUBLIC_URL: APP, OUTBOUND_PRIVATE_ORIGINS: `http://127.0.0.1:${PROVIDER_PORT}` } });
  let provider: TestOidcProvider;
  let outbound: Outbound;
  beforeAll(async () => {
    provider = await startOidcProvider(PROVIDER_PORT, REDIRECT);
    outbound = createOutbound(t.config.outbound);
  });
  afterAll(async () => {
    await outbound?.close();
    await provider?.close();
  });

  /** A school signing in through the provider, for e-mails of `domains`. */
  async function schoolWithSso(domains = 'school.test') {
    const school = await createSchool(t.db, 'Maple School');
    await configureSchoolSso(
      t.db,
      outbound,
      school.institution.schoolCode,
      {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowedDomains: domains,
        enabled: true,
      },
      t.clock(),
    );
    return school;
  }

  const options = (school: string) => t.app.inject({ method: 'GET', url: `/api/auth/oidc/options?school=${school}` });
  const start = (school: string) => t.app.inject({ method: 'POST', url: '/api/auth/oidc/start', payload: { school } });
  const finish = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/oidc/finish', payload });

  /** The whole round: the button, the provider's pages as `login`, and the callback page's call. */
  async function signInAs(schoolCode: string, login: string) {
    const started = await start(schoolCode);
    expect(started.statusCode, started.body).toBe(200);
    const back = await signInAtProvider(started.json().url, login, REDIRECT);
    return finish(Object.fromEntries(back.searchParams));
  }

  it('asks the provider for a code with PKCE, state and nonce, and signs the linked person in', async () => {
    const { institution, teacher } = await schoolWithSso();
    await setStaffEmail(t.db, teacher, 'amy@school.test');
    provider.accounts.set('amy-subject', { email: 'Amy@School.test', email_verified: true });
    expect((await options(institution.schoolCode)).json()).toEqual({ status: 'success', enabled: true });

    const started = (await start(institution.schoolCode)).json();
    const url = new URL(started.url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();

    const back = await signInAtProvider(started.url, 'amy-subject', REDIRECT);
    const signedIn = await finish(Object.fromEntries(back.searchParams));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 'success', user: { userid: teacher.id, permit: 'teacher' } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.json().user.userid).toBe(teacher.id);
    const links = await t.db.select().from(staffIdentities).where(eq(staffIdentities.userId, teacher.id));
    expect(links).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: 'amy-subject' })]);

    // The same answer again: its state was used.
    const replay = await finish(Object.fromEntries(back.searchParams));
    expect(replay.json()).toMatchObject({ code: 'auth.oidc_failed' });
  });

  it('finds a linked person by subject afterwards, whatever e-mail the provider then gives', async () => {
    const { institution, teacher } = await schoolWithSso();
    await setStaffEmail(t.db, teacher, 'ben@school.test');
    provider.accounts.set('ben-subject', { email: 'ben@school.test', email_verified: true });
    expect((await signInAs(institution.schoolCode, 'ben-subject')).statusCode).toBe(200);
    provider.accounts.set('ben-subject', { email: 'benjamin@elsewhere.test', email_verified: false });
    const again = await signInAs(institution.schoolCode, 'ben-subject');
    expect(again.json()).toMatchObject({ status: 'success', user: { userid: teacher.id } });
  });

  it('refuses an unverified e-mail, a domain not allowed, an unknown e-mail and a suspended person', async () => {
    const { institution } = await schoolWithSso('school.test');
    const suspended = await createStaff(t.db, {
      institutionId: institution.id,
      email: 'sue@school.test',
      status: 'suspended',
    });
    const outside = await createStaff(t.db, { institutionId: institution.id, email: 'olga@other.test' });
    await createStaff(t.db, { institutionId: institution.id, email: 'una@school.test' });
    provider.accounts.set('una-unverified', { email: 'una@school.test', email_verified: false });
    provider.accounts.set('olga', { email: outside.email, email_verified: true });
    provider.accounts.set('nobody', { email: 'nobody@school.test', email_verified: true });
    provider.accounts.set('sue', { email: suspended.email, email_verified: true });
    for (const login of ['una-unverified', 'olga', 'nobody', 'sue']) {
      const refused = await signInAs(institution.schoolCode, login);
      expect(refused.statusCode, login).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth.oidc_not_linked' });
    }
    expect(await t.db.select().from(staffIdentities).where(eq(staffIdentities.institutionId, institution.id))).toEqual(
      [],
    );
  });

  it("does not link a person of another school, even with the provider's verified e-mail", async () => {
    const home = await schoolWithSso();
    const other = await createSchool(t.db);
    await setStaffEmail(t.db, other.teacher, 'cal@school.test');
    provider.accounts.set('cal', { email: 'cal@school.test', email_verified: true });
    expect((await signInAs(home.institution.schoolCode, 'cal')).json()).toMatchObject({
      code: 'auth.oidc_not_linked',
    });
  });

  it('refuses a made-up or expired state, an error from the provider, and a school without the sign-in', async () => {
    const { institution } = await schoolWithSso();
    expect((await finish({ state: 'made-up', code: 'x' })).json()).toMatchObject({ code: 'auth.oidc_failed' });
    const started = new URL((await start(institution.schoolCode)).json().url);
    const state = started.searchParams.get('state')!;
    expect((await finish({ state, error: 'access_denied' })).json()).toMatchObject({ code: 'auth.oidc_failed' });

    const late = new URL((await start(institution.schoolCode)).json().url);
    t.clock.advance(11 * MINUTE);
    const expired = await finish({ state: late.searchParams.get('state')!, code: 'whatever' });
    expect(expired.json()).toMatchObject({ code: 'auth.oidc_failed' });

    const plain = await createSchool(t.db);
    expect((await options(plain.institution.schoolCode)).json()).toEqual({ status: 'success', enabled: false });
    expect((await start(plain.institution.schoolCode)).json()).toMatchObject({ code: 'auth.oidc_unavailable' });
    await configureSchoolSso(t.db, outbound, institution.schoolCode, { enabled: false }, t.clock());
    expect((await options(institution.schoolCode)).json().enabled).toBe(false);
  });

  it('refuses a code exchanged without the verifier it was issued for (another sign-in)', async () => {
    const { institution, teacher } = await schoolWithSso();
    await setStaffEmail(t.db, teacher, 'dan@school.test');
    provider.accounts.set('dan', { email: 'dan@school.test', email_verified: true });
    const first = await signInAtProvider((await start(institution.schoolCode)).json().url, 'dan', REDIRECT);
    const second = new URL((await start(institution.schoolCode)).json().url);
    // The first sign-in's code with the second one's state: its verifier and nonce do not match.
    const mixed = await finish({
      state: second.searchParams.get('state')!,
      code: first.searchParams.get('code')!,
      iss: first.searchParams.get('iss')!,
    });
    expect(mixed.json()).toMatchObject({ code: 'auth.oidc_failed' });
  });
});

describe('allowed domains', () => {
  it('match the whole domain of the e-mail, in any letter case', () => {
    expect(domainAllowed('a@School.test', 'school.test, staff.school.test')).toBe(true);
    expect(domainAllowed('a@staff.school.test', 'school.test,staff.school.test')).toBe(true);
    expect(domainAllowed('a@evilschool.test', 'school.test')).toBe(false);
    expect(domainAllowed('a@school.test.evil', 'school.test')).toBe(false);
    expect(domainAllowed('a@school.test', '')).toBe(false);
  });
});
