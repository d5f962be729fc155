import { randomBytes } from 'node:crypto';
import { isErrorCode, REPORT_PENDING_MAX, type ReportRequestBody, type ReportStatusResponse } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';
import type { CourseRow } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import * as repository from './report.repository.js';
import { CONTENT_TYPES, keptUntil, type ReportDeps } from './report-deps.js';

// A staff member's reports: asked for, followed and downloaded only by the one who asked.

/** The same report asked for again: the same class or student, window, format and language. */
type Asked = Pick<repository.NewReportJob, 'courseId' | 'studentId' | 'window' | 'format'> & { lang: string };
const sameReport = (a: Asked, b: Asked) =>
  a.courseId === b.courseId &&
  a.studentId === b.studentId &&
  a.window === b.window &&
  a.format === b.format &&
  a.lang === b.lang;

/** The staff member's own job, still kept; anyone else's, or another school's, is not found. */
async function ownJob({ ctx }: ReportDeps, staff: StaffPrincipal, jobId: string) {
  const job = await repository.requestersJob(ctx.db, staff.institutionId, staff.userId, jobId);
  if (!job) throw new AppError('common.not_found');
  if (job.expiresAt && job.expiresAt <= ctx.clock()) throw new AppError('report.expired');
  return job;
}

/**
 * Asks for a report of the class or of one of its students, to be built in the background; the
 * same report still on its way is answered instead (not queued again).
 */
export async function requestReport(
  { ctx, sources }: ReportDeps,
  staff: StaffPrincipal,
  course: CourseRow,
  body: ReportRequestBody,
): Promise<{ jobid: string; queued: boolean }> {
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
  return jobid ? { jobid, queued: false } : { jobid: job.id, queued: true };
}

/** Where the staff member's report stands: its progress, and its file once built. */
export async function reportStatus(
  deps: ReportDeps,
  staff: StaffPrincipal,
  jobId: string,
): Promise<Omit<ReportStatusResponse, 'status'>> {
  const job = await ownJob(deps, staff, jobId);
  return {
    state: job.state,
    progress: job.progress,
    ...(job.state === 'done' && job.fileName && job.bytes !== null && job.expiresAt
      ? { file_name: job.fileName, bytes: job.bytes, expires_at: job.expiresAt.toISOString() }
      : {}),
    ...(job.state === 'failed' ? { error: job.errorCode ?? 'report.build_failed' } : {}),
  };
}

/** The built file; a report still being built is not ready, a failed one answers why it failed. */
export async function downloadReport(deps: ReportDeps, staff: StaffPrincipal, jobId: string) {
  const job = await ownJob(deps, staff, jobId);
  if (job.state === 'failed') throw new AppError(isErrorCode(job.errorCode) ? job.errorCode : 'report.build_failed');
  if (job.state !== 'done' || !job.fileKey || !job.fileName) throw new AppError('report.not_ready');
  const data = await deps.ctx.files.read(job.fileKey);
  if (!data) throw new AppError('report.expired');
  return { data: Buffer.from(data), contentType: CONTENT_TYPES[job.format], name: job.fileName };
}
