import { fillPath, LANGUAGES, REPORT_FORMATS, REPORT_PATHS, REPORT_WINDOWS, type ReportRequestBody } from '@lms/shared';
import pg from 'pg';
import { signIn, startProductOnPostgres } from './servers.js';

type Report = (name: string, value: unknown) => void;
type Auth = Record<string, string>;

/** The class reports one person asks for at once: fifty different ones (window, format, language). */
const BURST = 50;
/** Staff of the same school sharing the fifty among them, to see the order across schools alone. */
const COLLEAGUES = 10;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Report builds on PostgreSQL with the demo data: the other school's single class report alone,
 * then right after one teacher of Demo School asked for fifty at once, then right after ten staff
 * of Demo School asked for five each (fifty in all); how many requests were accepted, and how
 * long the other school's report took from its request to done.
 */
export async function benchReports(report: Report, port: number) {
  const product = await startProductOnPostgres(port);
  const api = (path: string) => `${product.base}/api${path}`;
  const auth = async (email: string): Promise<Auth> => ({
    authorization: `Bearer ${await signIn(product.base, email)}`,
  });
  const firstClass = async (headers: Auth) => {
    const list = (await (await fetch(api('/course/list'), { headers })).json()) as { active: { courseid: number }[] };
    return list.active[0]!.courseid;
  };
  const ask = (headers: Auth, courseid: number, body: ReportRequestBody) =>
    fetch(api(fillPath(REPORT_PATHS.request, { courseid })), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stateOf = async (headers: Auth, jobid: string) =>
    ((await (await fetch(api(fillPath(REPORT_PATHS.status, { jobid })), { headers })).json()) as { state: string })
      .state;
  const settled = async (headers: Auth, jobid: string) => {
    for (;;) {
      const state = await stateOf(headers, jobid);
      if (state === 'done' || state === 'failed') return state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Seconds from asking for one class report to its being built. */
  const timed = async (headers: Auth, courseid: number) => {
    const started = performance.now();
    const answer = await ask(headers, courseid, { format: 'pdf', scope: 'class', window: 'last30', lang: 'en-US' });
    const { jobid } = (await answer.json()) as { jobid: string };
    const state = await settled(headers, jobid);
    if (state !== 'done') throw new Error(`the other school's report ended ${state}`);
    return seconds(performance.now() - started);
  };
  /** Fifty different requests: the class's report, then its students', in every window, format and language. */
  const requests = (stuids: number[]) =>
    [...(['class'] as const), ...stuids]
      .flatMap((scope) =>
        REPORT_WINDOWS.flatMap((window) =>
          REPORT_FORMATS.flatMap((format) =>
            LANGUAGES.map((lang): ReportRequestBody => ({ scope, window, format, lang })),
          ),
        ),
      )
      .slice(0, BURST);
  /** Sends the requests at once; answers how many were accepted and refused, and waits for the accepted ones. */
  const burst = async (asks: { headers: Auth; courseid: number; body: ReportRequestBody }[]) => {
    const started = performance.now();
    const answers = await Promise.all(asks.map(({ headers, courseid, body }) => ask(headers, courseid, body)));
    const jobs = await Promise.all(
      answers.map(async (answer, i) =>
        answer.status === 202
          ? { headers: asks[i]!.headers, jobid: ((await answer.json()) as { jobid: string }).jobid }
          : null,
      ),
    );
    const accepted = jobs.filter((job) => job !== null);
    return {
      accepted: accepted.length,
      refused: answers.filter((answer) => answer.status === 429).length,
      /** Seconds until every accepted report is built. */
      built: async () => {
        await Promise.all(accepted.map((job) => settled(job.headers, job.jobid)));
        return seconds(performance.now() - started);
      },
    };
  };

  try {
    const teacher = await auth('teacher@demo.test');
    const other = await auth('other@demo.test');
    const demoClass = await firstClass(teacher);
    const otherClass = await firstClass(other);
    const roster = (await (await fetch(api(`/stu/listbrief/${demoClass}`), { headers: teacher })).json()) as {
      record: { stuid: number }[];
    };
    const bodies = requests(roster.record.map((student) => student.stuid));
    // The first report after a start waits for the worker threads to load the PDF fonts.
    report('reports: the other school’s class report alone, first after the start (s)', await timed(other, otherClass));
    report('reports: the other school’s class report alone (s)', await timed(other, otherClass));

    const alone = await burst(bodies.map((body) => ({ headers: teacher, courseid: demoClass, body })));
    const behindOne = await timed(other, otherClass);
    report(`reports: one teacher asks for ${BURST} at once (accepted, refused)`, [alone.accepted, alone.refused]);
    report(`reports: the other school’s report right after (s; target < 5)`, behindOne);
    report(`reports: the teacher’s accepted reports all built (s)`, await alone.built());

    // Ten staff of Demo School (administrators, who may ask for any class), five each.
    const client = new pg.Client({ connectionString: product.databaseUrl });
    await client.connect();
    await client.query(
      `insert into users (institution_id, email, name, role, password_hash, status)
       select institution_id, 'bench.staff' || g || '@demo.test', 'Bench staff ' || g, 'admin', password_hash, status
       from users, generate_series(1, $1) g where email = 'admin@demo.test'`,
      [COLLEAGUES],
    );
    await client.end();
    const staff = await Promise.all(
      Array.from({ length: COLLEAGUES }, (_, i) => auth(`bench.staff${i + 1}@demo.test`)),
    );
    const shared = await burst(
      bodies.map((body, i) => ({ headers: staff[i % COLLEAGUES]!, courseid: demoClass, body })),
    );
    const behindMany = await timed(other, otherClass);
    report(`reports: ${COLLEAGUES} staff of one school ask for ${BURST / COLLEAGUES} each (accepted, refused)`, [
      shared.accepted,
      shared.refused,
    ]);
    report(`reports: the other school’s report right after (s; target < 5)`, behindMany);
    report(`reports: their accepted reports all built (s)`, await shared.built());
  } finally {
    await product.stop();
  }
}
