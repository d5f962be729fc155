import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directory, institutions } from '../db/schema/index.js';
import { buildTestApp, closeTestApp, type TestApp } from '../test/harness.js';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.register(async (scope) => {
      scope.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connection to 10.0.0.5 refused');
      });
      scope.get('/api/test/database-gone', { config: { access: 'public' } }, async () => {
        const driver = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw new DrizzleQueryError('select * from students where account = $1', ['mei.lin'], driver);
      });
      scope.get('/api/test/bad-sql', { config: { access: 'public' } }, async () => {
        await t.db.execute(sql`select secret_column from no_such_table`);
      });
      scope.post(
        '/api/test/echo',
        { config: { access: 'public' }, schema: { body: z.object({ age: z.coerce.number().int().min(1) }) } },
        async (request) => request.body,
      );
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('turns an unexpected failure into a 500 that reveals nothing', async () => {
    for (const url of ['/api/test/crash', '/api/test/bad-sql']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'common.system_error',
        message: 'System error, please contact your administrator.',
      });
      expect(response.body).not.toMatch(/no_such_table|secret_column|10\.0\.0\.5|at /);
    }
  });

  it('answers a database out of reach with 503 common.unavailable, to be tried again shortly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({
      status: 'error',
      code: 'common.unavailable',
      message: 'The service is unavailable right now; please try again in a moment.',
    });
    expect(response.body).not.toMatch(/students|mei\.lin|57P01/);
  });

  it('names the fields that failed validation', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'common.validation', details: [{ field: 'age' }] });
  });

  it('answers malformed JSON, oversized bodies and unknown API paths with stable codes', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"age":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'common.validation' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ age: 1, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'common.payload_too_large' });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'common.not_found' });
  });

  it('answers URLs that do not decode in the error format, without quoting them', async () => {
    for (const url of ['/api/%E0%A4%A', '/%c0', '/api/course/info/%ZZ', '/api/stu/list/%c0%af']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        status: 'error',
        code: 'common.validation',
        message: 'Some fields are missing or not valid.',
      });
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/stu/search/1/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 'error', code: 'common.payload_too_large' });
    expect(long.body).not.toContain('xxxx');
  });
});

describe('error logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  const secret = 'Hunter2-Ann.Lee@family.test';
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'error' }, logStream: { write: (line) => lines.push(line) } });
    t.app.register(async (scope) => {
      scope.get('/api/test/bad-value', { config: { access: 'public' } }, async () => {
        await t.db.execute(sql`select ${secret}::integer`);
      });
      scope.get('/api/test/duplicate', { config: { access: 'public' } }, async () => {
        const [school] = await t.db.insert(institutions).values({ name: secret, schoolCode: 'LOGS1' }).returning();
        const entry = { kind: 'school_code' as const, key: school!.schoolCode, institutionId: school!.id };
        await t.db.insert(directory).values(entry);
        await t.db.insert(directory).values(entry);
      });
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it("name the failed statement and PostgreSQL's code, never the values it carried", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/bad-value' })).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/duplicate' })).statusCode).toBe(500);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });
    const failures = logged.filter((entry) => entry.msg === 'request failed');
    expect(failures.map((entry) => entry.err)).toEqual([
      expect.objectContaining({ message: 'query failed', statement: 'select', code: '22P02' }),
      expect.objectContaining({
        message: 'query failed',
        statement: 'insert directory',
        code: '23505',
        constraint: 'directory_pkey',
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/Hunter2|Ann\.Lee|family\.test/);
  });
});
