import type { InsertedSpeech, SpokenWord, StudentNote, StudentPageResponse } from '@lms/shared';
import type * as repository from './student-page.repository.js';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Whole minutes of a number of seconds, to the nearest. */
const minutes = (seconds: number) => Math.round(seconds / 60);

export function toStudentNote(row: Rows<typeof repository.notesOf>[number]): StudentNote {
  return { id: row.id, text: row.text, author: row.author, at: row.at.toISOString() };
}

export function toTime(row: Rows<typeof repository.timeSpent>): StudentPageResponse['time'] {
  return {
    total_minutes: minutes(row.totalSeconds),
    last30_minutes: minutes(row.recentSeconds),
    books_completed: row.books,
    videos_completed: row.videos,
  };
}

export function toHistoryEntry(row: Rows<typeof repository.history>[number]): StudentPageResponse['history'][number] {
  return {
    at: row.at.toISOString(),
    resourceid: row.resourceId,
    resource_name: row.name,
    type: row.type,
    minutes: minutes(row.seconds),
    pages: row.pages,
    completed: row.completed,
  };
}

export function toCompleted(
  row: Rows<typeof repository.completedMaterials>[number],
): StudentPageResponse['completed'][number] {
  return { resourceid: row.resourceId, resource_name: row.name, type: row.type, completed_at: row.at.toISOString() };
}

export function toEchoAnswer(row: Rows<typeof repository.echoAnswersOf>[number]): StudentPageResponse['echo'][number] {
  const overruled = row.overrideScore !== null;
  return {
    answerid: row.id,
    echoid: row.quizId,
    quiz_name: row.quizName,
    question: row.question,
    submitted_at: row.submittedAt.toISOString(),
    state: row.state,
    overall: overruled ? row.overrideScore : row.overall,
    overruled,
    // The engine's marks, once scored (empty until then, or when scoring failed).
    words: (row.words ?? []) as SpokenWord[],
    inserted: (row.inserted ?? []) as InsertedSpeech[],
  };
}

export function toLevelChange(
  row: Rows<typeof repository.levelHistory>[number],
): StudentPageResponse['levels'][number] {
  return {
    at: row.at.toISOString(),
    from_level: row.fromLevel,
    to_level: row.toLevel,
    source: row.source,
    computed_level: row.computedLevel,
  };
}

export function toReward(
  row: Rows<typeof repository.rewardsOf>[number],
  courseId: number,
): StudentPageResponse['rewards'][number] {
  const [name, classId] =
    row.reason === 'assignment' ? [row.assignmentName, row.assignmentCourseId] : [row.quizName, row.quizCourseId];
  const inClass = classId === courseId;
  return {
    at: row.at.toISOString(),
    reason: row.reason,
    label: inClass ? name : null,
    in_class: inClass,
    exp: row.exp,
    tickets: row.tickets,
  };
}
