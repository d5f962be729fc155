import {
  LEVEL_CHOICE_KEYS,
  type LearnerLevelTest,
  type LevelChange,
  type LevelChoiceKey,
  type LevelItemAnswer,
  type LevelTestSummary,
} from '@lms/shared';
import type { LevelForm } from './content/forms.js';
import type { LevelAnswerRow, LevelTestRow } from './level.repository.js';
import type { levelChanges } from './level.tables.js';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** A test as the student takes it: the form's passages, questions and sentences, never the right choices. */
export function toLearnerTest(test: LevelTestRow, form: LevelForm, answers: LevelAnswerRow[]): LearnerLevelTest {
  return {
    testid: test.id,
    kind: test.kind,
    form: test.form,
    state: test.state,
    passages: form.passages.map(({ passage, questions }) => ({
      sentences: passage.sentences,
      questions: questions.map((q) => ({
        item: q.key,
        prompt: q.prompt,
        choices: q.choices.map((text, i) => ({ key: LEVEL_CHOICE_KEYS[i]!, text })),
      })),
    })),
    orals: form.orals.map((oral) => ({ item: oral.key, text: oral.text })),
    answered: answers.map((answer) => answer.itemKey),
  };
}

export function toTestSummary(test: LevelTestRow): LevelTestSummary {
  return {
    testid: test.id,
    kind: test.kind,
    form: test.form,
    state: test.state,
    created_at: test.createdAt.toISOString(),
    finished_at: iso(test.finishedAt),
    score: test.score,
    computed_level: test.computedLevel,
    accepted_level: test.acceptedLevel,
    adjusted_at: iso(test.adjustedAt),
  };
}

export function toLevelChange(change: typeof levelChanges.$inferSelect): LevelChange {
  return {
    at: change.createdAt.toISOString(),
    from_level: change.fromLevel,
    to_level: change.toLevel,
    source: change.source,
    testid: change.testId,
  };
}

/** Every item of the form with the student's answer and, for the teacher, the right choice or the reading's marks. */
export function toItemAnswers(form: LevelForm, answers: LevelAnswerRow[]): LevelItemAnswer[] {
  const byItem = new Map(answers.map((answer) => [answer.itemKey, answer]));
  return form.items.map((item) => {
    const answer = byItem.get(item.key);
    const common = {
      item: item.key,
      level: item.level,
      correct: answer?.correct ?? null,
      score: answer?.score ?? null,
    };
    if (item.kind === 'oral') {
      return {
        ...common,
        kind: 'oral',
        text: item.text,
        passage: null,
        choices: [],
        choice: null,
        marks: answer?.marks ?? null,
      };
    }
    return {
      ...common,
      marks: null,
      kind: 'question',
      text: item.prompt,
      passage: item.passage.sentences,
      choices: item.choices.map((text, i) => ({ key: LEVEL_CHOICE_KEYS[i]!, text, right: i === item.right })),
      choice: (answer?.choice as LevelChoiceKey | null | undefined) ?? null,
    };
  });
}
