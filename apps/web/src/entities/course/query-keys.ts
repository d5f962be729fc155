import type { ReportWindow } from '@lms/shared';
import type { QueryKey } from '@tanstack/react-query';

const all = ['course'] as const;

/** A key under `['course']`, typed as any query key so a screen's query slot takes it like any other. */
const under = (...parts: unknown[]): QueryKey => [...all, ...parts];
/** A key within another: invalidating the outer one covers it. */
const within = (outer: QueryKey, ...parts: unknown[]): QueryKey => [...outer, ...parts];

/**
 * Every query about classes is cached under `['course']`, and every such key is built here: a
 * change that moves more than one screen (a roster change moves the seat counts of the class
 * header and the class list) invalidates `courseKeys.all`, a change within one part of a class
 * invalidates that part (`courseKeys.echo(id)` covers the class's quizzes, their details and
 * progress and the Echo Valley list).
 */
export const courseKeys = {
  all,
  list: () => under('list'),
  options: () => under('options'),
  info: (courseid: number) => under('info', courseid),

  roster: (courseid: number) => under('students', courseid),
  /** The class's students by name only, for choosing whom an assignment is for. */
  studentsBrief: (courseid: number) => under('students-brief', courseid),
  studentSearch: (courseid: number, term: string) => under('student-search', courseid, term),
  copyList: (fromcourseid: number, tocourseid: number) => under('copy-list', fromcourseid, tocourseid),
  studentPage: (courseid: number, stuid: number) => under('studentPage', courseid, stuid),

  assignments: (courseid: number) => under('assignments', courseid),
  assignmentProgress: (courseid: number, aid: number) => within(courseKeys.assignments(courseid), aid),

  echo: (courseid: number) => under('echo', courseid),
  echoList: (courseid: number) => within(courseKeys.echo(courseid), 'list'),
  echoDetail: (courseid: number, echoid: number) => within(courseKeys.echo(courseid), 'detail', echoid),
  echoProgress: (courseid: number, echoid: number) => within(courseKeys.echo(courseid), 'progress', echoid),
  /** A material's sentences do not change with the quizzes; they are kept apart from them. */
  echoSentences: (courseid: number, resourceid: number) => under('echo-sentences', courseid, resourceid),

  level: (courseid: number) => under('level', courseid),
  levelResults: (courseid: number) => within(courseKeys.level(courseid), 'results'),
  levelTest: (courseid: number, testid: number) => within(courseKeys.level(courseid), 'test', testid),

  dashboard: (courseid: number, reportWindow: ReportWindow) => under('dashboard', courseid, reportWindow),

  library: (courseid: number) => under('library', courseid),
  libraryChoices: (courseid: number) => within(courseKeys.library(courseid), 'choices'),
  /** The library's resources: the whole list and every search of it, which an open or close changes alike. */
  libraryResources: (courseid: number) => within(courseKeys.library(courseid), 'resources'),
  librarySearch: (courseid: number, params: object) => within(courseKeys.libraryResources(courseid), params),
  libraryMaterial: (courseid: number, kind: 'book' | 'video', colid: string, resourceid: number) =>
    within(courseKeys.library(courseid), kind, colid, resourceid),
};
