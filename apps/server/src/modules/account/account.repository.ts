import type { Language, UserImage, UserStatus } from '@lms/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, institutions, users } from '../school/index.js';

const staffColumns = {
  id: users.id,
  institutionId: users.institutionId,
  institutionName: institutions.name,
  schoolCode: institutions.schoolCode,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  role: users.role,
  image: users.image,
  status: users.status,
  language: users.language,
};

export type StaffRecord = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

export async function findStaffById(db: Db, institutionId: number, userId: number) {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(and(eq(users.institutionId, institutionId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function updateStaff(
  db: Db,
  institutionId: number,
  userId: number,
  changes: Partial<{ name: string; image: UserImage; language: Language; passwordHash: string }>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.institutionId, institutionId), eq(users.id, userId)));
}

/** The institution's teachers and administrators with the number of classes each teaches. */
export function listStaffWithClassCounts(db: Db, institutionId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      classes: count(courses.id),
    })
    .from(users)
    .leftJoin(courses, and(eq(courses.teacherId, users.id), eq(courses.institutionId, users.institutionId)))
    .where(eq(users.institutionId, institutionId))
    .groupBy(users.id, users.institutionId)
    .orderBy(asc(users.name), asc(users.id));
}

/** Sets a staff member's status if it is one of `from`; answers whether it changed. */
export async function changeStatus(
  db: Db,
  user: { id: number; institutionId: number },
  change: { from: UserStatus; to: UserStatus },
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ status: change.to, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.institutionId, user.institutionId), eq(users.status, change.from)))
    .returning({ id: users.id });
  return changed.length > 0;
}
