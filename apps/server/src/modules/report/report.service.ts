import { randomBytes } from 'node:crypto';
import {
  type ErrorCode,
  isErrorCode,
  type Language,
  REPORT_KEEP_HOURS,
  REPORT_PENDING_MAX,
  type ReportFormat,
  type ReportRequestBody,
  type ReportStatusResponse,
} from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import type { CourseRow } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import * as repository from './report.repository.js';
import { classReport, type ReportFrame, studentReport } from './report-content.js';
import type { ReportDocument } from './report-document.js';
import { reportSheets } from './report-files.js';
import type { ReportSources } from './report-sources.js';
import { REPORT_TEXTS } from './report-texts.js';

/** Where requested reports wait to be built: the job queue, when this server runs one. */
export interface ReportQueue {
  /** Says that one more report waits; a builder takes the next in turn. */
  send(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/**
 * How long a build may take before its report is taken again: a server that stopped while
 * building leaves it half done. Builds take seconds; the queue gives up on a job as late.
 */
export const REPORT_BUILD_LEASE_SECONDS = 900;

const CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** The share of the progress bar reading the data takes; drawing and storing the file take the rest. */
const READ_SHARE = 80;

/** Builds taken before this moment and still unsettled were left by a server that stopped. */
const leaseStart = (now: Date) => new Date(now.getTime() - REPORT_BUILD_LEASE_SECONDS * 1_000);

type Job = NonNullable<Awaited<ReturnType<typeof repository.claimNextJob>>>;

/** The same report asked for again: the same class or student, window, format and language. */
type Asked = Pick<repository.NewReportJob, 'courseId' | 'studentId' | 'window' | 'format'> & { lang: string };
const sameReport = (a: Asked, b: Asked) =>
  a.courseId === b.courseId &&
  a.studentId === b.studentId &&
  a.window === b.window &&
  a.format === b.format &&
  a.lang === b.lang;

export type ReportService = ReturnType<typeof createReportService>;

/**
 * Class and student reports: asked for by a class's teacher or the school's administrator,
 * built in the background as the one who asked (so a report shows only what they may see),
 * kept for REPORT_KEEP_HOURS, and followed and downloaded only by the one who asked.
 */
export function createReportService(ctx: AppContext, { sources }: { sources: ReportSources }) {
  let queue: ReportQueue | null = null;
  const keptUntil = (from: Date) => new Date(from.getTime() + REPORT_KEEP_HOURS * HOUR_MS);

  /** The staff member's own job, still kept; anyone else's, or another school's, is not found. */
  async function ownJob(staff: StaffPrincipal, jobId: string) {
    const job = await repository.requestersJob(ctx.db, staff.institutionId, staff.userId, jobId);
    if (!job) throw new AppError('common.not_found');
    if (job.expiresAt && job.expiresAt <= ctx.clock()) throw new AppError('report.expired');
    return job;
  }

  /** The report's data, read as its requester, then written as a document; progress moves as sections are read. */
  async function readReport(job: Job, staff: StaffPrincipal, frame: Omit<ReportFrame, 'className'>) {
    const room = await sources.classOf(staff, job.courseId);
    const full = { ...frame, className: room.name };
    if (job.studentId !== null) {
      const page = await sources.studentPage(staff, job.courseId, job.studentId);
      await repository.setProgress(ctx.db, job, READ_SHARE);
      return { document: studentReport(full, page), subject: page.student.username };
    }
    const dashboard = await sources.dashboard(staff, job.courseId, job.window);
    let shown = 10;
    await repository.setProgress(ctx.db, job, shown);
    const pages = [];
    for (const student of room.students) {
      pages.push(await sources.studentPage(staff, job.courseId, student.stuid));
      const progress = 10 + Math.floor(((READ_SHARE - 10) * pages.length) / room.students.length);
      // A row write per five points at most, however large the class.
      if (progress - shown >= 5) {
        shown = progress;
        await repository.setProgress(ctx.db, job, progress);
      }
    }
    return { document: classReport(full, { dashboard, students: pages }), subject: room.name };
  }

  async function writeFile(document: ReportDocument, format: ReportFormat, language: Language): Promise<Buffer> {
    if (format === 'pdf') return ctx.workers.renderReportPdf(document, language);
    return (await ctx.workers.writeSpreadsheet('xlsx', reportSheets(document))).data;
  }

  return {
    useQueue(next: ReportQueue | null) {
      queue = next;
    },

    /** Asks for a report of the class or of one of its students; it is built in the background. */
    async request(staff: StaffPrincipal, course: CourseRow, body: ReportRequestBody) {
      if (body.scope !== 'class') {
        const room = await sources.classOf(staff, course.id);
        if (!room.students.some((student) => student.stuid === body.scope)) throw new AppError('common.not_found');
      }
      const now = ctx.clock();
      const job: repository.NewReportJob = {
        id: randomBytes(24).toString('base64url'),
        institutionId: staff.institutionId,
        courseId: course.id,
        requestedBy: staff.userId,
        format: body.format,
        studentId: body.scope === 'class' ? null : body.scope,
        window: body.window,
        lang: body.lang,
        // A report never built is gone a day later, like a built one.
        expiresAt: keptUntil(now),
      };
      const jobid = await ctx.db.transaction(async (tx) => {
        await repository.lockRequester(tx, staff.institutionId, staff.userId);
        const pending = await repository.pendingJobsOf(tx, staff.institutionId, staff.userId, now);
        // Asked again (a second click, another tab) while it is still on its way: the same report.
        const same = pending.find((waiting) => sameReport(waiting, job));
        if (same) return same.id;
        if (pending.length >= REPORT_PENDING_MAX) throw new AppError('report.too_many_pending');
        await repository.insertJob(tx, job);
        return null;
      });
      if (jobid) return { jobid };
      await queue?.send();
      return { jobid: job.id };
    },

    async status(staff: StaffPrincipal, jobId: string): Promise<Omit<ReportStatusResponse, 'status'>> {
      const job = await ownJob(staff, jobId);
      return {
        state: job.state,
        progress: job.progress,
        ...(job.state === 'done' && job.fileName && job.bytes !== null && job.expiresAt
          ? { file_name: job.fileName, bytes: job.bytes, expires_at: job.expiresAt.toISOString() }
          : {}),
        ...(job.state === 'failed' ? { error: job.errorCode ?? 'report.build_failed' } : {}),
      };
    },

    /** The built file; a report still being built is not ready, a failed one answers why it failed. */
    async download(staff: StaffPrincipal, jobId: string) {
      const job = await ownJob(staff, jobId);
      if (job.state === 'failed')
        throw new AppError(isErrorCode(job.errorCode) ? job.errorCode : 'report.build_failed');
      if (job.state !== 'done' || !job.fileKey || !job.fileName) throw new AppError('report.not_ready');
      const data = await ctx.files.read(job.fileKey);
      if (!data) throw new AppError('report.expired');
      return { data: Buffer.from(data), contentType: CONTENT_TYPES[job.format], name: job.fileName };
    },

    /**
     * Builds the next report waiting (`claimNextJob` says which: in turn between schools) as
     * its requester and keeps the file; answers its id, or null when none waits. A refusal (the class or
     * student no longer visible to them) or any other failure ends the job failed with its error code.
     */
    async buildNext(): Promise<string | null> {
      const now = ctx.clock();
      const job = await repository.claimNextJob(ctx.db, now, leaseStart(now));
      if (!job) return null;
      if (job.role === null) {
        await repository.failJob(ctx.db, job, 'common.not_found', now);
        return job.id;
      }
      const staff: StaffPrincipal = {
        kind: 'staff',
        sessionId: 0,
        userId: job.requestedBy,
        institutionId: job.institutionId,
        role: job.role,
      };
      const language = job.lang as Language;
      try {
        const madeAt = ctx.clock();
        const frame = { window: job.window, language, madeAt, keptUntil: keptUntil(madeAt) };
        const { document, subject } = await readReport(job, staff, frame);
        const data = await writeFile(document, job.format, language);
        await repository.setProgress(ctx.db, job, 95);
        const fileKey = `reports/${job.institutionId}/${job.id}.${job.format}`;
        await ctx.files.put(fileKey, data, CONTENT_TYPES[job.format]);
        const texts = REPORT_TEXTS[language];
        const kind = job.studentId === null ? texts.classReport : texts.studentReport;
        await repository.finishJob(ctx.db, job, {
          fileKey,
          fileName: `${subject} ${kind} ${calendarDate(madeAt)}.${job.format}`,
          bytes: data.length,
          finishedAt: ctx.clock(),
          expiresAt: frame.keptUntil,
        });
      } catch (error) {
        const code: ErrorCode = error instanceof AppError ? error.code : 'report.build_failed';
        if (!(error instanceof AppError)) ctx.log.error({ err: error, report: job.id }, 'report failed');
        await repository.failJob(ctx.db, job, code, ctx.clock());
      }
      return job.id;
    },

    /** How many reports wait for a builder: asked for, or left half built by a server that stopped. */
    waiting(): Promise<number> {
      return repository.countClaimable(ctx.db, leaseStart(ctx.clock()));
    },

    /** Deletes the reports kept past their expiry, then their files; answers how many. */
    async removeExpired(): Promise<number> {
      const gone = await repository.deleteExpired(ctx.db, ctx.clock());
      for (const job of gone) if (job.fileKey) await ctx.files.remove(job.fileKey);
      return gone.length;
    },
  };
}
