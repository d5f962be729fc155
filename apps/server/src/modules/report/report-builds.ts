import type { ErrorCode, Language, ReportFormat } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import type { StaffPrincipal } from '../session/index.js';
import * as repository from './report.repository.js';
import { classReport, type ReportFrame, studentReport } from './report-content.js';
import { CONTENT_TYPES, keptUntil, REPORT_BUILD_LEASE_SECONDS, type ReportDeps } from './report-deps.js';
import type { ReportDocument } from './report-document.js';
import { reportSheets } from './report-files.js';
import { REPORT_TEXTS } from './report-texts.js';

// Reports built in the background, one at a time, as the staff member who asked for each.

/** The share of the progress bar reading the data takes; drawing and storing the file take the rest. */
const READ_SHARE = 80;

/** Builds taken before this moment and still unsettled were left by a server that stopped. */
const leaseStart = (now: Date) => new Date(now.getTime() - REPORT_BUILD_LEASE_SECONDS * 1_000);

type Job = NonNullable<Awaited<ReturnType<typeof repository.claimNextJob>>>;

/** The report's data, read as its requester, then written as a document; progress moves as sections are read. */
async function readReport(
  { ctx, sources }: ReportDeps,
  job: Job,
  staff: StaffPrincipal,
  frame: Omit<ReportFrame, 'className'>,
) {
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

async function writeFile(
  { ctx }: ReportDeps,
  document: ReportDocument,
  format: ReportFormat,
  language: Language,
): Promise<Buffer> {
  if (format === 'pdf') return ctx.workers.renderReportPdf(document, language);
  return (await ctx.workers.writeSpreadsheet('xlsx', reportSheets(document))).data;
}

/**
 * Builds the next report waiting (`claimNextJob` says which: in turn between schools) as
 * its requester and keeps the file; answers its id, or null when none waits. A refusal (the class or
 * student no longer visible to them) or any other failure ends the job failed with its error code.
 */
export async function buildNextReport(deps: ReportDeps): Promise<string | null> {
  const { ctx } = deps;
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
    const { document, subject } = await readReport(deps, job, staff, frame);
    const data = await writeFile(deps, document, job.format, language);
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
}

/** How many reports wait for a builder: asked for, or left half built by a server that stopped. */
export function reportsWaiting({ ctx }: ReportDeps): Promise<number> {
  return repository.countClaimable(ctx.db, leaseStart(ctx.clock()));
}

/** Deletes the reports kept past their expiry, then their files; answers how many. */
export async function removeExpiredReports({ ctx }: ReportDeps): Promise<number> {
  const gone = await repository.deleteExpired(ctx.db, ctx.clock());
  for (const job of gone) if (job.fileKey) await ctx.files.remove(job.fileKey);
  return gone.length;
}
