import { randomBytes } from 'node:crypto';
import type { DashboardResponse, StudentPageResponse } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, enrolments, reportJobs, students } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, type Clock, calendarDate } from '../../lib/clock.js';
import type { FileStore } from '../../lib/file-store/file-store.js';
import type { StaffPrincipal } from '../session/index.js';
import type { ReportClass, ReportSources } from './report-sources.js';

/** Material names in the scripts a report must draw. */
const BOOKS = ['Zebra Days', '小熊去野餐', 'くまのピクニック', '곰돌이의 소풍', 'หมีน้อยไปปิกนิก', 'El día de la cebra'];

const day = (today: Date, back: number) => calendarDate(addDays(today, -back));
const at = (today: Date, back: number, hour = 10) => {
  const moment = addDays(today, -back);
  moment.setHours(hour, 15, 0, 0);
  return moment.toISOString();
};

/** A dashboard answer with every chart and list filled, as the contract shapes it. */
export function fixtureDashboard(today: Date, students: ReportClass['students']): DashboardResponse {
  const days = [9, 7, 5, 3, 2, 0];
  return {
    status: 'success',
    window: 'last6',
    series: {
      minutes: days.map((back, i) => ({ label: day(today, back), reading: 20 + i * 7, viewing: 5 + i })),
      completed: days.map((back, i) => ({ label: day(today, back), books: i % 3, videos: i % 2 })),
      assignments: [
        { label: 'Week 1: animals 動物', id: 11, date: day(today, 20), complete: 3, incomplete: 0, missed: 1 },
        { label: 'สัปดาห์ที่ 2: การเดินทาง', id: 12, date: day(today, 13), complete: 2, incomplete: 1, missed: 1 },
        { label: '第3週：たべもの', id: 13, date: day(today, 6), complete: 1, incomplete: 3, missed: 0 },
      ],
      echo_scores: [
        { label: '口說測驗 第一週', id: 21, date: day(today, 14), average: 81.5, students: 4 },
        { label: '말하기 퀴즈 2', id: 22, date: day(today, 7), average: null, students: 0 },
      ],
      active_students: days.map((back, i) => ({ label: day(today, back), students: 1 + (i % 4) })),
      levels: [
        { level: 'B', students: 2, raised: 1, lowered: 0 },
        { level: 'C', students: 1, raised: 0, lowered: 1 },
        { level: null, students: students.length - 3, raised: 0, lowered: 0 },
      ],
    },
    popular: BOOKS.slice(0, 4).map((name, i) => ({
      resourceid: 100 + i,
      resource_name: name,
      readers: 4 - i,
      minutes: 60 - i * 9,
    })),
    overlooked: BOOKS.slice(4).map((name, i) => ({ resourceid: 200 + i, resource_name: name, readers: i })),
    attention: students.slice(0, 2).map((s, i) => ({
      stuid: s.stuid,
      username: s.username,
      reasons: i === 0 ? (['inactive', 'missed_assignments'] as const).slice() : ['falling_echo' as const],
    })),
  };
}

/** A student page with a few of everything, the older items outside the record windows. */
export function fixtureStudentPage(
  today: Date,
  student: { stuid: number; username: string },
  seed = 0,
): StudentPageResponse {
  const sessions = Array.from({ length: 9 }, (_, i) => ({
    at: at(today, i * 4, 9 + (i % 5)),
    resourceid: 100 + (i % BOOKS.length),
    resource_name: BOOKS[(i + seed) % BOOKS.length]!,
    type: i % 4 === 3 ? 'video' : 'book',
    minutes: 5 + ((i * 7 + seed) % 20),
    pages: i % 4 === 3 ? 0 : 12,
    completed: i % 2 === 0,
  }));
  return {
    status: 'success',
    student: {
      stuid: student.stuid,
      username: student.username,
      account: `acc${student.stuid}`,
      avatar: '',
      active: true,
      level: seed % 3 === 2 ? null : 'B',
      placement: seed % 3 === 2 ? 'pending' : 'done',
      exp: 120 + seed * 10,
      tickets: 3,
    },
    time: { total_minutes: 340 + seed, last30_minutes: 95 + seed, books_completed: 4, videos_completed: 1 },
    history: sessions,
    completed: sessions
      .filter((s) => s.completed)
      .map((s) => ({ resourceid: s.resourceid, resource_name: s.resource_name, type: s.type, completed_at: s.at })),
    assignments: [
      {
        aid: 11,
        name: 'Week 1: animals 動物',
        start: day(today, 20),
        end: day(today, 14),
        state: 'complete',
        completed_at: at(today, 15),
      },
      {
        aid: 12,
        name: 'สัปดาห์ที่ 2: การเดินทาง',
        start: day(today, 13),
        end: day(today, 7),
        state: 'missed',
        completed_at: null,
      },
      {
        aid: 13,
        name: '第3週：たべもの',
        start: day(today, 6),
        end: day(today, -1),
        state: 'incomplete',
        completed_at: null,
      },
      { aid: 14, name: 'Week 4', start: day(today, -2), end: day(today, -8), state: 'upcoming', completed_at: null },
    ],
    echo: [
      {
        answerid: 31,
        echoid: 22,
        quiz_name: '말하기 퀴즈 2',
        question: 'The bear went to the picnic with a basket of apples.',
        submitted_at: at(today, 6),
        state: 'scored',
        overall: 70 + seed,
        overruled: false,
        words: [],
        inserted: [],
      },
      {
        answerid: 30,
        echoid: 21,
        quiz_name: '口說測驗 第一週',
        question: 'A zebra has black and white stripes.',
        submitted_at: at(today, 13),
        state: 'scored',
        overall: 88,
        overruled: true,
        words: [],
        inserted: [],
      },
    ],
    levels: [
      { at: at(today, 10), from_level: 'A', to_level: 'B', source: 'check', computed_level: 'B' },
      { at: at(today, 40), from_level: null, to_level: 'A', source: 'placement', computed_level: 'A' },
    ],
    rewards: [
      { at: at(today, 15), reason: 'assignment', label: 'Week 1: animals 動物', exp: 20, tickets: 1, in_class: true },
      { at: at(today, 13), reason: 'echo', label: '口說測驗 第一週', exp: 10, tickets: 0, in_class: true },
    ],
    notes: [
      {
        id: 1,
        text: 'Reads well aloud; needs help with long words.\n朗讀很好，長單字需要協助。 อ่านออกเสียงได้ดีมาก',
        author: 'Ms. Lin 林老師',
        at: at(today, 2),
      },
    ],
  };
}

/**
 * Report sources for tests: the class and its students as the database holds them (another
 * school's class is not found), the dashboard and student pages from the fixtures above. A
 * class in `failing` fails on its students' pages, as a source that breaks mid-report.
 */
export function fixtureSources(db: Db, clock: Clock, failing: ReadonlySet<number> = new Set()): ReportSources {
  const classOf = async (staff: StaffPrincipal, courseId: number): Promise<ReportClass> => {
    const [course] = await db
      .select({ name: courses.name })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.institutionId, staff.institutionId)));
    if (!course) throw new AppError('common.not_found');
    const rows = await db
      .select({ stuid: students.id, username: students.username })
      .from(enrolments)
      .innerJoin(
        students,
        and(eq(students.institutionId, enrolments.institutionId), eq(students.id, enrolments.studentId)),
      )
      .where(and(eq(enrolments.institutionId, staff.institutionId), eq(enrolments.courseId, courseId)))
      .orderBy(students.id);
    return { name: course.name, students: rows };
  };
  return {
    classOf,
    dashboard: async (staff, courseId, window) => ({
      ...fixtureDashboard(clock(), (await classOf(staff, courseId)).students),
      window,
    }),
    studentPage: async (staff, courseId, studentId) => {
      if (failing.has(courseId)) throw new Error(`the student page of class ${courseId} broke`);
      const room = await classOf(staff, courseId);
      const index = room.students.findIndex((s) => s.stuid === studentId);
      if (index < 0) throw new AppError('common.not_found');
      return fixtureStudentPage(clock(), room.students[index]!, index);
    },
  };
}

/**
 * A class report built for `requestedBy` and kept until a day after `today`, its file in the
 * store: what the access matrix and the fuzz suite follow and download.
 */
export async function builtReport(
  db: Db,
  files: FileStore,
  plan: { institutionId: number; courseId: number; requestedBy: number; today: Date; name: string },
) {
  const id = randomBytes(24).toString('base64url');
  const fileKey = `reports/${plan.institutionId}/${id}.pdf`;
  const data = Buffer.from(`%PDF-1.4 ${plan.name}`);
  await files.put(fileKey, data, 'application/pdf');
  await db.insert(reportJobs).values({
    id,
    institutionId: plan.institutionId,
    courseId: plan.courseId,
    requestedBy: plan.requestedBy,
    format: 'pdf',
    window: 'last6',
    lang: 'en-US',
    state: 'done',
    progress: 100,
    fileKey,
    fileName: `${plan.name}.pdf`,
    bytes: data.length,
    finishedAt: plan.today,
    expiresAt: addDays(plan.today, 1),
  });
  return id;
}
