import { and, countDistinct, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { calendarDate } from '../../lib/clock.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { assignmentStudents, assignments, rewardLedger } from '../assignment/index.js';
import { resources } from '../catalogue/index.js';
import { learningDays } from '../learning/index.js';
import { parents, students } from '../school/index.js';
import { parentPasswordResets } from './parent.tables.js';

/** Students whose parent_account is the e-mail, in any case. */
const childOf = (email: string) => sql`lower(${students.parentAccount}) = ${email}`;

/** Whether the e-mail is some student's parent account at the school. */
export async function hasChildren(db: Db, institutionId: number, email: string): Promise<boolean> {
  return hasRow(db, students, eq(students.institutionId, institutionId), childOf(email));
}

/** The parent row of the e-mail at a school, created on first use. */
export async function ensureParent(db: Db, institutionId: number, email: string) {
  await db.insert(parents).values({ institutionId, email }).onConflictDoNothing();
  const [row] = await db
    .select({ id: parents.id, institutionId: parents.institutionId, email: parents.email })
    .from(parents)
    .where(and(eq(parents.institutionId, institutionId), eq(parents.email, email)));
  return row!;
}

/** The parent of that e-mail at the school, once they have set a password. */
export async function findParentWithPassword(db: Db, institutionId: number, email: string) {
  const [row] = await db
    .select({ id: parents.id, institutionId: parents.institutionId, passwordHash: parents.passwordHash })
    .from(parents)
    .where(and(eq(parents.institutionId, institutionId), eq(parents.email, email), isNotNull(parents.passwordHash)))
    .limit(1);
  return row && { ...row, passwordHash: row.passwordHash! };
}

export async function setParentPassword(db: Db, parent: { id: number; institutionId: number }, hash: string) {
  await db
    .update(parents)
    .set({ passwordHash: hash })
    .where(and(eq(parents.id, parent.id), eq(parents.institutionId, parent.institutionId)));
}

export async function insertResetLink(
  db: Db,
  row: { tokenHash: string; parentId: number; institutionId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(parentPasswordResets).values(row);
}

/** The link of a token, looked up in the token's school. */
export async function findResetLink(db: Db, token: SchoolTokenKey) {
  const [row] = await db
    .select({
      id: parentPasswordResets.id,
      parentId: parentPasswordResets.parentId,
      institutionId: parentPasswordResets.institutionId,
      email: parents.email,
      expiresAt: parentPasswordResets.expiresAt,
      usedAt: parentPasswordResets.usedAt,
    })
    .from(parentPasswordResets)
    .innerJoin(
      parents,
      and(eq(parents.id, parentPasswordResets.parentId), eq(parents.institutionId, parentPasswordResets.institutionId)),
    )
    .where(
      and(eq(parentPasswordResets.institutionId, token.institutionId), eq(parentPasswordResets.tokenHash, token.hash)),
    )
    .limit(1);
  return row;
}

/** Marks every unused link of the parent as used; answers whether `link` was among them (one winner per link). */
export async function useResetLinks(
  db: Db,
  link: { id: number; parentId: number; institutionId: number },
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(parentPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(parentPasswordResets.parentId, link.parentId),
        eq(parentPasswordResets.institutionId, link.institutionId),
        isNull(parentPasswordResets.usedAt),
      ),
    )
    .returning({ id: parentPasswordResets.id });
  return used.some((row) => row.id === link.id);
}

/** What the ledger credited a student with since a moment, as a correlated subquery. */
function earnedSince(institutionId: number, amount: AnyPgColumn, since: Date) {
  return sql<number>`(
    select coalesce(sum(${amount}), 0) from ${rewardLedger}
    where ${rewardLedger.studentId} = ${students.id}
      and ${rewardLedger.institutionId} = ${institutionId}
      and ${rewardLedger.createdAt} >= ${since.toISOString()})`.mapWith(Number);
}

/**
 * The parent's children at their school (optionally one), each with what they did since
 * `since`: books completed, time spent, assignments and rewards earned, and their reward
 * totals. Learning is counted from `since`'s calendar day on, in one grouped query over the
 * daily rollup by student and day.
 */
export function childStatistics(db: Db, parent: { institutionId: number; email: string }, since: Date, stuid?: number) {
  return db
    .select({
      id: students.id,
      username: students.username,
      avatar: students.avatar,
      exp: students.exp,
      tickets: students.tickets,
      booksRead: countDistinct(
        sql`case when ${learningDays.completions} > 0 and ${resources.type} = 'book' then ${learningDays.resourceId} end`,
      ),
      seconds: sql<number>`coalesce(sum(${learningDays.seconds}), 0)`.mapWith(Number),
      assigned: sql<number>`(
        select count(*) from ${assignmentStudents}
        join ${assignments} on ${assignments.id} = ${assignmentStudents.assignmentId}
          and ${assignments.institutionId} = ${assignmentStudents.institutionId}
        where ${assignmentStudents.studentId} = ${students.id}
          and ${assignmentStudents.institutionId} = ${parent.institutionId}
          and ${assignments.endDate} >= ${calendarDate(since)})`.mapWith(Number),
      completed: sql<number>`(
        select count(*) from ${assignmentStudents}
        where ${assignmentStudents.studentId} = ${students.id}
          and ${assignmentStudents.institutionId} = ${parent.institutionId}
          and ${assignmentStudents.completedAt} >= ${since.toISOString()})`.mapWith(Number),
      expEarned: earnedSince(parent.institutionId, rewardLedger.exp, since),
      ticketsEarned: earnedSince(parent.institutionId, rewardLedger.tickets, since),
    })
    .from(students)
    .leftJoin(
      learningDays,
      and(
        eq(learningDays.studentId, students.id),
        eq(learningDays.institutionId, students.institutionId),
        gte(learningDays.day, calendarDate(since)),
      ),
    )
    .leftJoin(resources, eq(resources.id, learningDays.resourceId))
    .where(
      and(
        eq(students.institutionId, parent.institutionId),
        childOf(parent.email),
        stuid === undefined ? undefined : eq(students.id, stuid),
      ),
    )
    .groupBy(students.id, students.institutionId)
    .orderBy(students.username, students.id);
}

export type ChildStatisticsRow = Awaited<ReturnType<typeof childStatistics>>[number];
