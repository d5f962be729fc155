import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, institutionSso, sessions, staffIdentities } from '../../db/schema/index.js';
import { ADDRESS_FIELDS } from '../../test/address-sweep/address-routes.js';
import { MINUTE } from '../../test/clock.js';
import { type CannedAnswer, type CountingServer, startCountingServer } from '../../test/counting-server.js';
import { createSchool, setStaffEmail } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { hostileAddresses } from '../../test/hostile-addresses.js';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';
import { SIGN_IN_LIMITS } from '../session/index.js';

const APP = 'http://127.0.0.1:3850';
const REDIRECT = `${APP}/oidc/callback`;
const PROVIDER_PORT = 3852;
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;

/** A discovery document for `issuer`, its endpoints beside it unless `overrides` says otherwise. */
function discoveryDocument(issuer: string, overrides: Record<string, string> = {}): CannedAnswer {
  const document = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    ...overrides,
  };
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(document) };
}

describe("a school's sign-in settings, as its administrators save and try them", () => {
  // Servers on this machine stand in for providers; the operator's setting lets the server reach
  // them. `internal` stands for a service of the server's own network that nobody allowed.
  const env: Record<string, string> = { PUBLIC_URL: APP };
  let odd: CountingServer;
  let elsewhere: CountingServer;
  let internal: CountingServer;
  let closedPort: number;
  let provider: TestOidcProvider;
  beforeAll(async () => {
    elsewhere = await startCountingServer(() => ({ status: 200, body: 'elsewhere' }));
    internal = await startCountingServer(() => ({ status: 200, body: 'internal' }));
    odd = await startCountingServer((path) => {
      const [, name] = path.split('/');
      const issuer = `${odd.origin}/${name}`;
      if (!path.endsWith('/.well-known/openid-configuration')) return { status: 404 };
      if (name === 'moved') return { status: 302, headers: { location: `${elsewhere.origin}/` } };
      if (name === 'private-endpoints') return discoveryDocument(issuer, { token_endpoint: 'https://10.0.0.1/token' });
      if (name === 'script-page') return discoveryDocument(issuer, { authorization_endpoint: 'javascript:alert(1)' });
      if (name === 'impostor') return discoveryDocument('https://id.other.example');
      if (name === 'idp') return discoveryDocument(issuer);
      return { status: 404 };
    });
    const closed = await startCountingServer(() => ({ status: 200 }));
    closedPort = closed.port;
    await closed.close();
    provider = await startOidcProvider(PROVIDER_PORT, REDIRECT);
    env.OUTBOUND_PRIVATE_ORIGINS = [PROVIDER, odd.origin, elsewhere.origin, `http://127.0.0.1:${closedPort}`].join(',');
  });
  afterAll(async () => {
    await Promise.all([odd, elsewhere, internal, provider].map((server) => server?.close()));
  });
  const t = useTestApp({ env });

  async function adminOf(schoolName?: string) {
    const school = await createSchool(t.db, schoolName);
    return { ...school, headers: await signIn(t, school.admin.email) };
  }
  // Each save from an address of its own, so the flood guard (per address) lets every one through.
  let saves = 0;
  const save = (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/settings',
      headers,
      payload,
      remoteAddress: `10.200.${++saves >> 8}.${saves & 255}`,
    });
  const read = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/oidc/settings', headers });
  const start = (school: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/oidc/start', payload: { school }, remoteAddress });
  const auditOf = (institutionId: number) =>
    t.db.select().from(auditLog).where(eq(auditLog.institutionId, institutionId)).orderBy(auditLog.id);
  const atProvider = {
    issuer: PROVIDER,
    client_id: 'echo-lms',
    client_secret: 'echo-lms-test-client-secret-0123456789',
    domains: 'school.test',
  };

  it('reads the provider on saving, never shows the secret, and records each change in the audit log', async () => {
    const { headers, institution, teacher } = await adminOf();
    expect((await read(headers)).json()).toEqual({ status: 'success', settings: null, redirect_uri: REDIRECT });

    const saved = await save(headers, { ...atProvider, domains: ' School.test, staff.school.test' });
    expect(saved.json()).toEqual({
      status: 'success',
      settings: {
        issuer: PROVIDER,
        client_id: 'echo-lms',
        domains: 'school.test,staff.school.test',
        enabled: true,
        checked_at: t.clock().toISOString(),
      },
      redirect_uri: REDIRECT,
    });
    expect(saved.body).not.toContain(atProvider.client_secret);
    expect((await read(headers)).body).not.toContain(atProvider.client_secret);
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/options?school=${institution.schoolCode}`,
    });
    expect(options.json().enabled).toBe(true);

    // The secret left out stays as it was; a new one is recorded as changed, never by its value.
    expect((await save(headers, { ...atProvider, client_secret: undefined, domains: 'school.test' })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(institutionSso).where(eq(institutionSso.institutionId, institution.id));
    expect(row?.clientSecret).toBe(atProvider.client_secret);
    expect((await save(headers, { ...atProvider, client_secret: 'a-new-secret' })).statusCode).toBe(200);
    expect((await save(headers, { ...atProvider, client_secret: 'a-new-secret' })).statusCode).toBe(200);
    expect((await save(headers, { ...atProvider, client_secret: '', enabled: false })).statusCode).toBe(200);

    const entries = await auditOf(institution.id);
    expect(
      entries.map(({ action, entity, entityId, before, after }) => ({ action, entity, entityId, before, after })),
    ).toEqual([
      {
        action: 'school.sso_update',
        entity: 'school',
        entityId: institution.id,
        before: { issuer: null, client_id: null, domains: null, enabled: null, client_secret: null },
        after: {
          issuer: PROVIDER,
          client_id: 'echo-lms',
          domains: 'school.test,staff.school.test',
          enabled: true,
          client_secret: 'set',
        },
      },
      {
        action: 'school.sso_update',
        entity: 'school',
        entityId: institution.id,
        before: { domains: 'school.test,staff.school.test' },
        after: { domains: 'school.test' },
      },
      {
        action: 'school.sso_update',
        entity: 'school',
        entityId: institution.id,
        before: { client_secret: 'set' },
        after: { client_secret: 'changed' },
      },
      {
        action: 'school.sso_update',
        entity: 'school',
        entityId: institution.id,
        before: { enabled: true },
        after: { enabled: false },
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/a-new-secret|echo-lms-test-client-secret/);
    expect((await read(await signIn(t, teacher.email))).statusCode).toBe(403);
  });

  it('refuses every address of the server’s own network, in every spelling, and changes nothing', async () => {
    const { headers, institution } = await adminOf();
    expect((await save(headers, { ...atProvider, client_secret: undefined })).json()).toMatchObject({
      code: 'auth.oidc_secret_required',
    });
    expect((await save(headers, atProvider)).statusCode).toBe(200);
    const before = (await read(headers)).json();
    const { refusals } = ADDRESS_FIELDS['POST /api/auth/oidc/settings body.issuer']!;
    for (const { address, problem } of hostileAddresses(internal.port)) {
      const code = refusals[problem];
      const refused = await save(headers, { ...atProvider, issuer: address });
      expect({ address, status: refused.statusCode, code: refused.json().code }).toEqual({
        address,
        status: 400,
        code,
      });
    }
    expect((await read(headers)).json()).toEqual(before);
    expect(await auditOf(institution.id)).toHaveLength(1);
    expect(internal.connections()).toBe(0);
  });

  it('says what is wrong with a provider that answers oddly, following no redirect', async () => {
    const { headers } = await adminOf();
    const refusal = async (issuer: string) => (await save(headers, { ...atProvider, issuer })).json().code;
    expect(await refusal(`${odd.origin}/nothing-here`)).toBe('auth.oidc_not_provider');
    expect(await refusal(`${odd.origin}/moved`)).toBe('auth.oidc_not_provider');
    expect(elsewhere.connections()).toBe(0);
    expect(await refusal(`${odd.origin}/impostor`)).toBe('auth.oidc_not_provider');
    expect(await refusal(`${odd.origin}/private-endpoints`)).toBe('auth.oidc_issuer_not_allowed');
    expect(await refusal(`${odd.origin}/script-page`)).toBe('auth.oidc_issuer_not_https');
    expect(await refusal(`http://127.0.0.1:${closedPort}/`)).toBe('auth.oidc_issuer_unreachable');
    expect(await refusal('https://id.nowhere.test/')).toBe('auth.oidc_issuer_unreachable');
  });

  it('starts sign-ins from the document read on saving: a visitor makes the server fetch nothing', async () => {
    const { headers, institution } = await adminOf();
    expect((await save(headers, { ...atProvider, issuer: `${odd.origin}/idp` })).statusCode).toBe(200);
    const asked = odd.requests().length;
    for (let i = 0; i < 30; i++) {
      const started = await start(institution.schoolCode, `10.1.0.${i}`);
      expect(new URL(started.json().url).href.startsWith(`${odd.origin}/idp/auth?`)).toBe(true);
    }
    expect(odd.requests()).toHaveLength(asked);
  });

  it('offers no sign-in for settings stored before their provider was read, and fetches nothing for them', async () => {
    const { institution } = await adminOf();
    await t.db.insert(institutionSso).values({
      institutionId: institution.id,
      issuer: internal.origin,
      clientId: 'old',
      clientSecret: 'old-secret',
      allowedDomains: 'school.test',
    });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/options?school=${institution.schoolCode}`,
    });
    expect(options.json().enabled).toBe(false);
    expect((await start(institution.schoolCode)).json()).toMatchObject({ code: 'auth.oidc_unavailable' });
    expect(internal.connections()).toBe(0);
  });

  it("limits each school's starts, whoever starts them", async () => {
    const { headers, institution } = await adminOf();
    const other = await adminOf();
    for (const admin of [headers, other.headers]) {
      expect((await save(admin, { ...atProvider, issuer: `${odd.origin}/idp` })).statusCode).toBe(200);
    }
    const { budget } = SIGN_IN_LIMITS.schoolStart;
    for (let i = 0; i < budget; i++) {
      expect((await start(institution.schoolCode, `10.2.${i >> 8}.${i & 255}`)).statusCode).toBe(200);
    }
    const refused = await start(institution.schoolCode, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'common.rate_limited', details: { retry_after: 1 } });
    expect((await start(other.institution.schoolCode, '10.3.0.1')).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await start(institution.schoolCode, '10.3.0.1')).statusCode).toBe(200);
  });

  it('lets an administrator try the sign-in while it is off: it names who would sign in, and signs in nobody', async () => {
    const { headers, institution, teacher } = await adminOf();
    await setStaffEmail(t.db, teacher, 'tess@school.test');
    provider.accounts.set('tess', { email: 'tess@school.test', email_verified: true });
    provider.accounts.set('stranger', { email: 'stranger@school.test', email_verified: true });
    expect((await save(headers, { ...atProvider, enabled: false })).statusCode).toBe(200);
    expect((await start(institution.schoolCode)).json()).toMatchObject({ code: 'auth.oidc_unavailable' });
    const trial = () => t.app.inject({ method: 'POST', url: '/api/auth/oidc/try', headers });
    const finish = (back: URL) =>
      t.app.inject({ method: 'POST', url: '/api/auth/oidc/finish', payload: Object.fromEntries(back.searchParams) });
    const sessionsBefore = (await t.db.select().from(sessions)).length;

    const tried = await finish(await signInAtProvider((await trial()).json().url, 'tess', REDIRECT));
    expect(tried.json()).toEqual({ status: 'success', trial: { username: teacher.name, email: 'tess@school.test' } });
    const unknown = await finish(await signInAtProvider((await trial()).json().url, 'stranger', REDIRECT));
    expect(unknown.json()).toMatchObject({ code: 'auth.oidc_not_linked' });
    expect(await t.db.select().from(staffIdentities).where(eq(staffIdentities.institutionId, institution.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(sessions)).toHaveLength(sessionsBefore);

    const asTeacher = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/try',
      headers: await signIn(t, 'tess@school.test'),
    });
    expect(asTeacher.statusCode).toBe(403);
  });
});
