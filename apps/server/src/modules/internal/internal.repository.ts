import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { acrossSchools } from '../../db/across-schools.js';
import type { Db } from '../../db/client.js';
import { institutions, internalStaff } from '../school/index.js';

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(internalStaff).where(eq(internalStaff.email, email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: number) {
  const [row] = await db
    .select({ name: internalStaff.name, email: internalStaff.email })
    .from(internalStaff)
    .where(and(eq(internalStaff.id, id), isNull(internalStaff.disabledAt)))
    .limit(1);
  return row;
}

/** Adds a staff member, or gives an existing one (even disabled) this name and password and enables them again. */
export async function upsertStaff(db: Db, row: { email: string; name: string; passwordHash: string }): Promise<void> {
  await db
    .insert(internalStaff)
    .values(row)
    .onConflictDoUpdate({
      target: internalStaff.email,
      set: { name: row.name, passwordHash: row.passwordHash, disabledAt: null },
    });
}

export async function disableStaff(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(internalStaff)
    .set({ disabledAt: now })
    .where(and(eq(internalStaff.email, email), isNull(internalStaff.disabledAt)))
    .returning({ id: internalStaff.id });
  return rows.length > 0;
}

/** The administrator an internal session acts as: the school's first active one, as the session lookup chooses. */
const actingAdministrator = (school: SQL | number) => sql<number | null>`(
  select min(acting.id) from users acting
  where acting.institution_id = ${school} and acting.role = 'admin' and acting.status = 'active'
)`;

/** A school's columns; its acting administrator looked up by the school's id as a value where it is known. */
const schoolColumns = (school: SQL | number) => ({
  institution: institutions.id,
  name: institutions.name,
  school_code: institutions.schoolCode,
  actingAdministrator: actingAdministrator(school),
});

/**
 * Every school an internal session can look at (one with an active administrator), by name; the
 * first `limit` of them when given. Read across all schools on purpose (the company's own list).
 */
export function listSchools(db: Db, limit?: number) {
  return acrossSchools(db, (tx) => {
    const all = tx
      .select(schoolColumns(sql`${institutions.id}`))
      .from(institutions)
      .where(isNotNull(actingAdministrator(sql`${institutions.id}`)))
      .orderBy(asc(institutions.name), asc(institutions.id));
    return limit === undefined ? all : all.limit(limit);
  });
}

/** The school, when an internal session can look at it. */
export async function findSchool(db: Db, institutionId: number) {
  const [row] = await db
    .select(schoolColumns(institutionId))
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), isNotNull(actingAdministrator(institutionId))))
    .limit(1);
  return row;
}
