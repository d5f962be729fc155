import type { EchoQuestionWarning, EchoSummary } from '@lms/shared';
import type { QuizSummaryRow } from './echo-authoring.repository.js';

export function toEchoSummary(row: QuizSummaryRow): EchoSummary {
  return {
    echoid: row.id,
    kind: row.kind,
    name: row.name,
    resourceid: row.resource_id,
    resource_name: row.resource_name,
    created: row.created,
    author: row.author,
    questions: row.questions,
    sentence_questions: row.questions - row.word_questions,
    word_questions: row.word_questions,
    open_date: row.open_date,
    close_date: row.close_date,
    extra: row.extra,
    state: row.state,
    published_at: row.published_at,
    auto: row.auto,
    assigned: row.assigned,
    submitted: row.submitted,
    average_score: row.average_score,
  };
}

/** The engine's warnings as the contract words them. */
export function toQuestionWarnings(
  warnings: { index: number; word: string; warnings: EchoQuestionWarning['reasons'] }[],
): EchoQuestionWarning[] {
  return warnings.map((warning) => ({ index: warning.index, word: warning.word, reasons: warning.warnings }));
}
