import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  type EchoDraft,
  newDraft,
  problemsOf,
  questionKey,
  questionProblem,
  sameDraft,
  withQuestions,
} from './echo-draft';
import { videoTime } from './sentence-place';

const question = (text: string, resourceid: number | null = null) => ({ key: questionKey(), text, resourceid });

function weekly(changes: Partial<EchoDraft> = {}): EchoDraft {
  return {
    ...newDraft('weekly'),
    name: 'Farm week',
    openDate: '2026-11-23',
    closeDate: '2026-11-29',
    questions: [question('The cow says moo.', 101)],
    ...changes,
  };
}

describe('an oral quiz draft', () => {
  it('counts words as the engine does, 1 to 25 per question', () => {
    expect(questionProblem('   ')).toBe('empty');
    expect(questionProblem('moo')).toBeNull();
    expect(questionProblem(Array.from({ length: 25 }, () => 'moo').join(' '))).toBeNull();
    expect(questionProblem(Array.from({ length: 26 }, () => 'moo').join('  '))).toBe('tooManyWords');
    expect(questionProblem(`${'m'.repeat(301)}`)).toBe('tooLong');
  });

  it('needs a name, a weekly quiz its dates in order and not past, and 1 to 30 valid questions', () => {
    const today = '2026-11-23';
    expect(problemsOf(weekly(), today)).toEqual([]);
    expect(problemsOf(weekly({ name: '  ' }), today)).toEqual(['nameRequired']);
    expect(problemsOf(weekly({ openDate: null }), today)).toEqual(['datesRequired']);
    expect(problemsOf(weekly({ closeDate: '2026-11-22', openDate: '2026-11-20' }), today)).toEqual(['closePast']);
    expect(problemsOf(weekly({ closeDate: '2026-11-24', openDate: '2026-11-25' }), today)).toEqual(['closeBeforeOpen']);
    expect(problemsOf(weekly({ questions: [] }), today)).toEqual(['noQuestions']);
    expect(problemsOf(weekly({ questions: [question('')] }), today)).toEqual(['questionInvalid']);
    const thirtyOne = Array.from({ length: 31 }, (_, index) => question(`word${index}`));
    expect(problemsOf(weekly({ questions: thirtyOne }), today)).toEqual(['tooManyQuestions']);
    // A speaking task has no dates.
    expect(problemsOf({ ...newDraft('task', 101, 'Barn'), questions: [question('moo')] }, today)).toEqual([]);
  });

  it('saves as the contract body: trimmed, dates and extra only for a weekly quiz, the material only for a task', () => {
    expect(bodyOf(weekly({ name: ' Farm week ', extra: true, questions: [question(' moo  ', 101)] }))).toEqual({
      name: 'Farm week',
      kind: 'weekly',
      open_date: '2026-11-23',
      close_date: '2026-11-29',
      extra: true,
      questions: [{ text: 'moo', resourceid: 101 }],
    });
    expect(bodyOf({ ...newDraft('task', 101, 'Barn'), questions: [question('moo')] })).toEqual({
      name: 'Barn',
      kind: 'task',
      resourceid: 101,
      questions: [{ text: 'moo', resourceid: null }],
    });
  });

  it('is unchanged whatever the row keys, changed by order', () => {
    const a = weekly({ questions: [question('one'), question('two')] });
    const b = { ...a, questions: a.questions.map((one) => ({ ...one, key: questionKey() })) };
    expect(sameDraft(a, b)).toBe(true);
    expect(sameDraft(a, { ...a, questions: [...a.questions].reverse() })).toBe(false);
  });

  it('adds questions up to 30 and says how many were left out', () => {
    const draft = weekly({ questions: Array.from({ length: 29 }, (_, index) => question(`word${index}`)) });
    const { draft: next, leftOut } = withQuestions(draft, [
      { text: 'one', resourceid: 1 },
      { text: 'two', resourceid: 1 },
    ]);
    expect(next.questions).toHaveLength(30);
    expect(next.questions.at(-1)?.text).toBe('one');
    expect(leftOut).toBe(1);
  });
});

describe('a sentence place in a video', () => {
  it('reads as minutes and seconds, with hours when the video is that long', () => {
    expect(videoTime(0)).toBe('00:00');
    expect(videoTime(83_400)).toBe('01:23');
    expect(videoTime(3_723_000)).toBe('1:02:03');
  });
});
