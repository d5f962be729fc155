import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { institutions, students } from '../../school/index.js';

/** The school's quota and its active students (a student in two classes counts once). */
export async function quotaOf(db: Db, institutionId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ quota: institutions.studentQuota })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new Error(`institution ${institutionId} not found`);
  const [active] = await db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.institutionId, institutionId), eq(students.active, true)));
  return { quota: row.quota, used: active?.n ?? 0 };
}
