import type { SpokenScores } from '@lms/shared';
import { AppError } from '../../../../lib/app-error.js';
import type { StudentPrincipal } from '../../../session/index.js';
import * as repository from '../answers.repository.js';
import { type AnswerDeps, today } from '../answers-deps.js';

/** The student's open quizzes, as the list's JSON text. */
export async function learnerQuizzes(deps: AnswerDeps, student: StudentPrincipal): Promise<string> {
  const { db } = deps.ctx;
  const record = await repository.learnerQuizzesJson(db, student.institutionId, student.studentId, today(deps));
  return `{"status":"success","record":${record}}`;
}

/** One of the student's own answers with its scores and the teacher's score. */
export async function answerResult({ ctx }: AnswerDeps, student: StudentPrincipal, answerId: number) {
  const row = await repository.findStudentAnswer(ctx.db, student.institutionId, student.studentId, answerId);
  if (!row) throw new AppError('common.not_found');
  return {
    state: row.state,
    overall: row.overall,
    accuracy: row.accuracy,
    completeness: row.completeness,
    fluency: row.fluency,
    wcpm: row.wcpm,
    words: (row.words ?? []) as SpokenScores['words'],
    inserted: (row.inserted ?? []) as SpokenScores['inserted'],
    override: row.override,
  };
}
