import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_S = 100;

/** Processor seconds a thread or process has used (user and system), from its stat line. */
function statSeconds(path: string): { seconds: number; nice: number } | null {
  try {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    // After the command: state is field 0, utime 11, stime 12, nice 16.
    return { seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S, nice: Number(fields[16]) };
  } catch {
    return null; // the thread or process ended meanwhile
  }
}

export interface ServerTime {
  /** The thread answering requests. */
  requests: number;
  /** The worker threads (they run at a lower priority, which tells them apart). */
  workers: number;
  /** Everything else of the process: garbage collection, compilation, I/O threads. */
  helpers: number;
  /** The database's backends serving this server's database. */
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
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const row of rows) time.database += statSeconds(`/proc/${row.pid}/stat`)?.seconds ?? 0;
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
