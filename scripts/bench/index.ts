import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBackground } from './background.js';
import { benchReader, openBenchClass, openHalfTheLibrary } from './bench-class.js';
import { loginPageJsGzipKb, routeChunkGzipKb } from './bundle.js';
import { benchCapacity } from './capacity.js';
import { benchCitus } from './citus.js';
import { benchDashboard } from './dashboard.js';
import { benchEcho } from './echo.js';
import { settleStatistics } from './fixtures.js';
import { benchLighthouse } from './lighthouse.js';
import { type LoadFigures, measureCold, measureLoad } from './load.js';
import { benchOutage } from './outage.js';
import { untilServerIdle } from './process-time.js';
import { benchReports } from './reports.js';
import { signIn, startBareFastify, startProductOnPostgres } from './servers.js';
import { benchSpeech } from './speech.js';
import { measureUploadStall } from './stall.js';

// `npm run bench`: the performance figures the issues ask for, on this machine.
// Needs a built web app (npm run build) and PostgreSQL at BENCH_PG_URL.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = 2;
const TEACHER = 'teacher@demo.test';

const figures: Record<string, unknown> = {};
function report(name: string, value: unknown) {
  figures[name] = value;
  console.log(`${name.padEnd(58)} ${JSON.stringify(value)}`);
}

function saveFigures() {
  const out = join(import.meta.dirname, '../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'latest.json'), `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
}

// Sections that can run alone: BENCH_ONLY=api (bundle sizes and API load), BENCH_ONLY=outage (about
// 30 s), BENCH_ONLY=stall, BENCH_ONLY=lighthouse, BENCH_ONLY=speech, BENCH_ONLY=echo, BENCH_ONLY=dashboard,
// BENCH_ONLY=reports, BENCH_ONLY=background, BENCH_ONLY=capacity (BENCH_CAPACITY_SECONDS per
// step, BENCH_SOAK_SECONDS of soak) or BENCH_ONLY=citus (with CITUS_URL).
const OUTAGE_PORTS: [number, number] = [3203, 3204];
async function uploadStall() {
  report(
    'GET /api/health during 8 parallel 100,000-row uploads (worst ms; target <= 100)',
    await measureUploadStall(Number(process.env.BENCH_STALL_PORT ?? 3205), TEACHER),
  );
}
/** Bundle sizes, then API latency and throughput on PostgreSQL with the demo data and a 400-student class. */
async function apiFigures() {
  report('login page JS (gzip kB; budget 150)', loginPageJsGzipKb());
  report('class library page chunk (gzip kB)', routeChunkGzipKb(/routes\/course-material/i));

  // The bare route runs beside the product and is measured right before each figure, so both
  // meet the same outside load: each figure is read as a share of its neighbouring bare run.
  const bare = await startBareFastify(3201);
  const ceiling = () => measureLoad(`${bare.base}/bare`, { connections: 20, seconds: SECONDS });
  const shared = async (measure: () => Promise<LoadFigures>) => {
    const bareFigures = await ceiling();
    const figures = await measure();
    return {
      ...figures,
      bare_requests_per_s: bareFigures.requests_per_s,
      share_of_bare_pct: Math.round((figures.requests_per_s / bareFigures.requests_per_s) * 1000) / 10,
    };
  };

  try {
    report('bare Fastify route @20 (ceiling)', await ceiling());
    await productFigures(shared);
  } finally {
    await bare.stop();
  }
}

/** Of the teacher's demo classes, the Echo Valley quiz with the most answers, and its class. */
async function quizWithMostAnswers(api: (path: string) => string, headers: Record<string, string>) {
  const get = async <T>(path: string) => (await (await fetch(api(path), { headers })).json()) as T;
  const classes = await get<{ active: { courseid: number }[] }>('/course/list');
  let best: { courseid: number; echoid: number; assigned: number; submitted: number } | undefined;
  for (const { courseid } of classes.active) {
    const quizzes = await get<{ record: { echoid: number; assigned: number; submitted: number }[] }>(
      `/echo/list/${courseid}`,
    );
    for (const quiz of quizzes.record) {
      if (!best || quiz.submitted > best.submitted) best = { courseid, ...quiz };
    }
  }
  if (!best) throw new Error('the demo teacher has no Echo Valley quiz');
  return best;
}

type Shared = (measure: () => Promise<LoadFigures>) => Promise<LoadFigures & { share_of_bare_pct: number }>;

/** The product's figures on PostgreSQL, each read against the bare route through `shared`. */
async function productFigures(shared: Shared) {
  const product = await startProductOnPostgres(3202);
  try {
    const token = await signIn(product.base, TEACHER);
    const auth = { authorization: `Bearer ${token}` };
    const api = (path: string) => `${product.base}/api${path}`;
    // A short run first: the figure is the route's own cost, not the server's first seconds
    // (code compiled on first use, the worker threads loading the recogniser).
    const load = async (path: string, connections: number) => {
      await measureLoad(api(path), { connections, seconds: WARM_SECONDS, headers: auth });
      return shared(() => measureLoad(api(path), { connections, seconds: SECONDS, headers: auth }));
    };

    report('server busy with its own start-up work after the demo loaded (s)', await untilServerIdle(product.pid));
    report("GET /health @20 with a teacher's token (the session check, no other query)", await load('/health', 20));
    report('GET /course/list @20 (target >= 10 % of bare, p99 < 25 ms)', await load('/course/list', 20));

    const demoQuiz = await quizWithMostAnswers(api, auth);
    report(
      'GET /echo/list, the demo class with most answers @20 (target >= 10 % of bare, p99 < 25 ms)',
      await load(`/echo/list/${demoQuiz.courseid}`, 20),
    );
    report(
      `GET /echo/progress, a demo quiz of ${demoQuiz.assigned} students @20 (target >= 10 % of bare, p99 < 25 ms)`,
      await load(`/echo/progress/${demoQuiz.courseid}/${demoQuiz.echoid}`, 20),
    );

    const room = await openBenchClass(product, TEACHER);
    const { courseid, post } = room;
    report('import of a 400-row XLSX, end to end (ms; target < 2000)', room.importMs);
    report(
      'GET /stu/list, 400-student class @20 (target >= 10 % of bare, p99 < 25 ms)',
      await load(`/stu/list/${courseid}`, 20),
    );

    const roster = (await (await fetch(api(`/stu/listbrief/${courseid}`), { headers: auth })).json()) as {
      record: { stuid: number }[];
    };
    // The same call right after each change to the roster (a teacher's note on a student).
    report(
      'GET /stu/list, first answer after a change (ms)',
      await measureCold(
        () => fetch(api(`/stu/list/${courseid}`), { headers: auth }),
        (i) => post(`/stu/modify/${courseid}/${roster.record[0]!.stuid}`, { remarks: `Note ${i}` }),
      ),
    );
    const { materials, opened: half } = await openHalfTheLibrary(room);
    report(
      `GET /course/detail, ${materials} resources @20 (target >= 10 % of bare, p99 < 25 ms)`,
      await load(`/course/detail/${courseid}`, 20),
    );
    // The same call right after each change to the library (one resource opened or closed).
    report(
      'GET /course/detail, first answer after a change (ms)',
      await measureCold(
        () => fetch(api(`/course/detail/${courseid}`), { headers: auth }),
        (i) =>
          fetch(api(`/course/openresource/${courseid}/${room.packageColid}/${half[1]}/${i % 2 === 1}`), {
            headers: auth,
          }),
      ),
    );

    // One of the imported students sends reading events; autocannon makes each key unique.
    const reader = await benchReader(room, Number(half[0]));
    await reader.send(WARM_SECONDS);
    report('POST /learner/events @50 (target >= 2000/s, p99 < 50 ms)', await shared(() => reader.send(SECONDS)));

    const today = new Date().toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const assignment = (await (
      await post(`/course/asgmt/set/${courseid}`, {
        name: 'Bench reading week',
        start_date: today,
        end_date: nextWeek,
        difficulty: '3',
        resourceids: half.slice(0, 10).join(','),
        stuids: roster.record.map((s) => s.stuid).join(','),
      })
    ).json()) as { aid: number };
    await settleStatistics(product.databaseUrl);
    const progressPath = `/course/asgmt/progress/${courseid}/${assignment.aid}`;
    report(
      `GET /course/asgmt/progress, ${roster.record.length} students x 10 materials @20 (target >= 10 % of bare, p99 < 25 ms)`,
      await load(progressPath, 20),
    );
    report(
      `GET /dashboard, ${roster.record.length}-student class @20 (target >= 10 % of bare, p99 < 25 ms)`,
      await load(`/dashboard/${courseid}`, 20),
    );
    report(
      'GET /student, one student of the 400 @20 (target >= 10 % of bare, p99 < 25 ms)',
      await load(`/student/${courseid}/${roster.record[0]!.stuid}`, 20),
    );
    // The same call right after each new learning event, which it must then count.
    report(
      'GET /course/asgmt/progress, first answer after a new event (ms)',
      await measureCold(
        () => fetch(api(progressPath), { headers: auth }),
        (i) =>
          fetch(api('/learner/events'), {
            method: 'POST',
            headers: reader.headers,
            body: JSON.stringify({ ...reader.event, key: `bench-cold-${i}` }),
          }),
      ),
    );
  } finally {
    await product.stop();
  }
}

const SECTIONS: Record<string, () => Promise<void>> = {
  api: apiFigures,
  outage: () => benchOutage(report, OUTAGE_PORTS),
  stall: uploadStall,
  lighthouse: () => benchLighthouse(report, Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3206), TEACHER),
  speech: () => benchSpeech(report),
  echo: () => benchEcho(report, Number(process.env.BENCH_ECHO_PORT ?? 3710), TEACHER),
  dashboard: () => benchDashboard(report, Number(process.env.BENCH_DASHBOARD_PORT ?? 3711), TEACHER),
  reports: () => benchReports(report, Number(process.env.BENCH_REPORTS_PORT ?? 3712)),
  background: () => benchBackground(report, Number(process.env.BENCH_BACKGROUND_PORT ?? 3714), TEACHER),
  capacity: () => benchCapacity(report, Number(process.env.BENCH_CAPACITY_PORT ?? 3713), TEACHER),
  citus: () => benchCitus(report, Number(process.env.BENCH_CITUS_PORT ?? 3715), TEACHER),
};

const only = process.env.BENCH_ONLY && SECTIONS[process.env.BENCH_ONLY];
if (only) {
  await only();
  saveFigures();
  process.exit(0);
}

for (const [name, section] of Object.entries(SECTIONS)) {
  // The cluster's figures need a cluster; a full run on one machine has none unless CITUS_URL names it.
  if (name === 'citus' && !process.env.CITUS_URL) continue;
  await section();
}
saveFigures();
