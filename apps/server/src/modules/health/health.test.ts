import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers which database is in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publishes the API description, marking the routes that need a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(paths['/api/health'].get.security).toBeUndefined();
    expect(paths['/api/course/list'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
