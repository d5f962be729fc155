import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { AppError } from '../lib/app-error.js';
import { asBuffer } from './bytes.js';
import { retryOnce } from './retry-once.js';
import type { TaskMessage, TaskOutcome, Tasks, ThreadStart } from './tasks.js';
import { isWorkerLogRecord } from './worker-log.js';

/** Threads started on demand leave after this long without work, and start again with the next task. */
const IDLE_MS = 5 * 60_000;
/** A thread that needs more heap than this is ended (its task fails), not the process. */
const THREAD_HEAP_MB = 512;
/** Worker threads run at a lower priority, so the thread answering requests gets a core first. */
const NICE_INCREMENT = 10;

export type WorkerThreads = ReturnType<typeof startWorkerThreads>;

export interface WorkerThreadOptions {
  threads?: number;
  /**
   * Start every thread at once and keep them, instead of starting them with the first tasks
   * and ending them when idle. A thread takes over a second of processor time to start (it
   * loads the task modules); started under a burst of uploads, that delayed every other
   * request by up to 150 ms on 2 cores, and made the first upload wait for it. Each thread
   * then loads the speech recogniser (another second or two, at the threads' lower priority),
   * so the first spoken answers do not wait for it either.
   */
  ready?: boolean;
}

/**
 * Worker threads, as many as the machine has cores unless told: started on demand (a pool that
 * never gets a task holds none) or, `ready`, at once and for good. Idle threads do not keep the
 * process alive.
 */
export function startWorkerThreads({ threads = availableParallelism(), ready = false }: WorkerThreadOptions = {}) {
  return new Piscina<TaskMessage, TaskOutcome>({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: ready ? threads : 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    workerData: { ready } satisfies ThreadStart,
    // The worker registers the TypeScript loader itself; the process's flags are not for it.
    execArgv: [],
  });
}

/**
 * The heavy tasks, run on the worker threads. A refusal in a task (a malformed file, too
 * many rows) comes back as the same AppError; a thread that fails or ends mid-task fails
 * only that task, and the pool starts another thread for the next one.
 */
export function workerPoolOn(threads: WorkerThreads, log: FastifyBaseLogger) {
  // Without a listener an 'error' event would be thrown, and would end the process.
  threads.on('error', (error: unknown) => log.error({ err: error }, 'worker thread failed'));
  threads.on('message', (message: unknown) => {
    if (isWorkerLogRecord(message)) log[message.workerLog](message.object, message.message);
  });

  async function run<K extends keyof Tasks>(name: K, ...args: Parameters<Tasks[K]>) {
    const outcome = await threads.run({ name, args });
    if (!outcome.ok) throw new AppError(outcome.code, outcome.details);
    return outcome.value as Awaited<ReturnType<Tasks[K]>>;
  }

  return {
    readStudentSheet: (...args: Parameters<Tasks['readStudentSheet']>) => run('readStudentSheet', ...args),
    readTeacherSheet: (...args: Parameters<Tasks['readTeacherSheet']>) => run('readTeacherSheet', ...args),
    async writeSpreadsheet(...args: Parameters<Tasks['writeSpreadsheet']>) {
      const file = await run('writeSpreadsheet', ...args);
      return { ...file, data: asBuffer(file.data) };
    },
    async renderLoginCards(...args: Parameters<Tasks['renderLoginCards']>) {
      return asBuffer(await run('renderLoginCards', ...args));
    },
    async renderReportPdf(...args: Parameters<Tasks['renderReportPdf']>) {
      return asBuffer(await run('renderReportPdf', ...args));
    },
    /**
     * Scores a spoken answer. A thread that dies while scoring is replaced and the answer tried
     * once more; then it is `failed` with the reason, and a refusal of its audio is `refused`.
     */
    scoreReading: (...args: Parameters<Tasks['scoreReading']>) =>
      retryOnce(async () => await run('scoreReading', ...args)),
    /** For each text, the words the engine cannot score well, with why. */
    scoringWarnings: (...args: Parameters<Tasks['scoringWarnings']>) => run('scoringWarnings', ...args),
    /** Lets the tasks under way finish, then ends the threads. */
    close: () => threads.close(),
  };
}

export type WorkerPool = ReturnType<typeof workerPoolOn>;

/** The app's pool of worker threads, with the tasks it runs on them. */
export function createWorkerPool(log: FastifyBaseLogger, options: WorkerThreadOptions = {}): WorkerPool {
  return workerPoolOn(startWorkerThreads(options), log);
}
