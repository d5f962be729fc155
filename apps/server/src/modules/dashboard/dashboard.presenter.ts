import type { DashboardResponse, ReportWindow } from '@lms/shared';
import { assignmentState } from '../assignment/index.js';
import type * as repository from './dashboard.repository.js';
import { attentionReasons, levelSeries } from './dashboard.rules.js';

/** What the dashboard is built from, as the repository reads it. */
export interface DashboardReads {
  /** The days of the day charts, oldest first. */
  days: string[];
  totals: repository.DayTotals[];
  assignments: repository.AssignmentCounts[];
  quizzes: repository.QuizAverage[];
  levels: { level: string | null; students: number }[];
  changes: { fromLevel: string | null; toLevel: string }[];
  popular: repository.BookReaders[];
  overlooked: Omit<repository.BookReaders, 'seconds'>[];
  members: { id: number; username: string; joined: string; lastActive: string | null }[];
  ended: { studentId: number; endDate: string; completedAt: Date | null }[];
  scores: { studentId: number; score: number }[];
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/** Rows of one student each, in the order read. */
function byStudent<Row extends { studentId: number }>(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.studentId, [...(grouped.get(row.studentId) ?? []), row]);
  return grouped;
}

function attention(reads: DashboardReads, today: string): DashboardResponse['attention'] {
  const ended = byStudent(reads.ended);
  const scores = byStudent(reads.scores);
  return reads.members.flatMap((member) => {
    const reasons = attentionReasons(
      {
        joined: member.joined,
        lastActive: member.lastActive,
        endedMissed: (ended.get(member.id) ?? []).map(
          (row) => assignmentState(row.endDate, row.completedAt, today) === 'missed',
        ),
        quizScores: (scores.get(member.id) ?? []).map((row) => row.score),
      },
      today,
    );
    return reasons.length > 0 ? [{ stuid: member.id, username: member.username, reasons }] : [];
  });
}

/** The dashboard's answer: day charts with every day of the window (zeros where the class did nothing). */
export function toDashboard(window: ReportWindow, today: string, reads: DashboardReads): DashboardResponse {
  const totals = new Map(reads.totals.map((row) => [row.day, row]));
  const dayOf = (label: string) => totals.get(label) ?? { readingS: 0, viewingS: 0, books: 0, videos: 0, students: 0 };
  return {
    status: 'success',
    window,
    series: {
      minutes: reads.days.map((label) => ({
        label,
        reading: minutes(dayOf(label).readingS),
        viewing: minutes(dayOf(label).viewingS),
      })),
      completed: reads.days.map((label) => ({ label, books: dayOf(label).books, videos: dayOf(label).videos })),
      assignments: reads.assignments.map((row) => {
        const others = assignmentState(row.endDate, null, today);
        return {
          label: row.name,
          id: row.id,
          date: row.startDate,
          complete: row.complete,
          incomplete: others === 'incomplete' ? row.notComplete : 0,
          missed: others === 'missed' ? row.notComplete : 0,
        };
      }),
      echo_scores: reads.quizzes.map((row) => ({
        label: row.name,
        id: row.id,
        date: row.day,
        average: row.average,
        students: row.students,
      })),
      active_students: reads.days.map((label) => ({ label, students: dayOf(label).students })),
      levels: levelSeries(reads.levels, reads.changes),
    },
    popular: reads.popular.map((row) => ({
      resourceid: row.resourceId,
      resource_name: row.name,
      readers: row.readers,
      minutes: minutes(row.seconds),
    })),
    overlooked: reads.overlooked.map((row) => ({
      resourceid: row.resourceId,
      resource_name: row.name,
      readers: row.readers,
    })),
    attention: attention(reads, today),
  };
}
