import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { composeServices, type Services } from './composition.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { type DemoSeed, prepareDatabase } from './db/prepare.js';
import { type Jobs, startJobs } from './jobs/jobs.js';
import { createAnswerCache } from './lib/answer-cache.js';
import { type Clock, systemClock } from './lib/clock.js';
import { errorForLog } from './lib/error-log.js';
import { createFileStore } from './lib/file-store/create-file-store.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { installContentHost } from './modules/content/index.js';
import { installCourseGuard, readSessionWithCourse } from './modules/course/index.js';
import { requireAccessRule } from './plugins/access.js';
import { installAuth } from './plugins/auth.js';
import { installBodyLimits } from './plugins/body-limits.js';
import { installCompression } from './plugins/compression.js';
import { answerFrameworkError, installErrorHandler } from './plugins/error-handler.js';
import { installIdempotency } from './plugins/idempotency.js';
import { installOpenApi } from './plugins/openapi.js';
import { installRateLimit } from './plugins/rate-limit.js';
import { RequestLog } from './plugins/request-log.js';
import { installSecurityHeaders } from './plugins/security.js';
import { installSpa, loadWebApp } from './plugins/spa.js';
import { installApi } from './routes.js';
import { createWorkerPool } from './workers/worker-pool.js';

/** What a process may hold of built answers: a few hundred class rosters and libraries. */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export interface AppDependencies {
  /** A database opened and migrated by the caller, who also closes it. */
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Loads the demo into the database the app opens itself, when that one is empty and wants it. */
  demo: DemoSeed;
  /** Pieces of the module graph to use instead of the ones the app builds (tests swap one this way). */
  services: Partial<Services>;
  /** Where log lines go instead of standard output. */
  logStream: { write(line: string): void };
  /** Start the worker threads with the app and keep them (the server does); else they start with the first task. */
  readyWorkers: boolean;
}

/**
 * The whole server as a value: API, docs and the built web app, ready for `listen()` or
 * `inject()`. Without a database it opens (and on close, closes) the configured one.
 */
export async function buildApp(config: Config, dependencies: Partial<AppDependencies> = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { err: errorForLog },
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    frameworkErrors: answerFrameworkError,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // How often the server looks for clients past these: often enough that none outlasts them by much.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.timeouts.headersMs / 4)),
    },
    logController: new RequestLog(config.basePath),
  });
  const clock = dependencies.clock ?? systemClock;
  let database = dependencies.database;
  if (!database) {
    database = (await prepareDatabase(config, dependencies.demo)).database;
    const owned = database;
    app.addHook('onClose', () => owned.close());
  }

  const web = await loadWebApp(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mailer: dependencies.mailer ?? createMailer(config),
    log: app.log,
    answers: createAnswerCache(ANSWER_CACHE_BYTES),
    workers: createWorkerPool(app.log, { ready: dependencies.readyWorkers ?? false }),
    files: createFileStore(config),
  };
  app.addHook('onClose', () => ctx.workers.close());
  const services = composeServices(ctx, dependencies.services);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', requireAccessRule);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  installBodyLimits(app);
  installSecurityHeaders(app, config, web?.scriptHashes ?? []);
  app.register(formbody);
  await installCompression(app, ctx.answers);
  installRateLimit(app);
  installAuth(
    app,
    services.sessions,
    (staff, request) => services.audit.recordSupportRequest(staff, request),
    readSessionWithCourse(services.sessions, services.courses),
  );
  installIdempotency(app, ctx);
  // After the idempotency key's pre-handler: a repeat gets the first answer, not a second check.
  installCourseGuard(app, services.courses);
  installOpenApi(app, config.basePath);
  installApi(app, ctx, services);
  installContentHost(app, config);
  installSpa(app, config, web);
  if (config.jobs) installJobs(app, ctx, services, database);
  return app;
}

/**
 * The background jobs start once the app is ready and stop when it closes. preClose runs
 * before every onClose hook, so the queue has stopped while the database is still open,
 * whoever closes it.
 */
function installJobs(app: FastifyInstance, ctx: AppContext, services: Services, database: Database): void {
  let jobs: Jobs | undefined;
  app.addHook('onReady', async () => {
    jobs = await startJobs(ctx, services, database);
  });
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });
}
