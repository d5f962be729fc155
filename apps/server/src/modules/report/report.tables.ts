import { REPORT_FORMATS, REPORT_STATES, REPORT_WINDOWS } from '@lms/shared';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { courses, institutions, students, users } from '../school/school.tables.js';

/**
 * A class or student report being built by the background job, then kept for download until
 * `expires_at`. The id is random, so a job's address cannot be guessed; the file lives in the
 * file store under `file_key`.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: text('id').notNull(),
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    requestedBy: idRef('requested_by').notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    /** A student's report; null for the class report. */
    studentId: idRef('student_id'),
    window: text('window', { enum: REPORT_WINDOWS }).notNull(),
    lang: text('lang').notNull(),
    state: text('state', { enum: REPORT_STATES }).notNull().default('queued'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    bytes: integer('bytes'),
    /** The error code a failed job ended with. */
    errorCode: text('error_code'),
    createdAt: createdAt(),
    /** When a builder took the job: the order between schools, and a build left by a stopped server. */
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    expiresAt: moment('expires_at'),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.requestedBy, () => users, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    index('report_jobs_requester_idx').on(t.requestedBy, t.createdAt),
    index('report_jobs_expiry_idx').on(t.expiresAt),
    index('report_jobs_waiting_idx').on(t.state, t.createdAt),
    index('report_jobs_served_idx').on(t.institutionId, t.startedAt),
    check('report_jobs_format_check', oneOf(t.format, REPORT_FORMATS)),
    check('report_jobs_window_check', oneOf(t.window, REPORT_WINDOWS)),
    check('report_jobs_state_check', oneOf(t.state, REPORT_STATES)),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const REPORT_TABLE_KINDS: TableKinds = {
  report_jobs: { kind: 'tenant', reason: `${SCHOOL_ROWS}: reports being built or kept for download` },
};
