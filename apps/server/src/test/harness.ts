import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../app.js';
import type { Services } from '../composition.js';
import { type Config, loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database, Db } from '../db/client.js';
import { createAnswerCache } from '../lib/answer-cache.js';
import { createFileStore } from '../lib/file-store/create-file-store.js';
import { createWorkerPool } from '../workers/worker-pool.js';
import { routerOnly } from './citus-cluster.js';
import { type TestClock, testClock } from './clock.js';
import { openTestDatabase } from './database.js';
import { TEST_PASSWORD } from './fixtures.js';
import { type MemoryMailer, memoryMailer } from './mailer.js';

/** Configuration for tests: quiet logs, a throw-away data folder, no built web app and no background jobs unless given. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lms-test-data-')),
    WEB_DIST: join(tmpdir(), 'lms-test-no-web-dist'),
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: AppDependencies['logStream'];
  /** Sees every statement the app runs through Drizzle, with its values (on a Citus cluster, the router check). */
  logQuery?: (query: string, params: unknown[]) => void;
  /** Pieces of the module graph to swap, made from the test's database and clock. */
  services?: (db: Db, clock: TestClock) => Partial<Services>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  clock: TestClock;
  mailer: MemoryMailer;
}

/**
 * The app on a database of its own, built but not yet started, so a test can still add hooks;
 * `app.inject()` starts it. The caller closes both with `closeTestApp`.
 */
export async function buildTestApp(options: TestAppOptions & { database?: Database } = {}) {
  const database = options.database ?? (await openTestDatabase({ logQuery: options.logQuery }));
  const config = testConfig(options.env);
  const clock = testClock();
  const mailer = memoryMailer();
  const appDatabase = routerOnly(database, options.logQuery);
  const app = await buildApp(config, {
    database: appDatabase,
    clock,
    mailer,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.services ? { services: options.services(database.db, clock) } : {}),
  });
  if (appDatabase !== database) app.addHook('onClose', () => appDatabase.close());
  return { app, db: database.db, database, config, clock, mailer } satisfies TestApp;
}

/** Closes the app, then its database (on PostgreSQL, dropping the test's own database). */
export async function closeTestApp(t: Pick<TestApp, 'app' | 'database'>) {
  await t.app.close();
  await t.database.close();
}

/**
 * One app per test file, started before the first test and closed after the last. Tests
 * stay independent by creating their own institution with the fixture builders.
 *
 *   const t = useTestApp();
 *   it('…', async () => { const school = await createSchool(t.db); … t.app.inject(…) });
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(options);
    await current.app.ready();
  });
  afterAll(async () => {
    if (current) await closeTestApp(current);
  });
  const started = () => {
    if (!current) throw new Error('useTestApp(): the app starts in beforeAll; use it inside a test or hook');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    get clock() {
      return started().clock;
    },
    get mailer() {
      return started().mailer;
    },
  };
}

/**
 * What the app's services are built from, for a test that calls a service or starts the jobs
 * itself; `overrides` replace parts (a fixed clock, for instance).
 */
export function testContext(t: TestApp, overrides: Partial<AppContext> = {}): AppContext {
  return {
    config: t.config,
    db: t.db,
    dbKind: t.database.kind,
    clock: t.clock,
    mailer: t.mailer,
    log: t.app.log,
    answers: createAnswerCache(1024 * 1024),
    // Its one thread starts only if a test gives it a task.
    workers: createWorkerPool(t.app.log, { threads: 1 }),
    files: createFileStore(t.config),
    ...overrides,
  };
}

/** Signs in through the API and answers the header that authenticates later requests. */
export async function signIn(t: Pick<TestApp, 'app' | 'config'>, email: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.config.basePath}api/auth/login`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return { authorization: `Bearer ${token}` };
}
