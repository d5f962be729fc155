import type { InsertedSpeech, SpokenWord, StudentNote, StudentPageResponse } from '@lms/shared';
import { studentAssignmentState } from '../assignment/index.js';
import type {
  PageAssignment,
  PageCompleted,
  PageEchoAnswer,
  PageHistoryEntry,
  PageLevelChange,
  PageNote,
  PageReward,
  PageTime,
} from './student-page.repository.js';

/** A moment as the answer carries it, from the page's JSON text or a row's date. */
const iso = (at: string | Date) => new Date(at).toISOString();

/** Whole minutes of a number of seconds, to the nearest. */
const minutes = (seconds: number) => Math.round(seconds / 60);

export function toStudentNote(row: Omit<PageNote, 'at'> & { at: string | Date }): StudentNote {
  return { id: row.id, text: row.text, author: row.author, at: iso(row.at) };
}

export function toTime(row: PageTime): StudentPageResponse['time'] {
  return {
    total_minutes: minutes(row.totalSeconds),
    last30_minutes: minutes(row.recentSeconds),
    books_completed: row.books,
    videos_completed: row.videos,
  };
}

export function toHistoryEntry(row: PageHistoryEntry): StudentPageResponse['history'][number] {
  return {
    at: iso(row.at),
    resourceid: row.resourceId,
    resource_name: row.name,
    type: row.type,
    minutes: minutes(row.seconds),
    pages: row.pages,
    completed: row.completed,
  };
}

export function toCompleted(row: PageCompleted): StudentPageResponse['completed'][number] {
  return { resourceid: row.resourceId, resource_name: row.name, type: row.type, completed_at: iso(row.at) };
}

export function toAssignment(row: PageAssignment, today: string): StudentPageResponse['assignments'][number] {
  const completedAt = row.completedAt === null ? null : new Date(row.completedAt);
  return {
    aid: row.id,
    name: row.name,
    start: row.startDate,
    end: row.endDate,
    state: studentAssignmentState(row, completedAt, today),
    completed_at: completedAt?.toISOString() ?? null,
  };
}

export function toEchoAnswer(row: PageEchoAnswer): StudentPageResponse['echo'][number] {
  const overruled = row.overrideScore !== null;
  return {
    answerid: row.id,
    echoid: row.quizId,
    quiz_name: row.quizName,
    question: row.question,
    submitted_at: iso(row.submittedAt),
    state: row.state,
    overall: overruled ? row.overrideScore : row.overall,
    overruled,
    // The engine's marks, once scored (empty until then, or when scoring failed).
    words: (row.words ?? []) as SpokenWord[],
    inserted: (row.inserted ?? []) as InsertedSpeech[],
  };
}

export function toLevelChange(row: PageLevelChange): StudentPageResponse['levels'][number] {
  return {
    at: iso(row.at),
    from_level: row.fromLevel,
    to_level: row.toLevel,
    source: row.source,
    computed_level: row.computedLevel,
  };
}

export function toReward(row: PageReward, courseId: number): StudentPageResponse['rewards'][number] {
  const [name, classId] =
    row.reason === 'assignment' ? [row.assignmentName, row.assignmentCourseId] : [row.quizName, row.quizCourseId];
  const inClass = classId === courseId;
  return {
    at: iso(row.at),
    reason: row.reason,
    label: inClass ? name : null,
    in_class: inClass,
    exp: row.exp,
    tickets: row.tickets,
  };
}
