import type { EchoAnswer, EchoProgressResponse } from '@lms/shared';
import { studentNameOrder, wholeScore } from '@lms/shared';

export type StudentRow = EchoProgressResponse['record'][number];

export const PROGRESS_FILTERS = [
  'all',
  'submitted',
  'in_progress',
  'not_submitted',
  'needs_review',
  'teacher_scored',
] as const;
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number];

export const PROGRESS_SORTS = ['name', 'score_desc', 'score_asc', 'latest'] as const;
export type ProgressSort = (typeof PROGRESS_SORTS)[number];

/** The score a student and the class see for an answer: the teacher's where given, else the automatic one. */
export function shownScore(answer: EchoAnswer): number | null {
  return answer.override ?? (answer.state === 'scored' ? answer.overall : null);
}

/** An answer the engine could not score and no teacher has scored yet. */
export function needsReview(answer: EchoAnswer): boolean {
  return answer.state === 'failed' && answer.override === null;
}

/** The student's latest answer time (ISO), or null before any answer. */
export function lastSubmission(student: StudentRow): string | null {
  let latest: string | null = null;
  for (const answer of student.answers) {
    if (latest === null || Date.parse(answer.submitted_at) > Date.parse(latest)) latest = answer.submitted_at;
  }
  return latest;
}

function matches(student: StudentRow, filter: ProgressFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'submitted':
    case 'in_progress':
    case 'not_submitted':
      return student.state === filter;
    case 'needs_review':
      return student.answers.some(needsReview);
    case 'teacher_scored':
      return student.answers.some((answer) => answer.override !== null);
  }
}

/** Missing values go last whichever way the list is sorted. */
function compareMissingLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/** The students shown: those matching the filter and the name searched for, in the chosen order (names in the app's order break ties). */
export function visibleStudents(
  record: readonly StudentRow[],
  { filter, sort, search, language }: { filter: ProgressFilter; sort: ProgressSort; search: string; language: string },
): StudentRow[] {
  const byName = studentNameOrder(language);
  const needle = search.trim().toLocaleLowerCase(language);
  const chosen = record.filter(
    (student) => matches(student, filter) && (!needle || student.username.toLocaleLowerCase(language).includes(needle)),
  );
  const latest = (student: StudentRow) => {
    const moment = lastSubmission(student);
    return moment === null ? null : Date.parse(moment);
  };
  return chosen.sort((a, b) => {
    const first =
      sort === 'score_desc'
        ? compareMissingLast(a.score, b.score, -1)
        : sort === 'score_asc'
          ? compareMissingLast(a.score, b.score, 1)
          : sort === 'latest'
            ? compareMissingLast(latest(a), latest(b), -1)
            : 0;
    return first || byName(a, b);
  });
}

/** A score as shown: whole numbers, or a dash when there is none. */
export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? '–' : String(wholeScore(score));
}
