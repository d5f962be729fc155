import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/harness.js';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.register(async (scope) => {
      scope.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connection to 10.0.0.5 refused');
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
    await t.app.close();
    await t.database.close();
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
});
