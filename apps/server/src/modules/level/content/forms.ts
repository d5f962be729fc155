import { BOOK_LEVELS, type BookLevel, type LevelTestKind } from '@lms/shared';
import { CHECK_ORALS, CHECK_PASSAGES } from './checks.js';
import { PLACEMENT_ORALS, PLACEMENT_PASSAGES } from './placement.js';
import type { LevelPassage, LevelQuestion, OralItem } from './types.js';

/** A question of a form, under its key (the passage's level and the question's number: "C1"). */
export interface QuestionItem extends LevelQuestion {
  key: string;
  kind: 'question';
  level: BookLevel;
  passage: LevelPassage;
}

/** A sentence to read of a form, under its key ("read-G"). */
export interface OralFormItem extends OralItem {
  key: string;
  kind: 'oral';
}

export type FormItem = QuestionItem | OralFormItem;

/** The content of one test: its passages with their questions, then its sentences to read. */
export interface LevelForm {
  id: string;
  kind: LevelTestKind;
  passages: { passage: LevelPassage; questions: QuestionItem[] }[];
  orals: OralFormItem[];
  /** Every item, questions first, in the order asked. */
  items: FormItem[];
}

/** The content's version: a change of any passage, question or sentence takes a new one, so old tests keep theirs. */
const VERSION = 1;

export const PLACEMENT_FORM = `placement-${VERSION}`;

/** The check of a student at `level`: the passages one below, at and one above it. */
export const checkFormId = (level: BookLevel) => `check-${VERSION}-${level}`;

/** The levels a check around `level` asks about (one fewer at either end of A–L). */
export function checkLevels(level: BookLevel): BookLevel[] {
  const at = BOOK_LEVELS.indexOf(level);
  return BOOK_LEVELS.slice(Math.max(at - 1, 0), at + 2);
}

function form(id: string, kind: LevelTestKind, passages: LevelPassage[], orals: OralItem[]): LevelForm {
  const asked = passages.map((passage) => ({
    passage,
    questions: passage.questions.map(
      (q, i): QuestionItem => ({
        ...q,
        key: `${passage.level}${i + 1}`,
        kind: 'question',
        level: passage.level,
        passage,
      }),
    ),
  }));
  const read = orals.map((oral): OralFormItem => ({ ...oral, key: `read-${oral.level}`, kind: 'oral' }));
  return { id, kind, passages: asked, orals: read, items: [...asked.flatMap((p) => p.questions), ...read] };
}

const FORMS = new Map<string, LevelForm>([
  [PLACEMENT_FORM, form(PLACEMENT_FORM, 'placement', PLACEMENT_PASSAGES, PLACEMENT_ORALS)],
  ...BOOK_LEVELS.map((level): [string, LevelForm] => {
    const levels = checkLevels(level);
    const passages = CHECK_PASSAGES.filter((passage) => levels.includes(passage.level));
    return [checkFormId(level), form(checkFormId(level), 'check', passages, [CHECK_ORALS[level]])];
  }),
]);

/** Every form, for the content's tests. */
export const ALL_FORMS = [...FORMS.values()];

/** The form a test was given; a test's form id always names one. */
export function levelForm(id: string): LevelForm {
  const found = FORMS.get(id);
  if (!found) throw new Error(`unknown level test form ${id}`);
  return found;
}
