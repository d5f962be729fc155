import type { Language, ReportFormat, ReportWindow } from '@lms/shared';
import { and, asc, count, eq, gt, inArray, lt, lte, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { acrossSchools } from '../../db/across-schools.js';
import type { Db } from '../../db/client.js';
import { users } from '../school/index.js';
import { reportJobs } from './report.tables.js';

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

/** The states of a report not yet settled: waiting for a builder, or being built. */
const PENDING = ['queued', 'running'] as const;

/**
 * Holds the staff member's row until the transaction ends, so that two requests of one person
 * are counted one after the other.
 */
export async function lockRequester(tx: Db, institutionId: number, userId: number) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.institutionId, institutionId)))
    .for('update');
}

/** The staff member's reports waiting or being built, still kept. */
export function pendingJobsOf(db: Db, institutionId: number, userId: number, now: Date) {
  return db
    .select()
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.institutionId, institutionId),
        eq(reportJobs.requestedBy, userId),
        inArray(reportJobs.state, [...PENDING]),
        gt(reportJobs.expiresAt, now),
      ),
    );
}

const waiting = alias(reportJobs, 'waiting');
const served = alias(reportJobs, 'served');

/** A report a builder may take: waiting, or taken before `staleBefore` and never settled (its server stopped). */
const claimable = (jobs: typeof reportJobs | typeof waiting, staleBefore: Date) =>
  or(eq(jobs.state, 'queued'), and(eq(jobs.state, 'running'), lt(jobs.startedAt, staleBefore)));

/** One report, named by its school and id. */
export interface JobKey {
  id: string;
  institutionId: number;
}
const isJob = (job: JobKey) => and(eq(reportJobs.id, job.id), eq(reportJobs.institutionId, job.institutionId));

/** How many reports a builder may take now, over every school. */
export async function countClaimable(db: Db, staleBefore: Date): Promise<number> {
  const [row] = await acrossSchools(db, (tx) =>
    tx.select({ n: count() }).from(reportJobs).where(claimable(reportJobs, staleBefore)),
  );
  return row?.n ?? 0;
}

/** How many candidates a builder reads at once; it takes the first one no other builder took meanwhile. */
const CANDIDATES = 8;

/**
 * The next reports to build, in turn between schools: of the schools with reports waiting, the
 * one whose last report was taken longest ago (or never) goes first, with its oldest waiting
 * report. One school asking for many reports so waits behind every other school's next one
 * instead of holding them all up. Read over every school on purpose, without locks (a lock
 * across shards is refused on a cluster): `takeJob` then takes one within its school.
 */
function nextCandidates(db: Db, staleBefore: Date): Promise<JobKey[]> {
  return acrossSchools(db, (tx) => {
    // Each school's last report taken, grouped by school so that a cluster works it out on each shard.
    const lastServed = tx
      .select({ institutionId: served.institutionId, at: max(served.startedAt).as('at') })
      .from(served)
      .groupBy(served.institutionId)
      .as('last_served');
    return tx
      .select({ id: waiting.id, institutionId: waiting.institutionId })
      .from(waiting)
      .leftJoin(lastServed, eq(lastServed.institutionId, waiting.institutionId))
      .where(claimable(waiting, staleBefore))
      .orderBy(sql`${lastServed.at} asc nulls first`, asc(waiting.createdAt), asc(waiting.id))
      .limit(CANDIDATES);
  });
}

/**
 * Takes one report for building if it is still claimable: of two builders that read the same
 * candidate, the second waits for the first's row lock, then finds it no longer claimable.
 */
async function takeJob(db: Db, job: JobKey, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(reportJobs)
    .set({ state: 'running', progress: 0, startedAt: now })
    .where(and(isJob(job), claimable(reportJobs, staleBefore)))
    .returning();
  return row ?? null;
}

/**
 * Takes the next report to build (`nextCandidates` says which). A report taken before
 * `staleBefore` and still being built was left by a server that stopped: it is taken again.
 * Answers the report with its requester's role (null when they are no longer staff of the
 * school), or null when none waits.
 */
export async function claimNextJob(db: Db, now: Date, staleBefore: Date) {
  for (;;) {
    const candidates = await nextCandidates(db, staleBefore);
    if (candidates.length === 0) return null;
    for (const candidate of candidates) {
      const row = await takeJob(db, candidate, now, staleBefore);
      if (!row) continue;
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, row.requestedBy), eq(users.institutionId, row.institutionId)));
      return { ...row, role: user?.role ?? null };
    }
  }
}

export async function setProgress(db: Db, job: JobKey, progress: number) {
  await db
    .update(reportJobs)
    .set({ progress })
    .where(and(isJob(job), eq(reportJobs.state, 'running')));
}

export async function finishJob(
  db: Db,
  job: JobKey,
  file: { fileKey: string; fileName: string; bytes: number; finishedAt: Date; expiresAt: Date },
) {
  await db
    .update(reportJobs)
    .set({ state: 'done', progress: 100, ...file })
    .where(isJob(job));
}

export async function failJob(db: Db, job: JobKey, errorCode: string, finishedAt: Date) {
  await db.update(reportJobs).set({ state: 'failed', errorCode, finishedAt }).where(isJob(job));
}

/** Removes the jobs kept past their expiry in every school, answering the files they held. */
export async function deleteExpired(db: Db, now: Date) {
  return acrossSchools(db, (tx) =>
    tx
      .delete(reportJobs)
      .where(lte(reportJobs.expiresAt, now))
      .returning({ id: reportJobs.id, fileKey: reportJobs.fileKey }),
  );
}
