import type { Language, ReportFormat, ReportWindow } from '@lms/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportJobs, users } from '../../db/schema/index.js';

export interface NewReportJob {
  id: string;
  institutionId: number;
  courseId: number;
  requestedBy: number;
  format: ReportFormat;
  studentId: number | null;
  window: ReportWindow;
  lang: Language;
  expiresAt: Date;
}

export async function insertJob(db: Db, job: NewReportJob) {
  await db.insert(reportJobs).values(job);
}

/** A job as its requester sees it; another staff member's job, or another school's, is none. */
export async function requestersJob(db: Db, institutionId: number, userId: number, jobId: string) {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(
      and(eq(reportJobs.id, jobId), eq(reportJobs.institutionId, institutionId), eq(reportJobs.requestedBy, userId)),
    );
  return row ?? null;
}

/**
 * Takes a job to build: queued, or running when a server stopped while building it (the queue
 * hands it out again). Answers it with its requester's role, or null when it is gone or settled.
 */
export async function claimJob(db: Db, jobId: string) {
  const [row] = await db
    .update(reportJobs)
    .set({ state: 'running', progress: 0 })
    .where(and(eq(reportJobs.id, jobId), inArray(reportJobs.state, ['queued', 'running'])))
    .returning();
  if (!row) return null;
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, row.requestedBy), eq(users.institutionId, row.institutionId)));
  return user ? { ...row, role: user.role } : null;
}

export async function setProgress(db: Db, jobId: string, progress: number) {
  await db
    .update(reportJobs)
    .set({ progress })
    .where(and(eq(reportJobs.id, jobId), eq(reportJobs.state, 'running')));
}

export async function finishJob(
  db: Db,
  jobId: string,
  file: { fileKey: string; fileName: string; bytes: number; finishedAt: Date; expiresAt: Date },
) {
  await db
    .update(reportJobs)
    .set({ state: 'done', progress: 100, ...file })
    .where(eq(reportJobs.id, jobId));
}

export async function failJob(db: Db, jobId: string, errorCode: string, finishedAt: Date) {
  await db.update(reportJobs).set({ state: 'failed', errorCode, finishedAt }).where(eq(reportJobs.id, jobId));
}

/** Removes the jobs kept past their expiry, answering the files they held. */
export async function deleteExpired(db: Db, now: Date) {
  return db
    .delete(reportJobs)
    .where(lte(reportJobs.expiresAt, now))
    .returning({ id: reportJobs.id, fileKey: reportJobs.fileKey });
}
