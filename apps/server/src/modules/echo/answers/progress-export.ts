import { type EchoProgressResponse, type Language, sortByStudentName, wholeScore } from '@lms/shared';
import type { Sheet } from '../../../lib/spreadsheet/spreadsheet.js';
import { ECHO_EXPORT_TEXTS } from './progress-export-texts.js';

type Answer = EchoProgressResponse['record'][number]['answers'][number];

/** A score as the progress page shows it; blank when there is none. */
const scoreCell = (score: number | null | undefined) => (score == null ? '' : String(wholeScore(score)));

/** A question's text in a column header, shortened past 40 characters. */
const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * The progress page as one sheet, students in the language's order of names: where they stand, the
 * quiz score, then per question in order the automatic score and the teacher's score.
 */
export function echoProgressSheet(
  progress: Pick<EchoProgressResponse, 'questions' | 'record'>,
  language: Language,
): Sheet {
  const texts = ECHO_EXPORT_TEXTS[language];
  const automatic = (answer: Answer | undefined) => {
    if (!answer) return '';
    if (answer.state !== 'scored') return texts.state[answer.state];
    return answer.overall === null ? texts.nothingHeard : scoreCell(answer.overall);
  };
  return {
    name: texts.sheet,
    header: [
      texts.columns.student,
      texts.columns.submission,
      texts.columns.score,
      ...progress.questions.flatMap((question, i) => [
        texts.automatic(i + 1, shortText(question.text)),
        texts.teacher(i + 1, shortText(question.text)),
      ]),
    ],
    rows: sortByStudentName(progress.record, language).map((student) => {
      const byQuestion = new Map(student.answers.map((answer) => [answer.qid, answer]));
      return [
        student.username,
        texts.submission[student.state],
        scoreCell(student.score),
        ...progress.questions.flatMap((question) => {
          const answer = byQuestion.get(question.qid);
          return [automatic(answer), scoreCell(answer?.override)];
        }),
      ];
    }),
  };
}
