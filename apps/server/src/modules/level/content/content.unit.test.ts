import { countWords, LEVEL_TEXT_LIMITS } from '@lms/demo';
import { BOOK_LEVELS } from '@lms/shared';
import { createSphinxRecogniser, normaliseText, readingScorer } from '@lms/speech';
import { describe, expect, it } from 'vitest';
import { CHECK_ORALS, CHECK_PASSAGES } from './checks.js';
import { ALL_FORMS, checkFormId, checkLevels, levelForm, PLACEMENT_FORM } from './forms.js';
import { PLACEMENT_ORALS, PLACEMENT_PASSAGES } from './placement.js';

const passages = [...PLACEMENT_PASSAGES, ...CHECK_PASSAGES];
const orals = [...PLACEMENT_ORALS, ...new Set(Object.values(CHECK_ORALS))];

/** Within its level's limits: no more sentences than a page of a book at that level, none longer. */
function expectWithinLimits(level: keyof typeof LEVEL_TEXT_LIMITS, sentences: string[]) {
  const limits = LEVEL_TEXT_LIMITS[level];
  expect(sentences.length).toBeGreaterThanOrEqual(1);
  expect(sentences.length).toBeLessThanOrEqual(limits.sentencesPerPage);
  for (const sentence of sentences) {
    expect(sentence, 'starts with a capital, ends with a full stop').toMatch(/^[A-Z].*[.!?]$/);
    expect(countWords(sentence), sentence).toBeLessThanOrEqual(limits.wordsPerSentence);
  }
}

describe('the level content', () => {
  it('has a placement passage and a check passage at every level, A to L', () => {
    expect(PLACEMENT_PASSAGES.map((p) => p.level)).toEqual([...BOOK_LEVELS]);
    expect(CHECK_PASSAGES.map((p) => p.level)).toEqual([...BOOK_LEVELS]);
  });

  it.each(passages.map((p, i) => [`${p.level} #${i}`, p] as const))('passage %s keeps its level’s limits', (_, p) => {
    expectWithinLimits(p.level, p.sentences);
  });

  it.each(orals.map((o) => [o.text, o] as const))('the sentence “%s” keeps its level’s limits', (_, oral) => {
    expectWithinLimits(oral.level, [oral.text]);
  });

  it('asks one to three questions a passage, each with three or four different choices and one right', () => {
    for (const passage of passages) {
      expect(passage.questions.length).toBeGreaterThanOrEqual(1);
      expect(passage.questions.length).toBeLessThanOrEqual(3);
      for (const q of passage.questions) {
        expect(q.choices.length, q.prompt).toBeGreaterThanOrEqual(3);
        expect(q.choices.length, q.prompt).toBeLessThanOrEqual(4);
        expect(new Set(q.choices.map((c) => c.toLowerCase())).size, q.prompt).toBe(q.choices.length);
        expect(Number.isInteger(q.right) && q.right >= 0 && q.right < q.choices.length, q.prompt).toBe(true);
      }
    }
  });

  it('does not always put the right choice in the same place', () => {
    const places = new Set(passages.flatMap((p) => p.questions.map((q) => q.right)));
    expect(places.size).toBeGreaterThanOrEqual(3);
  });

  it('has sentences to read with no word the speech engine warns about, nor a word of two sounds or fewer', async () => {
    const recogniser = await createSphinxRecogniser();
    const scorer = readingScorer(recogniser);
    // The check itself: a made-up word and two words sounding alike side by side are warned about.
    expect(scorer.warnings('Zorblax ran to two schools.').map((w) => w.word)).toEqual(['Zorblax', 'to', 'two']);
    for (const oral of orals) {
      expect(scorer.warnings(oral.text), oral.text).toEqual([]);
      for (const { word } of normaliseText(oral.text).scored) {
        const sounds = recogniser.pronunciations(word).map((pronunciation) => pronunciation.split(' ').length);
        expect(Math.min(...sounds), `${word} in ${oral.text}`).toBeGreaterThan(2);
      }
    }
  }, 60_000);
});

describe('the forms', () => {
  it('gives every item of a form its own key', () => {
    for (const form of ALL_FORMS) expect(new Set(form.items.map((i) => i.key)).size).toBe(form.items.length);
  });

  it('climbs the whole ladder in the placement, with three sentences to read', () => {
    const placement = levelForm(PLACEMENT_FORM);
    expect(placement.kind).toBe('placement');
    expect([...new Set(placement.items.map((i) => i.level))]).toEqual([...BOOK_LEVELS]);
    expect(placement.orals.map((o) => o.level)).toEqual(['C', 'G', 'K']);
  });

  it('asks a check one level below, at and above the student’s, with a sentence of those levels', () => {
    expect(checkLevels('A')).toEqual(['A', 'B']);
    expect(checkLevels('F')).toEqual(['E', 'F', 'G']);
    expect(checkLevels('L')).toEqual(['K', 'L']);
    for (const level of BOOK_LEVELS) {
      const check = levelForm(checkFormId(level));
      expect(check.kind).toBe('check');
      expect(check.passages.map((p) => p.passage.level)).toEqual(checkLevels(level));
      expect(check.orals).toHaveLength(1);
      expect(checkLevels(level)).toContain(check.orals[0]!.level);
    }
  });

  it('refuses a form id it does not know', () => {
    expect(() => levelForm('placement-0')).toThrow();
  });
});
