import { ECHO_LIMITS, type EchoDetailResponse, type EchoKind, type EchoQuizBody, questionWords } from '@lms/shared';

/** One question as the teacher edits it; `key` keeps a row's identity while questions move. */
export interface DraftQuestion {
  key: string;
  text: string;
  /** The material the sentence was taken from; null for the teacher's own words. */
  resourceid: number | null;
}

/** A quiz on the editor's screen. Dates are calendar dates as they travel (YYYY-MM-DD). */
export interface EchoDraft {
  kind: EchoKind;
  name: string;
  /** A speaking task's material. */
  resourceid: number | null;
  openDate: string | null;
  closeDate: string | null;
  extra: boolean;
  questions: DraftQuestion[];
}

export type DraftProblem =
  | 'nameRequired'
  | 'datesRequired'
  | 'closeBeforeOpen'
  | 'closePast'
  | 'noQuestions'
  | 'tooManyQuestions'
  | 'questionInvalid';

export type QuestionProblem = 'empty' | 'tooManyWords' | 'tooLong';

let nextKey = 0;
/** A fresh row key, unique within the page. */
export const questionKey = () => `q${++nextKey}`;

export function newDraft(kind: EchoKind, resourceid: number | null = null, name = ''): EchoDraft {
  return { kind, name, resourceid, openDate: null, closeDate: null, extra: false, questions: [] };
}

/** The saved quiz, as the editor starts from it. */
export function draftOf({ quiz, questions }: Pick<EchoDetailResponse, 'quiz' | 'questions'>): EchoDraft {
  return {
    kind: quiz.kind,
    name: quiz.name,
    resourceid: quiz.resourceid,
    openDate: quiz.open_date,
    closeDate: quiz.close_date,
    extra: quiz.extra,
    questions: questions.map((question) => ({
      key: questionKey(),
      text: question.text,
      resourceid: question.resourceid,
    })),
  };
}

/** What is wrong with one question's wording, as the server would also say. */
export function questionProblem(text: string): QuestionProblem | null {
  const count = questionWords(text).length;
  if (count < ECHO_LIMITS.wordsMin) return 'empty';
  if (count > ECHO_LIMITS.wordsMax) return 'tooManyWords';
  if (text.trim().length > ECHO_LIMITS.questionTextMax) return 'tooLong';
  return null;
}

/** Everything that keeps the draft from being saved; `today` is the local calendar date (YYYY-MM-DD). */
export function problemsOf(draft: EchoDraft, today: string): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.name.trim() === '') problems.push('nameRequired');
  if (draft.kind === 'weekly') {
    if (!draft.openDate || !draft.closeDate) problems.push('datesRequired');
    else if (draft.closeDate < draft.openDate) problems.push('closeBeforeOpen');
    else if (draft.closeDate < today) problems.push('closePast');
  }
  if (draft.questions.length < ECHO_LIMITS.questionsMin) problems.push('noQuestions');
  if (draft.questions.length > ECHO_LIMITS.questionsMax) problems.push('tooManyQuestions');
  if (draft.questions.some((question) => questionProblem(question.text) !== null)) problems.push('questionInvalid');
  return problems;
}

/** The create and edit body (the contract's `echoQuizBody`), questions in order. */
export function bodyOf(draft: EchoDraft): EchoQuizBody {
  const weekly = draft.kind === 'weekly';
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    ...(draft.kind === 'task' && draft.resourceid !== null ? { resourceid: draft.resourceid } : {}),
    ...(weekly
      ? { open_date: draft.openDate ?? undefined, close_date: draft.closeDate ?? undefined, extra: draft.extra }
      : {}),
    questions: draft.questions.map((question) => ({ text: question.text.trim(), resourceid: question.resourceid })),
  };
}

/** Whether two drafts would save the same quiz (row keys aside). */
export function sameDraft(a: EchoDraft, b: EchoDraft): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

/** Whether a question with this wording from this material is already in the quiz. */
export function hasQuestion(draft: EchoDraft, text: string, resourceid: number | null): boolean {
  const wanted = text.trim();
  return draft.questions.some((question) => question.resourceid === resourceid && question.text.trim() === wanted);
}

/** Adds questions at the end, as far as the limit allows; answers the draft and how many were left out. */
export function withQuestions(
  draft: EchoDraft,
  added: Omit<DraftQuestion, 'key'>[],
): { draft: EchoDraft; leftOut: number } {
  const room = Math.max(0, ECHO_LIMITS.questionsMax - draft.questions.length);
  const taken = added.slice(0, room).map((question) => ({ ...question, key: questionKey() }));
  return { draft: { ...draft, questions: [...draft.questions, ...taken] }, leftOut: added.length - taken.length };
}
