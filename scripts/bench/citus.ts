import { benchReader, openBenchClass, openHalfTheLibrary } from './bench-class.js';
import { measureLoad } from './load.js';
import { type Running, startProductOnCitus, startProductOnPostgres } from './servers.js';

type Report = (name: string, value: unknown) => void;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = 2;

/** The roster, learning events and dashboard of the bench's 400-student class on one server. */
async function classFigures(product: Running, teacher: string) {
  const room = await openBenchClass(product, teacher);
  const { opened } = await openHalfTheLibrary(room);
  const reader = await benchReader(room, Number(opened[0]));
  const read = async (path: string) => {
    const options = { connections: 20, headers: room.auth };
    await measureLoad(room.api(path), { ...options, seconds: WARM_SECONDS });
    return measureLoad(room.api(path), { ...options, seconds: SECONDS });
  };
  const roster = await read(`/stu/list/${room.courseid}`);
  await reader.send(WARM_SECONDS);
  const events = await reader.send(SECONDS);
  const dashboard = await read(`/dashboard/${room.courseid}`);
  return { import_ms: room.importMs, roster, events, dashboard };
}

/**
 * `BENCH_ONLY=citus` (with `CITUS_URL` at a coordinator): the same class's roster, learning
 * events and dashboard on one PostgreSQL server, then on the cluster, in one run. Each server
 * loads the demo into its own new database first; one runs at a time.
 */
export async function benchCitus(report: Report, port: number, teacher: string) {
  const citusUrl = process.env.CITUS_URL;
  if (!citusUrl) throw new Error('BENCH_ONLY=citus needs CITUS_URL: a Citus coordinator (docs/SCALE.md)');
  const servers: [string, () => Promise<Running>][] = [
    ['one PostgreSQL server', () => startProductOnPostgres(port)],
    ['Citus, a coordinator and two workers', () => startProductOnCitus(port, citusUrl)],
  ];
  for (const [label, start] of servers) {
    const product = await start();
    try {
      const figures = await classFigures(product, teacher);
      report(`${label}: import of a 400-row XLSX (ms)`, figures.import_ms);
      report(`${label}: GET /stu/list, 400 students @20`, figures.roster);
      report(`${label}: POST /learner/events @50`, figures.events);
      report(`${label}: GET /dashboard, 400 students @20`, figures.dashboard);
    } finally {
      await product.stop();
    }
  }
}
