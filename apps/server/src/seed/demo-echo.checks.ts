import { demo, type EchoReading, halfOf, type RecordedSentence } from '@lms/demo';
import { type CourseSummary, dashboardResponse, echoListResponse, echoProgressResponse, spokenWord } from '@lms/shared';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, echoAnswers, echoQuestions, echoQuizzes, echoSettings, rewardLedger } from '../db/schema/index.js';
import { calendarDate } from '../lib/clock.js';
import { createFileStore } from '../lib/file-store/create-file-store.js';
import type { FileStore } from '../lib/file-store/file-store.js';
import { signIn, type TestApp } from '../test/harness.js';
import { activeSeats } from './demo-classes.js';

const { echo } = demo;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Echo Valley in the demo: quizzes in every state, answers scored by the engine, recordings in the store. */
export function demoEchoChecks(t: TestApp) {
  describe('Echo Valley in the demo', () => {
    let files: FileStore;
    /** Each committed recording's bytes, to tell which one an answer sent. */
    const clips = new Map<string, { sentence: RecordedSentence | null; reading: EchoReading | 'silent' }>();

    beforeAll(async () => {
      files = createFileStore(t.config);
      for (const sentence of echo.sentences) {
        for (const reading of echo.readings) {
          const bytes = await echo.readRecording(echo.recordingFile(sentence, reading));
          clips.set(Buffer.from(bytes).toString('base64'), { sentence, reading });
        }
      }
      clips.set(Buffer.from(await echo.readRecording(echo.silentRecording)).toString('base64'), {
        sentence: null,
        reading: 'silent',
      });
    });

    const today = () => calendarDate(t.clock());

    async function classes() {
      return t.db
        .select({
          id: courses.id,
          name: courses.name,
          expiryDate: courses.expiryDate,
          institutionId: courses.institutionId,
        })
        .from(courses)
        .where(
          sql`exists (select 1 from ${echoQuizzes} q
            where q.institution_id = ${courses.institutionId} and q.course_id = ${courses.id})`,
        )
        .orderBy(asc(courses.id));
    }

    it('gives every class with a library quizzes in every state, in both schools', async () => {
      const withQuizzes = await classes();
      expect(withQuizzes.map((c) => c.name).sort()).toEqual(
        [
          'Comets',
          'Dolphins',
          'Explorers',
          'Koalas',
          'Maple',
          'Rockets',
          'Storytellers',
          'Summer Readers',
          'Sunflowers',
        ].sort(),
      );
      expect(new Set(withQuizzes.map((c) => c.institutionId)).size).toBe(2);
      for (const course of withQuizzes) {
        const quizzes = await t.db.select().from(echoQuizzes).where(eq(echoQuizzes.courseId, course.id));
        const weekly = quizzes.filter((q) => q.kind === 'weekly');
        const published = weekly.filter((q) => q.state === 'published');
        expect(
          weekly.some((q) => q.state === 'unpublished' && q.publishedAt === null),
          course.name,
        ).toBe(true);
        expect(
          published.some((q) => q.closeDate! < today() && !q.auto),
          course.name,
        ).toBe(true);
        const auto = weekly.filter((q) => q.auto);
        expect(auto, course.name).toHaveLength(1);
        expect(auto[0]).toMatchObject({ state: 'published', createdBy: null });
        expect(auto[0]!.week).toBe(auto[0]!.openDate);
        expect(new Date(`${auto[0]!.week}T12:00:00`).getDay()).toBe(1);
        if (course.expiryDate >= today()) {
          // Open today: a student of the class can answer it now.
          expect(
            published.some((q) => q.openDate! <= today() && q.closeDate! >= today() && !q.auto),
            course.name,
          ).toBe(true);
          expect(auto[0]!.openDate! <= today() && auto[0]!.closeDate! >= today()).toBe(true);
        }
        const tasks = quizzes.filter((q) => q.kind === 'task');
        expect(tasks.map((q) => q.state).sort(), course.name).toEqual(['published', 'unpublished']);
        expect(new Set(tasks.map((q) => q.resourceId)).size).toBe(2);
        expect(quizzes.some((q) => q.extra)).toBe(true);
        const [settings] = await t.db.select().from(echoSettings).where(eq(echoSettings.courseId, course.id));
        expect(settings?.autoSince).not.toBeNull();
      }
    });

    it('asks sentences of the class’s books, and a word question in a draft', async () => {
      const result = await t.db.execute(sql`
        select x.text, x.word_count,
          exists (select 1 from resource_sentences s where s.resource_id = x.resource_id and s.text = x.text) as in_book,
          exists (select 1 from course_resource_flags f where f.institution_id = q.institution_id
            and f.course_id = q.course_id and f.resource_id = x.resource_id and f.open) as open
        from echo_questions x join echo_quizzes q on q.institution_id = x.institution_id and q.id = x.quiz_id`);
      const questions = rowsOf<{ text: string; word_count: number; in_book: boolean; open: boolean }>(result);
      expect(questions.length).toBeGreaterThan(100);
      expect(questions.every((q) => q.open)).toBe(true);
      const words = questions.filter((q) => q.word_count === 1);
      expect(words.length).toBeGreaterThan(0);
      expect(questions.filter((q) => q.word_count > 1).every((q) => q.in_book)).toBe(true);
    });

    it('has answers of several students in every class, scored by the engine, and one refused as silent', async () => {
      for (const course of await classes()) {
        const answers = await t.db
          .select()
          .from(echoAnswers)
          .innerJoin(
            echoQuizzes,
            and(eq(echoQuizzes.institutionId, echoAnswers.institutionId), eq(echoQuizzes.id, echoAnswers.quizId)),
          )
          .where(eq(echoQuizzes.courseId, course.id));
        const scored = answers.filter((a) => a.echo_answers.state === 'scored');
        expect(new Set(scored.map((a) => a.echo_answers.studentId)).size, course.name).toBeGreaterThanOrEqual(5);
        expect(answers.every((a) => a.echo_quizzes.state === 'published')).toBe(true);
        for (const { echo_answers: answer } of scored) {
          expect(answer.engineVersion).toMatch(/^speech-\d+\+[0-9a-f]{12}$/);
          expect(answer.overall).toBeGreaterThan(0);
          expect(answer.accuracy).not.toBeNull();
          expect(answer.fluency).not.toBeNull();
          expect(answer.wcpm).toBeGreaterThan(0);
          expect(answer.scoredAt!.getTime()).toBeGreaterThan(answer.submittedAt.getTime());
          for (const word of answer.words as unknown[]) spokenWord.parse(word);
        }
        const failed = answers.filter((a) => a.echo_answers.state === 'failed');
        expect(
          failed.map((a) => a.echo_answers.failure),
          course.name,
        ).toEqual(['speech.silent']);
        expect(failed[0]!.echo_answers.overall).toBeNull();
        // Each student has at most one current answer per question; some kept an earlier try.
        const current = answers.filter((a) => a.echo_answers.current);
        const keys = current.map((a) => `${a.echo_answers.questionId}:${a.echo_answers.studentId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
      const [history] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(echoAnswers)
        .where(eq(echoAnswers.current, false));
      expect(history!.n).toBeGreaterThan(0);
    });

    it('marks each answer as its recording was read: exact above a word left out, that word an omission', async () => {
      const answers = await t.db
        .select({
          path: echoAnswers.recordingPath,
          bytes: echoAnswers.recordingBytes,
          type: echoAnswers.recordingType,
          duration: echoAnswers.durationMs,
          state: echoAnswers.state,
          overall: echoAnswers.overall,
          fluency: echoAnswers.fluency,
          words: echoAnswers.words,
          inserted: echoAnswers.inserted,
          text: echoQuestions.text,
        })
        .from(echoAnswers)
        .innerJoin(
          echoQuestions,
          and(eq(echoQuestions.institutionId, echoAnswers.institutionId), eq(echoQuestions.id, echoAnswers.questionId)),
        );
      const seen = new Map<string, { overall: number; fluency: number }>();
      const readings = new Set<string>();
      for (const answer of answers) {
        const stored = await files.read(answer.path);
        expect(stored?.length, answer.path).toBe(answer.bytes);
        expect(answer.type).toBe('audio/ogg');
        expect(answer.duration).toBeGreaterThan(1000);
        const clip = clips.get(Buffer.from(stored!).toString('base64'));
        expect(clip, `${answer.path} holds a demo recording`).toBeDefined();
        readings.add(clip!.reading);
        if (clip!.reading === 'silent') {
          expect(answer.state).toBe('failed');
          continue;
        }
        const sentence = clip!.sentence!;
        expect(answer.text).toBe(sentence.text);
        const marks = (answer.words as { mark: string }[]).map((word) => word.mark);
        if (clip!.reading === 'exact')
          expect(
            marks.every((mark) => mark === 'correct'),
            sentence.text,
          ).toBe(true);
        if (clip!.reading === 'omission') {
          expect(marks[sentence.leftOut], sentence.text).toBe('omission');
          expect(marks.filter((mark) => mark !== 'correct')).toHaveLength(1);
        }
        if (clip!.reading === 'substitution') expect(marks[sentence.replaced[0]], sentence.text).not.toBe('correct');
        if (clip!.reading === 'half') {
          // Stopped halfway: the first half read, the rest left out.
          const said = halfOf(marks.length);
          expect(
            marks.slice(0, said).every((mark) => mark === 'correct'),
            sentence.text,
          ).toBe(true);
          expect(
            marks.slice(said).every((mark) => mark === 'omission'),
            sentence.text,
          ).toBe(true);
        }
        seen.set(`${sentence.book}#${sentence.position}:${clip!.reading}`, {
          overall: answer.overall!,
          fluency: answer.fluency!,
        });
      }
      expect([...readings].sort()).toEqual(['exact', 'half', 'hesitant', 'omission', 'silent', 'substitution']);
      let compared = 0;
      for (const sentence of echo.sentences) {
        const key = `${sentence.book}#${sentence.position}`;
        const exact = seen.get(`${key}:exact`);
        const omission = seen.get(`${key}:omission`);
        const hesitant = seen.get(`${key}:hesitant`);
        if (exact && omission) {
          expect(exact.overall, key).toBeGreaterThan(omission.overall);
          compared++;
        }
        if (exact && hesitant) expect(hesitant.fluency, key).toBeLessThan(exact.fluency);
        // One word left out costs more than hesitating (a restart and a long pause).
        if (omission && hesitant) expect(hesitant.overall, key).toBeGreaterThan(omission.overall);
      }
      expect(compared).toBeGreaterThanOrEqual(10);
    });

    it("shows the main class's falling reader on the dashboard for falling Echo Valley scores, the engine's scores unchanged", async () => {
      const headers = await signIn(t, 'teacher@demo.test', demo.password);
      const classList = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
      // The class the teacher sees first.
      const main = classList.json<{ active: CourseSummary[] }>().active[0]!;
      const roster = await activeSeats(t.db, [main.courseid]);
      expect(roster.length).toBeGreaterThanOrEqual(echo.fallingReader.minimumClass);
      const reader = roster[echo.fallingReader.place - 1]!.studentId;

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/${main.courseid}?window=last6`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const attention = dashboardResponse.parse(response.json()).attention;
      expect(attention.find((row) => row.stuid === reader)?.reasons).toContain('falling_echo');

      // Their latest three quizzes with a scored answer, oldest first: every question answered,
      // scored by the engine (no teacher's score), the readings worse each time.
      const result = await t.db.execute(sql`
        select q.id, coalesce(q.open_date, q.published_at::date) as day, avg(a.overall)::float8 as score,
          count(*)::int as answers, count(a.override_score)::int as overruled,
          (select count(*) from echo_questions x where x.institution_id = q.institution_id and x.quiz_id = q.id)::int as questions
        from echo_answers a join echo_quizzes q on q.institution_id = a.institution_id and q.id = a.quiz_id
        where a.student_id = ${reader} and q.course_id = ${main.courseid} and a.current and a.state = 'scored'
        group by q.id, q.institution_id order by day desc, q.id desc limit 3`);
      const latest = rowsOf<{ score: number; answers: number; overruled: number; questions: number }>(result).reverse();
      expect(latest).toHaveLength(3);
      for (const quiz of latest) {
        expect(quiz.answers).toBe(quiz.questions);
        expect(quiz.overruled).toBe(0);
      }
      const [first, second, last] = latest.map((quiz) => quiz.score);
      expect(first!).toBeGreaterThan(second!);
      expect(second!).toBeGreaterThan(last!);
      expect(first! - last!).toBeGreaterThanOrEqual(15);
      const overrides = await t.db
        .select({ n: count() })
        .from(echoAnswers)
        .where(and(eq(echoAnswers.studentId, reader), isNotNull(echoAnswers.overrideScore)));
      expect(overrides[0]!.n).toBe(0);
    });

    it('keeps the recordings playable from the file store, a range at a time', async () => {
      const [answer] = await t.db
        .select({ path: echoAnswers.recordingPath, bytes: echoAnswers.recordingBytes })
        .from(echoAnswers)
        .where(eq(echoAnswers.state, 'scored'))
        .limit(1);
      expect(answer!.path).toMatch(/^recordings\/\d+\/\d+\/[0-9a-f-]{36}\.ogg$/);
      const part = await files.get(answer!.path, { start: 0, end: 3 });
      expect(part?.size).toBe(answer!.bytes);
      const chunks: Buffer[] = [];
      for await (const chunk of part!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('latin1')).toBe('OggS');
    });

    it('shows a teacher a filled progress page whose answers play', async () => {
      const headers = await signIn(t, 'teacher@demo.test', demo.password);
      const classList = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
      const sunflowers = classList
        .json<{ active: CourseSummary[] }>()
        .active.find((c) => c.course_name === 'Sunflowers')!;
      const list = echoListResponse.parse(
        (await t.app.inject({ method: 'GET', url: `/api/echo/list/${sunflowers.courseid}`, headers })).json(),
      );
      expect(list.auto.enabled).toBe(true);
      expect(new Set(list.record.map((q) => q.state))).toEqual(new Set(['published', 'unpublished']));
      expect(list.record.some((q) => q.auto)).toBe(true);
      const closed = list.record.find((q) => q.kind === 'weekly' && q.close_date! < today() && !q.auto)!;
      expect(closed.submitted).toBeGreaterThan(5);
      expect(closed.average_score).toBeGreaterThan(50);

      const progress = echoProgressResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/echo/progress/${sunflowers.courseid}/${closed.echoid}`,
            headers,
          })
        ).json(),
      );
      expect(progress.questions).toHaveLength(3);
      const answered = progress.record.filter((student) => student.answers.length > 0);
      expect(answered.length).toBeGreaterThan(5);
      const answers = answered.flatMap((student) => student.answers);
      expect(answers.every((answer) => answer.state === 'scored' && answer.words.length > 0)).toBe(true);
      const marks = new Set(answers.flatMap((answer) => answer.words.map((word) => word.mark)));
      expect(marks).toEqual(new Set(['correct', 'omission', 'substitution']));

      const voice = await t.app.inject({ method: 'GET', url: `/api/echo/voice/${answers[0]!.answerid}`, headers });
      expect(voice.statusCode).toBe(200);
      expect(voice.headers['content-type']).toBe('audio/ogg');
      expect(voice.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
      const part = await t.app.inject({
        method: 'GET',
        url: `/api/echo/voice/${answers[0]!.answerid}`,
        headers: { ...headers, range: 'bytes=0-3' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.toString('latin1')).toBe('OggS');
      expect(part.headers['content-range']).toBe(`bytes 0-3/${voice.rawPayload.length}`);
    });

    it('credits each student who finished a published weekly quiz once, through the ledger', async () => {
      const done = await t.db.execute(sql`
        select a.quiz_id, a.student_id from echo_answers a
        join echo_quizzes q on q.institution_id = a.institution_id and q.id = a.quiz_id
        join (select institution_id, quiz_id, count(*) as questions from echo_questions
          group by institution_id, quiz_id) x on x.institution_id = a.institution_id and x.quiz_id = a.quiz_id
        where a.current and q.kind = 'weekly' and q.state = 'published'
        group by a.institution_id, a.quiz_id, a.student_id, x.questions
        having count(distinct a.question_id) = x.questions`);
      const ledger = await t.db
        .select()
        .from(rewardLedger)
        .where(and(eq(rewardLedger.reason, 'echo')));
      const finished = rowsOf<{ quiz_id: number; student_id: number }>(done);
      expect(finished.length).toBeGreaterThan(20);
      expect(ledger.map((row) => `${row.echoQuizId}:${row.studentId}`).sort()).toEqual(
        finished.map((row) => `${row.quiz_id}:${row.student_id}`).sort(),
      );
      expect(ledger.every((row) => row.exp === 20 && row.tickets === 1)).toBe(true);
      // Tasks earn nothing.
      const taskIds = (
        await t.db.select({ id: echoQuizzes.id }).from(echoQuizzes).where(eq(echoQuizzes.kind, 'task'))
      ).map((q) => q.id);
      expect(ledger.some((row) => taskIds.includes(row.echoQuizId!))).toBe(false);
      // The students' totals hold what the ledger credited, beside their assignment rewards.
      const mismatched = await t.db.execute(sql`
        select s.id from students s
        where s.exp < coalesce((select sum(l.exp) from reward_ledger l
          where l.institution_id = s.institution_id and l.student_id = s.id), 0)`);
      expect(rowsOf(mismatched)).toEqual([]);
    });

    it('keeps each school’s answers to its own students and quizzes', async () => {
      const crossed = await t.db.execute(sql`
        select a.id from echo_answers a
        left join echo_quizzes q on q.institution_id = a.institution_id and q.id = a.quiz_id
        left join students s on s.institution_id = a.institution_id and s.id = a.student_id
        left join courses c on c.institution_id = q.institution_id and c.id = q.course_id
        where q.id is null or s.id is null or c.id is null
          or not exists (select 1 from enrolments e where e.institution_id = a.institution_id
            and e.course_id = q.course_id and e.student_id = a.student_id)
          or a.recording_path not like 'recordings/' || a.institution_id || '/' || a.quiz_id || '/%'`);
      expect(rowsOf(crossed)).toEqual([]);
    });
  });
}
