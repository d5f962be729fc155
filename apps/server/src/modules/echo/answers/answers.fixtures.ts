import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questionWords } from '@lms/shared';
import type { Db } from '../../../db/client.js';
import { echoAnswers, echoQuestions, echoQuizzes } from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import type { FileStore } from '../../../lib/file-store/file-store.js';
import { upload } from '../../roster/roster-test-files.js';
import { FIXTURE_QUESTION } from './fixtures/readings.js';

/** A committed recording of the fixtures folder. */
export function recording(name: string): Buffer {
  return readFileSync(join(import.meta.dirname, 'fixtures', name));
}

/** A multipart body with the recording as `audio` and the given fields, as the learner app sends it. */
export function audioUpload(data: Buffer, fields: Record<string, string> = {}, filename = 'answer.ogg') {
  const { payload, headers } = upload({ filename, data }, fields);
  // The helper names its file part `file`; the answer routes read `audio`.
  const renamed = Buffer.from(payload.toString('latin1').replace('name="file"', 'name="audio"'), 'latin1');
  return { payload: renamed, headers };
}

export interface QuizPlan {
  institutionId: number;
  courseId: number;
  createdBy?: number;
  kind?: 'weekly' | 'task';
  state?: 'unpublished' | 'published';
  /** Days from today of a weekly quiz's open and close dates. */
  opensIn?: number;
  closesIn?: number;
  resourceId?: number;
  questions?: string[];
  name?: string;
}

/** A quiz of a class with its questions, published and open this week unless told. */
export async function createQuiz(db: Db, today: Date, plan: QuizPlan) {
  const kind = plan.kind ?? 'weekly';
  const state = plan.state ?? 'published';
  const [quiz] = await db
    .insert(echoQuizzes)
    .values({
      institutionId: plan.institutionId,
      courseId: plan.courseId,
      kind,
      name: plan.name ?? 'Echo week',
      resourceId: kind === 'task' ? plan.resourceId : null,
      openDate: kind === 'weekly' ? calendarDate(addDays(today, plan.opensIn ?? -1)) : null,
      closeDate: kind === 'weekly' ? calendarDate(addDays(today, plan.closesIn ?? 5)) : null,
      state,
      publishedAt: state === 'published' ? today : null,
      createdBy: plan.createdBy ?? null,
    })
    .returning();
  const texts = plan.questions ?? [FIXTURE_QUESTION, 'Birds'];
  const questions = await db
    .insert(echoQuestions)
    .values(
      texts.map((text, position) => ({
        quizId: quiz!.id,
        institutionId: plan.institutionId,
        position,
        text,
        wordCount: questionWords(text).length,
      })),
    )
    .returning();
  return { quiz: quiz!, questions: questions.sort((a, b) => a.position - b.position) };
}

/**
 * The access matrix's Echo Valley objects of a school: a published weekly quiz of the class open
 * this week with one question, and the student's answer to it, its recording in the file store.
 */
export async function matrixEcho(
  db: Db,
  files: FileStore,
  plan: { institutionId: number; courseId: number; studentId: number; teacherId: number; today: Date; name: string },
) {
  const { quiz, questions } = await createQuiz(db, plan.today, {
    institutionId: plan.institutionId,
    courseId: plan.courseId,
    createdBy: plan.teacherId,
    name: plan.name,
    questions: [FIXTURE_QUESTION],
  });
  const bytes = recording('exact.ogg');
  const path = `recordings/${plan.institutionId}/${quiz.id}/${randomUUID()}.ogg`;
  await files.put(path, bytes, 'audio/ogg');
  const [answer] = await db
    .insert(echoAnswers)
    .values({
      institutionId: plan.institutionId,
      quizId: quiz.id,
      questionId: questions[0]!.id,
      studentId: plan.studentId,
      recordingPath: path,
      recordingBytes: bytes.length,
      recordingType: 'audio/ogg',
    })
    .returning({ id: echoAnswers.id });
  return { quizId: quiz.id, questionId: questions[0]!.id, answerId: answer!.id };
}
