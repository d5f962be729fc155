import { readFileSync } from 'node:fs';
import { fillPath, REPORT_PATHS, type ReportRequestBody } from '@lms/shared';
import { fixture, prepareEcho } from './echo.js';
import { type LoadFigures, measureLoad } from './load.js';
import { signIn, startProductOnPostgres } from './servers.js';

type Report = (name: string, value: unknown) => void;

const SECONDS = 8;
const CONNECTIONS = 5;
const ANSWERS = 30;
const REPORTS = 10;

/**
 * `BENCH_ONLY=background`: a cheap authenticated read (the class list) at 5 connections during
 * the server's first seconds (its worker threads loading the recogniser, the jobs starting),
 * then alone, then while 30 spoken answers are being scored, then while class reports are built
 * (target p99 < 50 ms in each).
 */
export async function benchBackground(report: Report, port: number, teacherEmail: string) {
  const product = await startProductOnPostgres(port);
  try {
    const api = (path: string) => `${product.base}/api${path}`;
    const headers = { authorization: `Bearer ${await signIn(product.base, teacherEmail)}` };
    const read = (): Promise<LoadFigures> =>
      measureLoad(api('/course/list'), { connections: CONNECTIONS, seconds: SECONDS, headers });
    report('background: class list @5 in the first seconds after start (target p99 < 50 ms)', await read());
    report('background: class list @5, nothing else running (target p99 < 50 ms)', await read());

    const echo = await prepareEcho(product.databaseUrl, teacherEmail);
    const audio = readFileSync(fixture);
    const question = echo.uploadQuiz.questions[0]!;
    const uploads = echo.tokens.slice(0, ANSWERS).map((token) => {
      const form = new FormData();
      form.set('audio', new Blob([new Uint8Array(audio)], { type: 'audio/ogg' }), 'answer.ogg');
      return fetch(api(`/learner/echo/${echo.uploadQuiz.id}/${question.id}`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    });
    const [scoring] = await Promise.all([read(), ...uploads]);
    report(`background: class list @5 while ${ANSWERS} spoken answers are scored (target p99 < 50 ms)`, scoring);

    const list = (await (await fetch(api('/course/list'), { headers })).json()) as { active: { courseid: number }[] };
    const body: ReportRequestBody = { format: 'pdf', scope: 'class', window: 'last30', lang: 'en-US' };
    const asks = list.active.slice(0, REPORTS).map((course) =>
      fetch(api(fillPath(REPORT_PATHS.request, { courseid: course.courseid })), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const [building] = await Promise.all([read(), ...asks]);
    report('background: class list @5 while class reports are built (target p99 < 50 ms)', building);
  } finally {
    await product.stop();
  }
}
