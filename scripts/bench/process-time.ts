import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_S = 100;

/** A stat line's fields after the command: state is field 0, ppid 1, utime 11, stime 12, cutime 13, cstime 14, nice 16. */
function statFields(path: string): string[] | null {
  try {
    return readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null; // the thread or process ended meanwhile
  }
}

/** Processor seconds a thread or process has used (user and system), from its stat line. */
function statSeconds(path: string): { seconds: number; nice: number } | null {
  const fields = statFields(path);
  if (!fields) return null;
  return { seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S, nice: Number(fields[16]) };
}

/**
 * Processor seconds of the database server's backends that have ended: PostgreSQL's main
 * process collects them as its children's time. With the live backends, this keeps a backend
 * that closed between two readings counted.
 */
function endedBackendsSeconds(backendPid: number): number {
  const parent = statFields(`/proc/${backendPid}/stat`)?.[1];
  const fields = parent ? statFields(`/proc/${parent}/stat`) : null;
  return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS_PER_S : 0;
}

export interface ServerTime {
  /** The thread answering requests. */
  requests: number;
  /** The worker threads (they run at a lower priority, which tells them apart). */
  workers: number;
  /** Everything else of the process: garbage collection, compilation, I/O threads. */
  helpers: number;
  /** The database server's backends: those of this server's database, and every backend that ended. */
  database: number;
}

/** Processor seconds used so far by the server's threads and by the PostgreSQL backends of its database. */
export async function serverTime(pid: number, databaseUrl: string): Promise<ServerTime> {
  const time: ServerTime = { requests: 0, workers: 0, helpers: 0, database: 0 };
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    const stat = statSeconds(`/proc/${pid}/task/${thread}/stat`);
    if (!stat) continue;
    if (Number(thread) === pid) time.requests += stat.seconds;
    else if (stat.nice > 0) time.workers += stat.seconds;
    else time.helpers += stat.seconds;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; own: boolean }>(
      'select pid, pid = pg_backend_pid() as own from pg_stat_activity where datname = current_database()',
    );
    for (const row of rows) {
      if (row.own) time.database += endedBackendsSeconds(row.pid);
      else time.database += statSeconds(`/proc/${row.pid}/stat`)?.seconds ?? 0;
    }
  } finally {
    await client.end();
  }
  return time;
}

/** Seconds each part used between two readings, rounded to a tenth. */
export function timeBetween(before: ServerTime, after: ServerTime): ServerTime {
  const spent = (key: keyof ServerTime) => Math.round((after[key] - before[key]) * 10) / 10;
  return {
    requests: spent('requests'),
    workers: spent('workers'),
    helpers: spent('helpers'),
    database: spent('database'),
  };
}

/** The process's resident memory in MB (its worker threads share it). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** Processor seconds the whole process (every thread) has used so far. */
function processSeconds(pid: number): number {
  return statSeconds(`/proc/${pid}/stat`)?.seconds ?? 0;
}

/**
 * Waits until the server has no work of its own (under a tenth of a core for three seconds in
 * a row, at most `limitS`), and answers how many seconds it was busy: the demo's recordings
 * scored on the worker threads, the jobs' first runs. A figure taken before then measures
 * that work, not the route.
 */
export async function untilServerIdle(pid: number, limitS = 300): Promise<number> {
  const started = Date.now();
  let quietSeconds = 0;
  let before = processSeconds(pid);
  while (quietSeconds < 3 && Date.now() - started < limitS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processSeconds(pid);
    quietSeconds = now - before < 0.1 ? quietSeconds + 1 : 0;
    before = now;
  }
  return Math.round((Date.now() - started) / 1000);
}
