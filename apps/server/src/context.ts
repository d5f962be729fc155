import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db, DbKind } from './db/client.js';
import type { AnswerCache } from './lib/answer-cache.js';
import type { Clock } from './lib/clock.js';
import type { FileStore } from './lib/file-store/file-store.js';
import type { Mailer } from './mail/mailer.js';
import type { WorkerPool } from './workers/worker-pool.js';

/** What every module's services are built from; one per running app. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Answers built from the database, reused while the institution's revision stands. */
  answers: AnswerCache;
  /** Worker threads for spreadsheet and PDF work, so no request waits behind another's file. */
  workers: WorkerPool;
  /** Uploaded files kept for later (students' recordings): a folder, or an S3-compatible bucket. */
  files: FileStore;
}
