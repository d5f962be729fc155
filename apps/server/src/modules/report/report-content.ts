import {
  type DashboardResponse,
  type Language,
  type ReportWindow,
  type StudentPageResponse,
  studentNameOrder,
  writtenDay,
} from '@lms/shared';
import type { Cell } from '../../lib/spreadsheet/spreadsheet.js';
import { writtenMoment } from '../../lib/written-dates.js';
import type { ReportDocument, ReportTable } from './report-document.js';
import { REPORT_TEXTS } from './report-texts.js';
import { dayOf, inWindow } from './report-window.js';

/** What every report names: its class, window, language, when it was made and until when it is kept. */
export interface ReportFrame {
  className: string;
  window: ReportWindow;
  language: Language;
  madeAt: Date;
  keptUntil: Date;
}

type Texts = (typeof REPORT_TEXTS)[Language];
type Page = StudentPageResponse;

const orBlank = (value: number | null | undefined): Cell => value ?? '';
const average = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

function overview(frame: ReportFrame, texts: Texts, lines: [string, Cell][]): ReportTable {
  const { overview: o } = texts;
  return {
    title: texts.overview.title,
    header: [o.item, o.value],
    rows: [
      [o.class, frame.className],
      ...lines,
      [o.window, texts.window[frame.window]],
      [o.made, writtenMoment(frame.madeAt)],
      [o.kept, writtenMoment(frame.keptUntil)],
    ],
  };
}

// ── One student's page, within the window ──

const pageWindow = (page: Page, window: ReportWindow, today: Date) => ({
  history: inWindow(page.history, window, today, (h) => ({ key: dayOf(h.at), day: dayOf(h.at) })),
  completed: inWindow(page.completed, window, today, (c) => ({
    key: dayOf(c.completed_at),
    day: dayOf(c.completed_at),
  })),
  assignments: inWindow(
    page.assignments.filter((a) => a.state !== 'upcoming'),
    window,
    today,
    (a) => ({ key: a.aid, day: a.start }),
  ),
  echo: inWindow(page.echo, window, today, (e) => ({ key: e.echoid, day: dayOf(e.submitted_at) })),
  rewards: inWindow(page.rewards, window, today, (r) => ({ key: dayOf(r.at), day: dayOf(r.at) })),
});

/** A student's line of the class report: time, completions, assignments and Echo Valley within the window. */
function studentLine(page: Page, frame: ReportFrame, texts: Texts): Cell[] {
  const within = pageWindow(page, frame.window, frame.madeAt);
  const scores = within.echo.flatMap((answer) => (answer.overall === null ? [] : [answer.overall]));
  return [
    page.student.username,
    page.time.total_minutes,
    page.time.last30_minutes,
    within.completed.length,
    within.assignments.filter((a) => a.state === 'complete').length,
    within.assignments.filter((a) => a.state === 'missed').length,
    orBlank(average(scores)),
    page.student.level ?? texts.notPlaced,
    page.student.exp,
  ];
}

// ── The class report ──

export interface ClassReportData {
  dashboard: DashboardResponse;
  /** The page of each student of the class. */
  students: Page[];
}

/** The class report: the overview, each dashboard chart as a table, the lists, and one line per student. */
export function classReport(frame: ReportFrame, { dashboard, students }: ClassReportData): ReportDocument {
  const texts = REPORT_TEXTS[frame.language];
  const { column: c, section: s } = texts;
  const day = writtenDay;
  const { series } = dashboard;
  const table = (title: string, header: string[], rows: Cell[][]): ReportTable => ({ title, header, rows });
  const order = studentNameOrder(frame.language);
  const ordered = [...students].sort((a, b) => order(a.student, b.student));
  return {
    title: `${texts.classReport}: ${frame.className}`,
    tables: [
      overview(frame, texts, [[texts.overview.students, students.length]]),
      table(
        s.minutes,
        [c.date, c.reading, c.viewing],
        series.minutes.map((p) => [day(p.label), p.reading, p.viewing]),
      ),
      table(
        s.completed,
        [c.date, c.books, c.videos],
        series.completed.map((p) => [day(p.label), p.books, p.videos]),
      ),
      table(
        s.assignments,
        [c.assignment, c.start, c.complete, c.incomplete, c.missed],
        series.assignments.map((p) => [p.label, day(p.date), p.complete, p.incomplete, p.missed]),
      ),
      table(
        s.echo,
        [c.quiz, c.date, c.average, c.students],
        series.echo_scores.map((p) => [p.label, day(p.date), orBlank(p.average), p.students]),
      ),
      table(
        s.active,
        [c.date, c.students],
        series.active_students.map((p) => [day(p.label), p.students]),
      ),
      table(
        s.levels,
        [c.level, c.students, c.raised, c.lowered],
        series.levels.map((p) => [p.level ?? texts.notPlaced, p.students, p.raised, p.lowered]),
      ),
      table(
        s.popular,
        [c.material, c.readers, c.minutes],
        dashboard.popular.map((b) => [b.resource_name, b.readers, b.minutes]),
      ),
      table(
        s.overlooked,
        [c.material, c.readers],
        dashboard.overlooked.map((b) => [b.resource_name, b.readers]),
      ),
      table(
        s.attention,
        [c.student, c.reasons],
        dashboard.attention.map((a) => [
          a.username,
          a.reasons.map((reason) => texts.attention[reason]).join(texts.listSeparator),
        ]),
      ),
      table(
        s.students,
        [
          c.student,
          c.totalMinutes,
          c.last30Minutes,
          c.materialsCompleted,
          c.assignmentsDone,
          c.assignmentsMissed,
          c.echoAverage,
          c.level,
          c.exp,
        ],
        ordered.map((page) => studentLine(page, frame, texts)),
      ),
    ],
  };
}

// ── The student report ──

/** The student report: the student page's sections, those that grow over time within the window. */
export function studentReport(frame: ReportFrame, page: Page): ReportDocument {
  const texts = REPORT_TEXTS[frame.language];
  const { column: c, section: s } = texts;
  const day = writtenDay;
  const moment = writtenMoment;
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  const type = (value: string) => (value === 'book' || value === 'video' ? texts.type[value] : value);
  const reason = (value: string) => (value === 'assignment' || value === 'echo' ? texts.rewardReason[value] : value);
  const within = pageWindow(page, frame.window, frame.madeAt);
  const { student, time } = page;
  return {
    title: `${texts.studentReport}: ${student.username}`,
    tables: [
      overview(frame, texts, [[texts.overview.student, student.username]]),
      {
        title: s.profile,
        header: [texts.overview.item, texts.overview.value],
        rows: [
          [c.account, student.account],
          [c.active, yesNo(student.active)],
          [c.level, student.level ?? texts.notPlaced],
          [c.placement, student.placement === 'done' ? texts.placement.done : texts.placement.pending],
          [c.exp, student.exp],
          [c.tickets, student.tickets],
          [c.totalMinutes, time.total_minutes],
          [c.last30Minutes, time.last30_minutes],
          [c.books, time.books_completed],
          [c.videos, time.videos_completed],
        ],
      },
      {
        title: s.history,
        header: [c.date, c.material, c.type, c.minutes, c.pages, c.done],
        rows: within.history.map((h) => [
          moment(h.at),
          h.resource_name,
          type(h.type),
          h.minutes,
          h.pages,
          yesNo(h.completed),
        ]),
      },
      {
        title: s.materials,
        header: [c.material, c.type, c.completedAt],
        rows: within.completed.map((m) => [m.resource_name, type(m.type), moment(m.completed_at)]),
      },
      {
        title: s.assignments,
        header: [c.assignment, c.start, c.end, c.state, c.completedAt],
        rows: within.assignments.map((a) => [
          a.name,
          day(a.start),
          day(a.end),
          texts.assignmentState[a.state],
          a.completed_at ? moment(a.completed_at) : '',
        ]),
      },
      {
        title: s.answers,
        header: [c.quiz, c.question, c.submitted, c.state, c.score, c.overruled],
        rows: within.echo.map((e) => [
          e.quiz_name,
          e.question,
          moment(e.submitted_at),
          texts.answerState[e.state],
          orBlank(e.overall),
          yesNo(e.overruled),
        ]),
      },
      {
        title: s.levelHistory,
        header: [c.date, c.from, c.to, c.source, c.computed],
        rows: page.levels.map((l) => [
          moment(l.at),
          l.from_level ?? texts.notPlaced,
          l.to_level,
          texts.levelSource[l.source],
          l.computed_level ?? '',
        ]),
      },
      {
        title: s.rewards,
        header: [c.date, c.reason, c.about, c.exp, c.tickets],
        rows: within.rewards.map((r) => [moment(r.at), reason(r.reason), r.label ?? '', r.exp, r.tickets]),
      },
      {
        title: s.notes,
        header: [c.date, c.author, c.note],
        rows: page.notes.map((n) => [moment(n.at), n.author ?? '', n.text]),
      },
    ],
  };
}
