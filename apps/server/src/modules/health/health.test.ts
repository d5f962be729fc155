import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, postgresDatabase } from '../../db/client.js';
import { testDatabaseKind } from '../../test/database.js';
import { buildTestApp, closeTestApp, type TestApp, useTestApp } from '../../test/harness.js';
import { checkDatabase } from './readiness.js';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers which database is in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: testDatabaseKind(),
    });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready while the database answers, and says how fast it did', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: testDatabaseKind(),
      db_ms: expect.any(Number),
    });
  });

  it('publishes the API description, marking the routes that need a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(paths['/api/health'].get.security).toBeUndefined();
    expect(paths['/api/health/ready'].get.security).toBeUndefined();
    expect(paths['/api/course/list'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});

describe('with the database out of reach', () => {
  // A "database" that hangs up on every connection, on a socket file: no network port needed.
  const dir = mkdtempSync(join(tmpdir(), 'lms-gone-'));
  const hangUp = createServer((socket) => socket.destroy());
  let t: TestApp;

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await new Promise<void>((resolve) => hangUp.listen(join(dir, '.s.PGSQL.5432'), resolve));
    const database = postgresDatabase(`postgres://postgres@${encodeURIComponent(dir)}/gone`, 2);
    t = await buildTestApp({ database });
    await t.app.ready();
  });
  afterAll(async () => {
    await closeTestApp(t);
    await new Promise((resolve) => hangUp.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('is alive but not ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', code: 'common.unavailable' });
  });

  it('answers every request that needs the database with a quick 503 common.unavailable', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a@school.test', password: 'secret-1' } },
      { method: 'GET' as const, url: '/api/course/list', headers: { authorization: 'Bearer 1.some-token' } },
    ];
    for (const request of requests) {
      const started = performance.now();
      const response = await t.app.inject(request);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', code: 'common.unavailable' });
    }
  });
});

describe('the readiness check', () => {
  it('refuses with common.unavailable when the database takes longer than its timeout', async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = performance.now();
    await expect(checkDatabase(silent, 100)).rejects.toMatchObject({ code: 'common.unavailable' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
