import {
  ECHO_LIMITS,
  type EchoKind,
  type EchoQuestionWarning,
  type EchoState,
  type ErrorCode,
  questionWords,
} from '@lms/shared';

// The rules of Echo Valley quizzes, as small named functions the services ask. Which class a
// caller may see or change is the course service's guard; these rules are about the quiz itself.

/** What a teacher does with a quiz once it exists. */
export type QuizAction = 'edit' | 'publish' | 'delete';

/** Rule: a question's words as counted (1: a word question, more: a sentence question). */
export function wordCount(text: string): number {
  return questionWords(text).length;
}

/**
 * Rule: a quiz changes only while it is an unpublished draft. While the weekly job builds it,
 * nothing may touch it; once published, its questions and dates stay and it cannot be deleted
 * (nor published again).
 */
export function quizActionRefusal(state: EchoState, action: QuizAction): ErrorCode | undefined {
  if (state === 'generating') return 'quiz.generating';
  if (state === 'published') return action === 'delete' ? 'quiz.published_cannot_delete' : 'quiz.published_locked';
  return undefined;
}

/** What the shape rule looks at of a quiz as saved. */
export interface QuizShape {
  kind: EchoKind;
  resourceId?: number | undefined;
  openDate?: string | undefined;
  closeDate?: string | undefined;
}

/**
 * Rule: a speaking task names its material and has no dates; a weekly quiz names no material
 * and has both dates, the close date on or after the open date and not before today.
 * A missing or misplaced field is a validation error; dates that cannot hold are quiz.dates_invalid.
 */
export function quizShapeRefusal(quiz: QuizShape, today: string): ErrorCode | undefined {
  if (quiz.kind === 'task') {
    if (quiz.resourceId === undefined) return 'common.validation';
    if (quiz.openDate !== undefined || quiz.closeDate !== undefined) return 'common.validation';
    return undefined;
  }
  if (quiz.resourceId !== undefined) return 'common.validation';
  if (quiz.openDate === undefined || quiz.closeDate === undefined) return 'quiz.dates_invalid';
  if (quiz.closeDate < quiz.openDate || quiz.closeDate < today) return 'quiz.dates_invalid';
  return undefined;
}

/** Rule: a quiz keeps its kind; a weekly quiz cannot become a speaking task or the other way round. */
export function kindChangeRefusal(current: EchoKind, wanted: EchoKind): ErrorCode | undefined {
  return current === wanted ? undefined : 'common.validation';
}

/**
 * Rule: the words the engine cannot score well are those it does not know (their sounds are
 * guessed from the spelling). Words that sound alike are hints, not faults.
 */
export function unscoreableWords(warnings: EchoQuestionWarning[]): string[] {
  const words = warnings.filter((warning) => warning.reasons.includes('not_in_dictionary')).map((w) => w.word);
  return [...new Set(words)];
}

// ── The weekly job's choice of sentences ──

/** How many questions an auto-assigned oral quiz has at most. */
export const AUTO_QUESTIONS = 10;
/** Sentences of this many words make the best questions: long enough to score, short enough to read in one go. */
export const PREFERRED_WORDS = { min: 3, max: 12 } as const;

/** Rule: a sentence of 3 to 12 words is preferred for an auto-assigned oral quiz. */
export function isPreferredSentence(text: string): boolean {
  const count = wordCount(text);
  return count >= PREFERRED_WORDS.min && count <= PREFERRED_WORDS.max;
}

/** Rule: a sentence may be a question at all when it has 1 to 25 words and fits a question's length. */
export function canBeQuestion(text: string): boolean {
  const count = wordCount(text);
  return (
    count >= ECHO_LIMITS.wordsMin && count <= ECHO_LIMITS.wordsMax && text.trim().length <= ECHO_LIMITS.questionTextMax
  );
}

export interface SourceMaterial {
  resourceId: number;
  /** In reading order. */
  sentences: { position: number; text: string }[];
}

export interface ChosenSentence {
  resourceId: number;
  position: number;
  text: string;
}

/** `count` of `items`, spread evenly from first to last, in their order. */
function spread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  if (count <= 0) return [];
  if (count === 1) return [items[0]!];
  const step = (items.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => items[Math.round(i * step)]!);
}

/**
 * Rule: the questions of an auto-assigned oral quiz. Up to `max` sentences, spread over the
 * materials (each in turn gets one more while any has sentences left, preferred ones first),
 * spread within each material, no text twice, then in reading order: material by material as
 * given, sentence by sentence as read.
 */
export function chooseSentences(materials: SourceMaterial[], max = AUTO_QUESTIONS): ChosenSentence[] {
  const seen = new Set<string>();
  const pools = materials.map((material) => {
    const usable = material.sentences.filter((sentence) => {
      const key = sentence.text.trim().toLowerCase();
      if (!canBeQuestion(sentence.text) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      resourceId: material.resourceId,
      preferred: usable.filter((sentence) => isPreferredSentence(sentence.text)),
      others: usable.filter((sentence) => !isPreferredSentence(sentence.text)),
    };
  });
  const quota = pools.map(() => ({ preferred: 0, others: 0 }));
  let left = max;
  for (const kind of ['preferred', 'others'] as const) {
    let added = true;
    while (left > 0 && added) {
      added = false;
      pools.forEach((pool, i) => {
        if (left > 0 && quota[i]![kind] < pool[kind].length) {
          quota[i]![kind]++;
          left--;
          added = true;
        }
      });
    }
  }
  return pools.flatMap((pool, i) =>
    [...spread(pool.preferred, quota[i]!.preferred), ...spread(pool.others, quota[i]!.others)]
      .sort((a, b) => a.position - b.position)
      .map((sentence) => ({ resourceId: pool.resourceId, position: sentence.position, text: sentence.text.trim() })),
  );
}
