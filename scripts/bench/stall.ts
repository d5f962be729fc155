import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { hundredThousandStudents, minimalXlsx } from '../../apps/server/src/modules/roster/roster-test-files.js';
import { signIn, startProductOnPostgres } from './servers.js';

const POLL_MS = 10;
const PARALLEL_UPLOADS = 8;
const ROUNDS = 5;

export interface StallFigures {
  /** The longest GET /api/health took to answer while the uploads ran: the stall a user feels. */
  worst_ms: number;
  p50_ms: number;
  polls: number;
  polls_over_100_ms: number;
  /** The same over 10 s with nothing else going on: what the machine itself adds. */
  idle_worst_ms: number;
  uploads: number;
  upload_p50_ms: number;
  upload_max_ms: number;
}

// The poller runs in a thread of its own, so sending the uploads does not delay its requests.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => { stopped = true; });
(async () => {
  const times = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(workerData.url + ' answered ' + response.status);
    const took = performance.now() - started;
    times.push(took);
    if (took < workerData.every) await new Promise((resolve) => setTimeout(resolve, workerData.every - took));
  }
  parentPort.postMessage(times);
})();
`;

/** Asks `url` every ~10 ms, one request at a time, until stopped; answers each request's time, sorted. */
function pollEvery10Ms(url: string) {
  const poller = new Worker(POLLER, { eval: true, workerData: { url, every: POLL_MS } });
  // An error (the server went away under the uploads) ends the thread; it is thrown on stopping.
  const result = new Promise<number[]>((resolve, reject) => {
    poller.once('message', resolve);
    poller.once('error', reject);
  });
  result.catch(() => {});
  return async () => {
    poller.postMessage('stop');
    const times = await result;
    return times.sort((a, b) => a - b);
  };
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/**
 * How long a cheap route waits while 8 teachers at once upload the worst file the import
 * refuses, several rounds in a row (the product's server on PostgreSQL, in its own process).
 */
export async function measureUploadStall(port: number, teacherEmail: string): Promise<StallFigures> {
  const server = await startProductOnPostgres(port);
  try {
    const api = (path: string) => `${server.base}/api${path}`;
    const auth = { authorization: `Bearer ${await signIn(server.base, teacherEmail)}` };
    const classes = (await (await fetch(api('/course/list'), { headers: auth })).json()) as {
      active: { courseid: number }[];
    };
    const courseid = classes.active[0]?.courseid;
    if (!courseid) throw new Error(`${teacherEmail} has no class to import into`);
    // The worst upload the import refuses: 100,000 students in a workbook under 1 MB.
    const file = new Blob([new Uint8Array(minimalXlsx(hundredThousandStudents()))]);

    const stopIdle = pollEvery10Ms(api('/health'));
    await sleep(10_000);
    const idle = await stopIdle();

    const upload = async () => {
      const form = new FormData();
      form.set('file', file, 'students.xlsx');
      const started = performance.now();
      const response = await fetch(api(`/stu/importfromfile/${courseid}?dryRun=true`), {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = (await response.json()) as { code?: string };
      if (body.code !== 'import.too_many_rows') throw new Error(`upload answered ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    const stopBusy = pollEvery10Ms(api('/health'));
    const uploads: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      uploads.push(...(await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, upload))));
    }
    const busy = await stopBusy();
    uploads.sort((a, b) => a - b);
    return {
      worst_ms: round1(busy.at(-1) ?? 0),
      p50_ms: round1(median(busy)),
      polls: busy.length,
      polls_over_100_ms: busy.filter((ms) => ms > 100).length,
      idle_worst_ms: round1(idle.at(-1) ?? 0),
      uploads: uploads.length,
      upload_p50_ms: round1(median(uploads)),
      upload_max_ms: round1(uploads.at(-1) ?? 0),
    };
  } finally {
    await server.stop();
  }
}
