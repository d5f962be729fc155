import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parents, signInLimits, students } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { DAY, MINUTE } from '../../test/clock.js';
import { createInstitution, createSchool, createStudents, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { SIGN_IN_LIMITS } from './login-throttle.js';

// Every password and picture check goes through argon2's verify: counting its calls counts the guesses evaluated.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      verifications.count++;
      return original.verify(...args);
    },
  };
});

// Version 2 redeems the switch link's codes with the secret the two share.
const SSO_SECRET = 'secret-shared-with-version-two-0123456789';
const t = useTestApp({ env: { SSO_SHARED_SECRET: SSO_SECRET } });
beforeEach(() => {
  verifications.count = 0;
});

type Payload = Record<string, unknown>;
const post = (url: string, payload: Payload, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Sends all requests at once and answers how many got each status. */
async function burst(requests: (() => Promise<{ statusCode: number }>)[]) {
  const answers = await Promise.all(requests.map((request) => request()));
  const statuses: Record<number, number> = {};
  for (const { statusCode } of answers) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  return statuses;
}

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

let network = 0;
/** A /16 of addresses nobody else in this file uses. */
function freshNetwork() {
  network++;
  return (i: number) => `10.${network}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

async function studentWithPin() {
  const institution = await createInstitution(t.db);
  const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
  const pin = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  await t.db.update(students).set({ pin }).where(eq(students.id, student!.id));
  return { school: institution.schoolCode, student: student!, pin };
}

/** A wrong number of the school that no student has. */
const wrongPin = (pin: string, i: number) => String(Number(pin) + 1 + i);

describe('parallel guesses are counted before they are checked', () => {
  const { budget } = SIGN_IN_LIMITS.password.pair;

  it.each([
    ['staff', 'staff'],
    ['student', 'student'],
    ['parent', 'parent'],
  ])('evaluates at most the budget of 50 wrong %s passwords and the right one from one address', async (who) => {
    const { institution, teacher } = await createSchool(t.db);
    const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    const parentEmail = `family-${institution.id}@home.test`;
    await t.db
      .insert(parents)
      .values({ institutionId: institution.id, email: parentEmail, passwordHash: await hashPassword(TEST_PASSWORD) });
    const attempt = (password: string) => {
      if (who === 'staff') return post('/api/auth/login', { email: teacher.email, password }, '10.200.0.1');
      if (who === 'parent') return post('/api/parent/login', { email: parentEmail, password }, '10.200.0.2');
      const body = { school: institution.schoolCode, account: student!.account, password };
      return post('/api/learner/login', body, '10.200.0.3');
    };

    const statuses = await burst([...times(50, (i) => () => attempt(`wrong-${i}`)), () => attempt(TEST_PASSWORD)]);
    expect(verifications.count).toBeLessThanOrEqual(budget);
    expect((statuses[401] ?? 0) + (statuses[200] ?? 0)).toBeLessThanOrEqual(budget);
    expect(statuses[429]).toBeGreaterThanOrEqual(51 - budget);
    // Whether or not the right password was among those evaluated, the address is now refused.
    const after = await attempt(TEST_PASSWORD);
    expect(after.statusCode).toBe(429);
    expect(after.json()).toMatchObject({ code: 'common.rate_limited', details: { retry_after: expect.any(Number) } });
  });

  it('evaluates at most the budget of 20 parallel picture guesses', async () => {
    const institution = await createInstitution(t.db);
    const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    const headers = await signInStudentHeaders(institution.schoolCode, student!.account);
    await t.app.inject({ method: 'POST', url: '/api/learner/picture/set', headers, payload: { pictures: [4, 9] } });
    verifications.count = 0;
    const guesses = times(20, (i) => [i % 12, (i + 1 + Math.floor(i / 12)) % 12]).filter(
      ([a, b]) => !(a === 4 && b === 9) && !(a === 9 && b === 4),
    );
    const statuses = await burst(
      guesses.map(
        (pictures) => () =>
          post(
            '/api/learner/picture/reset',
            { school: institution.schoolCode, account: student!.account, pictures, password: 'new-secret' },
            '10.201.0.1',
          ),
      ),
    );
    expect(verifications.count).toBeLessThanOrEqual(SIGN_IN_LIMITS.pictures.pair.budget);
    expect(statuses[401]).toBeLessThanOrEqual(SIGN_IN_LIMITS.pictures.pair.budget);
    expect(statuses[429]).toBeGreaterThanOrEqual(guesses.length - SIGN_IN_LIMITS.pictures.pair.budget);
  });
});

async function signInStudentHeaders(school: string, account: string) {
  const response = await post('/api/learner/login', { school, account, password: TEST_PASSWORD }, '10.250.0.1');
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

describe('login numbers', () => {
  const { pair, account } = SIGN_IN_LIMITS.pin;

  it("300 parallel guesses at a school's numbers from one address evaluate at most the budget, then the right number is refused", {
    timeout: 60_000,
  }, async () => {
    const { school, pin } = await studentWithPin();
    const statuses = await burst(
      times(300, (i) => () => post('/api/learner/login', { school, pin: wrongPin(pin, i) }, '10.202.0.1')),
    );
    expect(statuses[401]).toBeLessThanOrEqual(pair.budget);
    expect(statuses[429]).toBeGreaterThanOrEqual(300 - pair.budget);
    expect((await post('/api/learner/login', { school, pin }, '10.202.0.1')).statusCode).toBe(429);
  });

  it("300 parallel guesses from 300 addresses get the school's free attempts only; the school's own network still signs in", {
    timeout: 60_000,
  }, async () => {
    const { school, student, pin } = await studentWithPin();
    // The school's network: a student signed in there by number before.
    const [classmate] = await createStudents(t.db, { institutionId: student.institutionId, count: 1 });
    const classmatePin = wrongPin(pin, 10_000);
    await t.db.update(students).set({ pin: classmatePin }).where(eq(students.id, classmate!.id));
    expect((await post('/api/learner/login', { school, pin: classmatePin }, '10.203.255.1')).statusCode).toBe(200);

    const from = freshNetwork();
    const statuses = await burst(
      times(300, (i) => () => post('/api/learner/login', { school, pin: wrongPin(pin, i) }, from(i))),
    );
    expect(statuses[401]).toBeLessThanOrEqual(account.free);
    expect(statuses[429]).toBeGreaterThanOrEqual(300 - account.free);

    const elsewhere = await post('/api/learner/login', { school, pin }, from(400));
    expect(elsewhere.statusCode).toBe(429);
    const atSchool = await post('/api/learner/login', { school, pin }, '10.203.255.1');
    expect(atSchool.statusCode, atSchool.body).toBe(200);
  });
});

describe('guesses elsewhere do not lock the owner out', () => {
  const { free } = SIGN_IN_LIMITS.password.account;

  it('a guesser on many addresses gets the free attempts, then growing delays; the owner’s own address is not held up', async () => {
    const { teacher } = await createSchool(t.db);
    const home = '10.204.0.1';
    expect((await post('/api/auth/login', { email: teacher.email, password: TEST_PASSWORD }, home)).statusCode).toBe(
      200,
    );

    const from = freshNetwork();
    verifications.count = 0;
    const statuses = await burst(
      times(60, (i) => () => post('/api/auth/login', { email: teacher.email, password: `wrong-${i}` }, from(i))),
    );
    expect(verifications.count).toBeLessThanOrEqual(free);
    expect(statuses[429]).toBeGreaterThanOrEqual(60 - free);

    // The owner at home, even after a typo of their own.
    expect((await post('/api/auth/login', { email: teacher.email, password: 'typo' }, home)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: teacher.email, password: TEST_PASSWORD }, home)).statusCode).toBe(
      200,
    );

    // Anywhere else, each further attempt waits twice as long as the one before: never a lock.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await post('/api/auth/login', { email: teacher.email, password: 'wrong' }, from(100 + i));
      expect(refused.statusCode).toBe(429);
      const wait = refused.json().details.retry_after as number;
      waits.push(wait);
      t.clock.advance(wait * 1000);
      const tried = await post('/api/auth/login', { email: teacher.email, password: 'wrong' }, from(200 + i));
      expect(tried.statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const refused = await post('/api/auth/login', { email: teacher.email, password: TEST_PASSWORD }, from(300));
    t.clock.advance(refused.json().details.retry_after * 1000);
    expect(
      (await post('/api/auth/login', { email: teacher.email, password: TEST_PASSWORD }, from(300))).statusCode,
    ).toBe(200);
  });

  it('the delays stop growing at their ceiling', async () => {
    const { teacher } = await createSchool(t.db);
    const from = freshNetwork();
    const fail = (i: number) => post('/api/auth/login', { email: teacher.email, password: 'wrong' }, from(i));
    let longest = 0;
    for (let i = 0; i < free + 14; i++) {
      const answer = await fail(i);
      if (answer.statusCode === 429) {
        const wait = answer.json().details.retry_after as number;
        longest = Math.max(longest, wait);
        t.clock.advance(wait * 1000);
        expect((await fail(i)).statusCode).toBe(401);
      }
    }
    expect(longest).toBe(SIGN_IN_LIMITS.password.account.maxDelaySeconds);
  });
});

describe("a school's network address", () => {
  const { budget } = SIGN_IN_LIMITS.address;

  it(`allows ${budget} failures across accounts before refusing, and only that address; reset links (checked or used) and version-2 codes count there too`, {
    timeout: 60_000,
  }, async () => {
    const nat = '10.205.0.1';
    const { institution, teacher } = await createSchool(t.db);
    const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    // Wrong login numbers at ten schools: cheap to check, and under each school's own limits.
    const schools = await Promise.all(times(10, () => studentWithPin()));
    const failAt = (from: number, to: number) =>
      burst(
        times(to - from, (j) => {
          const i = from + j;
          const { school, pin } = schools[i % 10]!;
          return () => post('/api/learner/login', { school, pin: wrongPin(pin, i) }, nat);
        }),
      );

    expect(await failAt(0, 100)).toEqual({ 401: 100 });
    // A hundred failures in: the school's students and teachers still sign in there.
    const studentLogin = { school: institution.schoolCode, account: student!.account, password: TEST_PASSWORD };
    const staffLogin = { email: teacher.email, password: TEST_PASSWORD };
    expect((await post('/api/learner/login', studentLogin, nat)).statusCode).toBe(200);
    expect((await post('/api/auth/login', staffLogin, nat)).statusCode).toBe(200);

    expect(await failAt(100, budget)).toEqual({ 401: budget - 100 });
    expect((await post('/api/learner/login', studentLogin, nat)).statusCode).toBe(429);
    expect((await post('/api/auth/login', staffLogin, nat)).statusCode).toBe(429);
    expect((await post('/api/learner/login', studentLogin, '10.205.0.2')).statusCode).toBe(200);

    // One-time secrets are counted against the address before they are looked up.
    const headers = await signIn(t, teacher.email);
    const { code } = (await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue', headers })).json();
    const redeem = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/redeem',
        payload: { code },
        headers: { 'x-sso-secret': SSO_SECRET },
        remoteAddress,
      });
    expect((await redeem(nat)).statusCode).toBe(429);
    expect((await redeem('10.205.0.2')).statusCode).toBe(200);
    await post('/api/auth/forgot', { email: teacher.email }, '10.205.0.3');
    const id = /resetpassword\/id=([\w.-]+)\//.exec(t.mailer.sent.at(-1)!.text)![1]!;
    const reset = { id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' };
    expect((await post('/api/auth/resetpassword/check', { id, email: teacher.email }, nat)).statusCode).toBe(429);
    expect((await post('/api/auth/resetpassword/check', { id, email: teacher.email }, '10.205.0.2')).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/resetpassword', reset, nat)).statusCode).toBe(429);
    expect((await post('/api/auth/resetpassword', reset, '10.205.0.2')).statusCode).toBe(200);
  });
});

describe('counters nobody uses', () => {
  it('are removed after two idle days, except the addresses an account signed in from', async () => {
    const { teacher } = await createSchool(t.db);
    const login = (password: string, ip: string) => post('/api/auth/login', { email: teacher.email, password }, ip);
    expect((await login('wrong', '10.207.0.1')).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD, '10.207.0.2')).statusCode).toBe(200);
    const rows = async () =>
      (await t.db.select().from(signInLimits).where(like(signInLimits.key, '%10.207.0.%')))
        .map((row) => `${row.scope} ${row.key.replace(`staff:${teacher.email}|`, '')}`)
        .sort();
    expect(await rows()).toEqual(['address 10.207.0.1', 'address 10.207.0.2', 'pair 10.207.0.1', 'pair 10.207.0.2']);

    t.clock.advance(2 * DAY + MINUTE);
    expect((await login('wrong', '10.207.0.3')).statusCode).toBe(401);
    expect(await rows()).toEqual(['address 10.207.0.3', 'pair 10.207.0.2', 'pair 10.207.0.3']);
  });
});
