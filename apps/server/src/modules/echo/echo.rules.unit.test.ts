import { describe, expect, it } from 'vitest';
import {
  AUTO_QUESTIONS,
  canBeQuestion,
  chooseSentences,
  isPreferredSentence,
  kindChangeRefusal,
  quizActionRefusal,
  quizShapeRefusal,
  type SourceMaterial,
  unscoreableWords,
  wordCount,
} from './echo.rules.js';

const TODAY = '2026-11-25';

/** A material whose sentences have the given numbers of words, in reading order. */
function material(resourceId: number, wordCounts: number[]): SourceMaterial {
  return {
    resourceId,
    sentences: wordCounts.map((count, i) => ({
      position: i + 1,
      text: Array.from({ length: count }, (_, w) => `r${resourceId}s${i + 1}w${w + 1}`).join(' '),
    })),
  };
}

describe('Echo Valley rules', () => {
  it('wordCount: words are runs of non-space characters; one word makes a word question', () => {
    expect(wordCount('Apple')).toBe(1);
    expect(wordCount('  The cat   sat down. ')).toBe(4);
    expect(wordCount("Don't stop — run!")).toBe(4);
  });

  it('quizActionRefusal: only an unpublished quiz may be edited, published or deleted', () => {
    for (const action of ['edit', 'publish', 'delete'] as const) {
      expect(quizActionRefusal('unpublished', action)).toBeUndefined();
      expect(quizActionRefusal('generating', action)).toBe('quiz.generating');
    }
    expect(quizActionRefusal('published', 'edit')).toBe('quiz.published_locked');
    expect(quizActionRefusal('published', 'publish')).toBe('quiz.published_locked');
    expect(quizActionRefusal('published', 'delete')).toBe('quiz.published_cannot_delete');
  });

  it('quizShapeRefusal: a speaking task names its material and has no dates', () => {
    expect(quizShapeRefusal({ kind: 'task', resourceId: 4 }, TODAY)).toBeUndefined();
    expect(quizShapeRefusal({ kind: 'task' }, TODAY)).toBe('common.validation');
    expect(quizShapeRefusal({ kind: 'task', resourceId: 4, openDate: TODAY }, TODAY)).toBe('common.validation');
    expect(quizShapeRefusal({ kind: 'task', resourceId: 4, closeDate: TODAY }, TODAY)).toBe('common.validation');
  });

  it('quizShapeRefusal: a weekly quiz has both dates, closing on or after opening and not before today', () => {
    const week = { kind: 'weekly', openDate: '2026-11-23', closeDate: '2026-11-29' } as const;
    expect(quizShapeRefusal(week, TODAY)).toBeUndefined();
    // Opening in the past is fine while it still closes today or later.
    expect(quizShapeRefusal({ ...week, closeDate: TODAY }, TODAY)).toBeUndefined();
    expect(quizShapeRefusal({ ...week, openDate: TODAY, closeDate: TODAY }, TODAY)).toBeUndefined();
    expect(quizShapeRefusal({ ...week, closeDate: '2026-11-24' }, TODAY)).toBe('quiz.dates_invalid');
    expect(quizShapeRefusal({ ...week, openDate: '2026-11-30' }, TODAY)).toBe('quiz.dates_invalid');
    expect(quizShapeRefusal({ kind: 'weekly', openDate: TODAY }, TODAY)).toBe('quiz.dates_invalid');
    expect(quizShapeRefusal({ kind: 'weekly', closeDate: TODAY }, TODAY)).toBe('quiz.dates_invalid');
    expect(quizShapeRefusal({ ...week, resourceId: 4 }, TODAY)).toBe('common.validation');
  });

  it('kindChangeRefusal: a quiz keeps its kind', () => {
    expect(kindChangeRefusal('weekly', 'weekly')).toBeUndefined();
    expect(kindChangeRefusal('task', 'task')).toBeUndefined();
    expect(kindChangeRefusal('weekly', 'task')).toBe('common.validation');
    expect(kindChangeRefusal('task', 'weekly')).toBe('common.validation');
  });

  it('unscoreableWords: the words the dictionary lacks, once each; alike words are only hints', () => {
    expect(
      unscoreableWords([
        { index: 0, word: 'Zorblax', reasons: ['not_in_dictionary'] },
        { index: 1, word: 'to', reasons: ['sounds_like_another'] },
        { index: 3, word: 'Zorblax', reasons: ['not_in_dictionary', 'sounds_like_another'] },
      ]),
    ).toEqual(['Zorblax']);
    expect(unscoreableWords([])).toEqual([]);
  });

  it('isPreferredSentence: 3 to 12 words', () => {
    expect(isPreferredSentence('Two words')).toBe(false);
    expect(isPreferredSentence('The cat sat.')).toBe(true);
    expect(isPreferredSentence(Array(12).fill('w').join(' '))).toBe(true);
    expect(isPreferredSentence(Array(13).fill('w').join(' '))).toBe(false);
  });

  it('canBeQuestion: 1 to 25 words', () => {
    expect(canBeQuestion('Hello')).toBe(true);
    expect(canBeQuestion(Array(25).fill('w').join(' '))).toBe(true);
    expect(canBeQuestion(Array(26).fill('w').join(' '))).toBe(false);
    expect(canBeQuestion('   ')).toBe(false);
  });

  describe('chooseSentences', () => {
    it('takes up to ten, spread over the materials, in reading order material by material', () => {
      const chosen = chooseSentences([material(1, Array(8).fill(5)), material(2, Array(8).fill(5))]);
      expect(chosen).toHaveLength(AUTO_QUESTIONS);
      expect(chosen.filter((s) => s.resourceId === 1)).toHaveLength(5);
      expect(chosen.map((s) => s.resourceId)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
      const positions = chosen.filter((s) => s.resourceId === 1).map((s) => s.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      // Spread over the material, from its first sentence to its last.
      expect(positions[0]).toBe(1);
      expect(positions.at(-1)).toBe(8);
    });

    it('prefers sentences of 3 to 12 words, and takes others only when those run out', () => {
      const chosen = chooseSentences([material(1, [1, 2, 5, 20, 6, 30, 4])]);
      // 30 words cannot be a question at all; the preferred three come with the others in reading order.
      expect(chosen.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 7]);
      const few = chooseSentences([material(1, [1, 5, 2, 6, 4, 7, 3, 8, 5, 9, 20, 4])], 4);
      expect(few.map((s) => wordCount(s.text)).every((count) => count >= 3 && count <= 12)).toBe(true);
    });

    it('gives a material with few sentences what it has and the others the rest', () => {
      const chosen = chooseSentences([material(1, [5]), material(2, Array(20).fill(5)), material(3, [4, 4])]);
      expect(chosen.filter((s) => s.resourceId === 1)).toHaveLength(1);
      expect(chosen.filter((s) => s.resourceId === 3)).toHaveLength(2);
      expect(chosen.filter((s) => s.resourceId === 2)).toHaveLength(7);
      expect(chosen.map((s) => s.resourceId)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 3, 3]);
    });

    it('asks no text twice, and nothing of materials without usable sentences', () => {
      const same = { resourceId: 1, sentences: [{ position: 1, text: 'The end.' }] };
      const again = {
        resourceId: 2,
        sentences: [
          { position: 1, text: 'the end.' },
          { position: 2, text: 'Goodbye, friends.' },
        ],
      };
      expect(chooseSentences([same, again])).toEqual([
        { resourceId: 1, position: 1, text: 'The end.' },
        { resourceId: 2, position: 2, text: 'Goodbye, friends.' },
      ]);
      expect(chooseSentences([])).toEqual([]);
      expect(chooseSentences([material(1, [30, 40])])).toEqual([]);
    });
  });
});
