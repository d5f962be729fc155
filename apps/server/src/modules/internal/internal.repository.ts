import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions, internalStaff } from '../../db/schema/index.js';

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
const actingAdministrator = sql<number | null>`(
  select min(acting.id) from users acting
  where acting.institution_id = "institutions"."id" and acting.role = 'admin' and acting.status = 'active'
)`;

const schoolColumns = {
  institution: institutions.id,
  name: institutions.name,
  school_code: institutions.schoolCode,
  actingAdministrator,
};

/** Every school an internal session can look at (one with an active administrator), by name. */
export function listSchools(db: Db) {
  return db
    .select(schoolColumns)
    .from(institutions)
    .where(isNotNull(actingAdministrator))
    .orderBy(asc(institutions.name), asc(institutions.id));
}

/** The school, when an internal session can look at it. */
export async function findSchool(db: Db, institutionId: number) {
  const [row] = await db
    .select(schoolColumns)
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), isNotNull(actingAdministrator)))
    .limit(1);
  return row;
}
