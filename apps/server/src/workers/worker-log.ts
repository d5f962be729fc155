import { parentPort } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A log line written in a worker thread, on its way to the app's logger in the main thread. */
export interface WorkerLogRecord {
  workerLog: Level;
  object: object;
  message?: string;
}

export function isWorkerLogRecord(message: unknown): message is WorkerLogRecord {
  return typeof message === 'object' && message !== null && 'workerLog' in message;
}

function send(level: Level, objectOrMessage: unknown, message?: string): void {
  const record: WorkerLogRecord =
    typeof objectOrMessage === 'string'
      ? { workerLog: level, object: {}, message: objectOrMessage }
      : { workerLog: level, object: Object(objectOrMessage), message };
  try {
    parentPort?.postMessage(record);
  } catch {
    // A value that cannot cross threads (a function, say): the message alone still does.
    parentPort?.postMessage({ workerLog: level, object: {}, message } satisfies WorkerLogRecord);
  }
}

/**
 * The logger code running in a worker thread is given: every line goes to the main thread,
 * which writes it with the app's logger, at the app's level and in its format.
 */
export const workerLog: FastifyBaseLogger = {
  level: 'trace',
  fatal: (object: unknown, message?: string) => send('fatal', object, message),
  error: (object: unknown, message?: string) => send('error', object, message),
  warn: (object: unknown, message?: string) => send('warn', object, message),
  info: (object: unknown, message?: string) => send('info', object, message),
  debug: (object: unknown, message?: string) => send('debug', object, message),
  trace: (object: unknown, message?: string) => send('trace', object, message),
  silent: () => {},
  child: () => workerLog,
};
