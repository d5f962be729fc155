import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questionWords } from '@lms/shared';
import { eq, inArray } from 'drizzle-orm';
import { postgresDatabase } from '../../apps/server/src/db/client.js';
import {
  courses,
  echoAnswers,
  echoQuestions,
  echoQuizzes,
  enrolments,
  sessions,
  students,
  users,
} from '../../apps/server/src/db/schema/index.js';
import { digest, schoolToken } from '../../apps/server/src/lib/secrets.js';
import { measureLoad } from './load.js';
import { signIn, startProductOnPostgres } from './servers.js';

type Report = (name: string, value: unknown) => void;

const STUDENTS = 40;
const QUESTIONS = 20;
const AT_ONCE = 30;
const SENTENCES = [
  'The cat sat on the warm mat.',
  'My dog likes to run in the park.',
  'We went to the beach on Sunday.',
  'The little bird sings in the tree.',
  'Tom has a red ball and a blue kite.',
];
export const fixture = join(import.meta.dirname, '../../apps/server/src/modules/echo/answers/fixtures/exact.ogg');

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/**
 * A class of the teacher with 40 students, each with a session, and two published weekly quizzes
 * open this week: one of 20 questions every student answered (scored, with marked words), for
 * the progress page, and one of 20 questions left for the uploads.
 */
export async function prepareEcho(databaseUrl: string, teacherEmail: string) {
  const database = postgresDatabase(databaseUrl);
  try {
    const db = database.db;
    const [teacher] = await db.select().from(users).where(eq(users.email, teacherEmail));
    if (!teacher) throw new Error(`no staff member ${teacherEmail}`);
    const institutionId = teacher.institutionId;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [course] = await db
      .insert(courses)
      .values({
        institutionId,
        name: 'Bench Echo Valley',
        gradeTag: 'grade3',
        teacherId: teacher.id,
        studentLimit: STUDENTS,
        startDate: day(-30),
        expiryDate: day(300),
      })
      .returning({ id: courses.id });
    const members = await db
      .insert(students)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          institutionId,
          account: `bench.echo${i}`,
          username: `Echo reader ${String(i).padStart(2, '0')}`,
          passwordHash: 'not-for-sign-in',
        })),
      )
      .returning({ id: students.id });
    await db
      .insert(enrolments)
      .values(members.map((member) => ({ courseId: course!.id, studentId: member.id, institutionId })));
    const tokens = members.map(() => schoolToken(institutionId));
    await db.insert(sessions).values(
      members.map((member, i) => ({
        tokenHash: digest(tokens[i]!),
        kind: 'student' as const,
        subjectId: member.id,
        institutionId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );

    const quiz = async (name: string) => {
      const [row] = await db
        .insert(echoQuizzes)
        .values({
          institutionId,
          courseId: course!.id,
          kind: 'weekly',
          name,
          openDate: day(-1),
          closeDate: day(6),
          state: 'published',
          publishedAt: new Date(),
          createdBy: teacher.id,
        })
        .returning({ id: echoQuizzes.id });
      const questions = await db
        .insert(echoQuestions)
        .values(
          Array.from({ length: QUESTIONS }, (_, position) => {
            const text = SENTENCES[position % SENTENCES.length]!;
            return { quizId: row!.id, institutionId, position, text, wordCount: questionWords(text).length };
          }),
        )
        .returning({ id: echoQuestions.id, text: echoQuestions.text });
      return { id: row!.id, questions };
    };
    const answered = await quiz('Bench progress');
    const uploads = await quiz('Bench uploads');

    // Every student's scored answer to every question of the first quiz.
    const rows = members.flatMap((member, s) =>
      answered.questions.map((question, q) => {
        const words = questionWords(question.text).map((word, w) => ({
          word,
          mark: (s + q + w) % 11 === 0 ? 'omission' : 'correct',
          // Times as the engine gives them: hundredths of a second.
          start: Math.round((0.4 + w * 0.45) * 100) / 100,
          end: Math.round((0.8 + w * 0.45) * 100) / 100,
        }));
        return {
          institutionId,
          quizId: answered.id,
          questionId: question.id,
          studentId: member.id,
          recordingPath: `recordings/${institutionId}/${answered.id}/bench-${s}-${q}.ogg`,
          recordingBytes: 4000,
          recordingType: 'audio/ogg',
          durationMs: 3000,
          state: 'scored' as const,
          attempts: 1,
          overall: 70 + ((s * 7 + q * 3) % 31),
          accuracy: 90,
          completeness: 95,
          fluency: 80,
          wcpm: 110,
          words,
          inserted: [],
          engineVersion: 'bench',
          scoredAt: new Date(),
        };
      }),
    );
    await db.insert(echoAnswers).values(rows);
    return { courseid: course!.id, progressQuiz: answered.id, uploadQuiz: uploads, tokens };
  } finally {
    await database.close();
  }
}

/** Milliseconds from each upload's sending to its scoring, read from the database once all are scored. */
async function scoredAfter(databaseUrl: string, sentAt: Map<number, number>) {
  const database = postgresDatabase(databaseUrl);
  try {
    const ids = [...sentAt.keys()];
    const deadline = Date.now() + 120_000;
    for (;;) {
      const rows = await database.db
        .select({ id: echoAnswers.id, state: echoAnswers.state, scoredAt: echoAnswers.scoredAt })
        .from(echoAnswers)
        .where(inArray(echoAnswers.id, ids));
      const settled = rows.filter((row) => row.state === 'scored' || row.state === 'failed');
      if (settled.length === ids.length) {
        const failed = rows.filter((row) => row.state !== 'scored').length;
        return { latencies: rows.map((row) => row.scoredAt!.getTime() - sentAt.get(row.id)!), failed };
      }
      if (Date.now() > deadline)
        throw new Error(`${ids.length - settled.length} answers still unscored after 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await database.close();
  }
}

/**
 * `BENCH_ONLY=echo`: on PostgreSQL, 30 students answering at once (time from sending each upload to
 * its score: the first answers after the server started, whose threads loaded their recognisers as
 * they started, then the next), and the progress page of a quiz of 20 questions answered by 40
 * students at 20 connections.
 */
export async function benchEcho(report: Report, port: number, teacherEmail: string) {
  const product = await startProductOnPostgres(port);
  try {
    const api = (path: string) => `${product.base}/api${path}`;
    const prepared = await prepareEcho(product.databaseUrl, teacherEmail);
    const audio = readFileSync(fixture);

    const round = async (questionIndex: number) => {
      const question = prepared.uploadQuiz.questions[questionIndex]!;
      const sentAt = new Map<number, number>();
      await Promise.all(
        prepared.tokens.slice(0, AT_ONCE).map(async (token) => {
          const form = new FormData();
          form.set('audio', new Blob([new Uint8Array(audio)], { type: 'audio/ogg' }), 'answer.ogg');
          const started = Date.now();
          const response = await fetch(api(`/learner/echo/${prepared.uploadQuiz.id}/${question.id}`), {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (response.status !== 202) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
          sentAt.set(((await response.json()) as { answerid: number }).answerid, started);
        }),
      );
      const { latencies, failed } = await scoredAfter(product.databaseUrl, sentAt);
      return {
        answers: latencies.length,
        failed,
        p50_ms: percentile(latencies, 0.5),
        p95_ms: percentile(latencies, 0.95),
        max_ms: Math.max(...latencies),
      };
    };
    report(`echo: ${AT_ONCE} answers at once, upload to score, first (target p95 < 10000 ms)`, await round(0));
    report(`echo: ${AT_ONCE} answers at once, upload to score, next (target p95 < 10000 ms)`, await round(1));

    const auth = { authorization: `Bearer ${await signIn(product.base, teacherEmail)}` };
    const progress = api(`/echo/progress/${prepared.courseid}/${prepared.progressQuiz}`);
    const check = await fetch(progress, { headers: auth });
    if (!check.ok) throw new Error(`progress refused: ${check.status}`);
    report(
      'echo: progress answer, 40 x 20 (kB, uncompressed)',
      Math.round((await check.arrayBuffer()).byteLength / 1024),
    );
    // As the teacher's browser asks for it: compressed. Uncompressed, for a client that cannot decode.
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
    const sent = await fetch(progress, { headers: browser });
    report(
      'echo: progress answer as sent to a browser (kB, br)',
      Math.round(Number(sent.headers.get('content-length') ?? (await sent.arrayBuffer()).byteLength) / 1024),
    );
    report(
      `GET /echo/progress, ${STUDENTS} students x ${QUESTIONS} questions @20, compressed as browsers ask (target p99 < 50 ms)`,
      await measureLoad(progress, { connections: 20, seconds, headers: browser }),
    );
    report(
      `GET /echo/progress, ${STUDENTS} students x ${QUESTIONS} questions @20, uncompressed`,
      await measureLoad(progress, { connections: 20, seconds, headers: auth }),
    );
  } finally {
    await product.stop();
  }
}
