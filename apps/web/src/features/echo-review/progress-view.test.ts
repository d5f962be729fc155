import { describe, expect, it } from 'vitest';
import { formatScore, lastSubmission, needsReview, shownScore, visibleStudents } from './progress-view';
import { answer, classProgress, student } from './test/echo-fixtures';

const names = (rows: { username: string }[]) => rows.map((row) => row.username);
const view = { filter: 'all', sort: 'name', search: '', language: 'en-US' } as const;

describe('the progress table’s choices', () => {
  const { record } = classProgress();

  it('lists students in the app’s order of names', () => {
    expect(names(visibleStudents(record, view))).toEqual(['Ana Lee', 'Ben Wu', 'Cleo Ito']);
    const numbered = [student(1, 'Student 10'), student(2, 'Student 2'), student(3, 'student 2')];
    expect(names(visibleStudents(numbered, view))).toEqual(['student 2', 'Student 2', 'Student 10']);
  });

  it('filters submitted, in progress, not submitted, needing review and scored by a teacher', () => {
    expect(names(visibleStudents(record, { ...view, filter: 'submitted' }))).toEqual(['Ana Lee']);
    expect(names(visibleStudents(record, { ...view, filter: 'in_progress' }))).toEqual(['Ben Wu']);
    expect(names(visibleStudents(record, { ...view, filter: 'not_submitted' }))).toEqual(['Cleo Ito']);
    expect(names(visibleStudents(record, { ...view, filter: 'needs_review' }))).toEqual(['Ben Wu']);
    expect(names(visibleStudents(record, { ...view, filter: 'teacher_scored' }))).toEqual(['Ana Lee']);
  });

  it('searches names whatever the case', () => {
    expect(names(visibleStudents(record, { ...view, search: '  BEN ' }))).toEqual(['Ben Wu']);
  });

  it('sorts by score either way and by the latest answer, those without last', () => {
    const scored = [
      student(1, 'Ana', { score: 40 }),
      student(2, 'Ben', { score: 90 }),
      student(3, 'Cleo'),
      student(4, 'Dan', { score: 90 }),
    ];
    expect(names(visibleStudents(scored, { ...view, sort: 'score_desc' }))).toEqual(['Ben', 'Dan', 'Ana', 'Cleo']);
    expect(names(visibleStudents(scored, { ...view, sort: 'score_asc' }))).toEqual(['Ana', 'Ben', 'Dan', 'Cleo']);
    expect(names(visibleStudents(record, { ...view, sort: 'latest' }))).toEqual(['Ben Wu', 'Ana Lee', 'Cleo Ito']);
  });

  it('shows the teacher’s score where given, and a failed answer as needing review until a teacher scores it', () => {
    expect(shownScore(answer())).toBe(64);
    expect(shownScore(answer({ override: 75 }))).toBe(75);
    expect(shownScore(answer({ state: 'queued' }))).toBeNull();
    expect(needsReview(answer({ state: 'failed' }))).toBe(true);
    expect(needsReview(answer({ state: 'failed', override: 50 }))).toBe(false);
    expect(lastSubmission(student(9, 'Eve'))).toBeNull();
    expect(formatScore(72.5)).toBe('73');
    expect(formatScore(null)).toBe('–');
  });
});
