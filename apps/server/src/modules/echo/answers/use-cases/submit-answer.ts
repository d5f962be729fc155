import { randomUUID } from 'node:crypto';
import { ECHO_LIMITS } from '@lms/shared';
import type { Db } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import { brokenUniqueConstraint } from '../../../../lib/unique-conflict.js';
import type { StudentPrincipal } from '../../../session/index.js';
import * as repository from '../answers.repository.js';
import { isOpenForAnswers } from '../answers.rules.js';
import { type AnswerDeps, enqueue, today } from '../answers-deps.js';
import { AUDIO_KINDS } from '../audio-sniff.js';
import { acceptedRecording, probedRecording, type UploadedRecording } from '../recording-upload.js';

/** Refuses a recording beyond the student's limits (recordings of the question per hour, bytes per day). */
async function refuseOverLimits(
  { ctx }: AnswerDeps,
  db: Db,
  answer: Pick<repository.NewAnswer, 'institutionId' | 'studentId' | 'questionId'>,
  bytes: number,
) {
  const recent = await repository.recentRecordings(db, answer, ctx.clock());
  if (
    recent.questionRecordings >= ECHO_LIMITS.recordingsPerQuestionHour ||
    recent.dayBytes + bytes > ECHO_LIMITS.recordingBytesPerDay
  ) {
    throw new AppError('speech.too_many_recordings');
  }
}

/**
 * Stores an answer as the student's current one, uploads of the same question one after the
 * other (the last stored is current), within the student's limits.
 */
async function storeAnswer(deps: AnswerDeps, student: StudentPrincipal, answer: repository.NewAnswer) {
  return deps.ctx.db.transaction(async (tx) => {
    await repository.lockStudentQuestion(tx, answer);
    await refuseOverLimits(deps, tx, answer, answer.recordingBytes);
    const id = await repository.insertCurrentAnswer(tx, answer);
    await repository.creditCompletedQuiz(
      tx,
      { institutionId: student.institutionId, studentId: student.studentId, quizId: answer.quizId },
      answer.submittedAt,
    );
    return id;
  });
}

/**
 * Takes a recording of a question: kept in the file store, stored as the student's current
 * answer (the one before stays, no longer current), the quiz's reward credited when it
 * completes a weekly quiz, and queued for scoring. A retry with the same key answers the
 * first upload's answer.
 */
export async function submitAnswer(
  deps: AnswerDeps,
  student: StudentPrincipal,
  target: { quizId: number; questionId: number },
  upload: UploadedRecording,
  key: string | null,
) {
  const { ctx } = deps;
  if (key !== null) {
    const earlier = await repository.findAnswerByKey(ctx.db, student.institutionId, student.studentId, key);
    if (earlier) return { answerid: earlier.id, state: earlier.state };
  }
  const question = await repository.findQuestionForStudent(ctx.db, {
    institutionId: student.institutionId,
    studentId: student.studentId,
    ...target,
  });
  if (!question) throw new AppError('common.not_found');
  if (!isOpenForAnswers(question, today(deps))) throw new AppError('quiz.closed');
  const { audio, kind } = acceptedRecording(upload);
  const owner = { institutionId: student.institutionId, studentId: student.studentId, questionId: question.questionId };
  // Cheap refusals first: a script past its limits costs no decoding.
  await refuseOverLimits(deps, ctx.db, owner, audio.length);
  // Probed as scoring will read it: a recording that could never be scored is refused and not kept.
  const { durationMs } = await probedRecording(audio);

  const { contentType, extension } = AUDIO_KINDS[kind];
  const path = `recordings/${student.institutionId}/${question.quizId}/${randomUUID()}.${extension}`;
  await ctx.files.put(path, audio, contentType);
  let answerId: number;
  try {
    answerId = await storeAnswer(deps, student, {
      institutionId: student.institutionId,
      quizId: question.quizId,
      questionId: question.questionId,
      studentId: student.studentId,
      requestKey: key,
      recordingPath: path,
      recordingBytes: audio.length,
      recordingType: contentType,
      durationMs,
      submittedAt: ctx.clock(),
    });
  } catch (error) {
    await ctx.files.remove(path).catch(() => undefined);
    // The same key's first upload was stored meanwhile: answer it.
    if (key !== null && brokenUniqueConstraint(error) === 'echo_answers_key_idx') {
      const earlier = await repository.findAnswerByKey(ctx.db, student.institutionId, student.studentId, key);
      if (earlier) return { answerid: earlier.id, state: earlier.state };
    }
    throw error;
  }
  await enqueue(deps, [{ id: answerId, institutionId: student.institutionId }]);
  return { answerid: answerId, state: 'queued' as const };
}
