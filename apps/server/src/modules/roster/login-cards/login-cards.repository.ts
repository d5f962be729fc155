import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courses, institutions } from '../../school/index.js';
import { loginCardBatches } from '../roster.tables.js';

export async function insertCardBatch(tx: Db, row: typeof loginCardBatches.$inferInsert, now: Date): Promise<void> {
  // Batches nobody downloaded in time are of no use to anyone: clear the school's expired ones.
  await tx
    .delete(loginCardBatches)
    .where(and(eq(loginCardBatches.institutionId, row.institutionId), lt(loginCardBatches.expiresAt, now)));
  await tx.insert(loginCardBatches).values(row);
}

/** Takes a batch out for its one download: only its creator can, and only before it expires. */
export async function takeCardBatch(
  db: Db,
  owner: { institutionId: number; userId: number },
  handleHash: string,
  now: Date,
) {
  const [row] = await db
    .delete(loginCardBatches)
    .where(
      and(
        eq(loginCardBatches.handleHash, handleHash),
        eq(loginCardBatches.institutionId, owner.institutionId),
        eq(loginCardBatches.createdBy, owner.userId),
        gt(loginCardBatches.expiresAt, now),
      ),
    )
    .returning({ payload: loginCardBatches.payload });
  return row?.payload;
}

/** The names printed on every card of a batch. */
export async function cardHeading(db: Db, institutionId: number, courseId: number) {
  const [row] = await db
    .select({ school: institutions.name, course: courses.name })
    .from(courses)
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(and(eq(courses.institutionId, institutionId), eq(courses.id, courseId)))
    .limit(1);
  return row;
}

/** The code students give, with their account or number, to say which school they belong to. */
export async function schoolCodeOf(db: Db, institutionId: number): Promise<string> {
  const [row] = await db
    .select({ schoolCode: institutions.schoolCode })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .limit(1);
  return row!.schoolCode;
}
