import type { EchoKind, EchoState, EchoSummary } from '@lms/shared';

export type StateFilter = 'all' | EchoState;
export type KindFilter = 'all' | EchoKind;

/** The quizzes in a state and of a kind whose name holds the search (any case). */
export function filterQuizzes(quizzes: EchoSummary[], state: StateFilter, kind: KindFilter, search: string) {
  const term = search.trim().toLocaleLowerCase();
  return quizzes.filter(
    (quiz) =>
      (state === 'all' || quiz.state === state) &&
      (kind === 'all' || quiz.kind === kind) &&
      (term === '' || quiz.name.toLocaleLowerCase().includes(term)),
  );
}
