import { and, eq, inArray } from 'drizzle-orm';
import { acrossSchools } from '../../db/across-schools.js';
import type { Db } from '../../db/client.js';
import { directory } from './directory.tables.js';

/** School codes are looked up in any letter case; the directory keeps them upper case. */
const codeKey = (code: string) => code.trim().toUpperCase();
/** E-mails are looked up in any letter case; the directory keeps them lower case. */
const emailKey = (email: string) => email.trim().toLowerCase();

const entry = (kind: (typeof directory.$inferSelect)['kind'], key: string) =>
  and(eq(directory.kind, kind), eq(directory.key, key));

/** The school with this code (any letter case). */
export async function findSchoolByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ institutionId: directory.institutionId })
    .from(directory)
    .where(entry('school_code', codeKey(code)));
  return row?.institutionId;
}

/** The staff member who signs in with this e-mail (any letter case), and their school. */
export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ institutionId: directory.institutionId, userId: directory.subjectId })
    .from(directory)
    .where(entry('staff_email', emailKey(email)));
  return row && { institutionId: row.institutionId, userId: row.userId! };
}

/** The schools where the e-mail (any letter case) is a student's parent account or a parent's sign-in. */
export async function findParentsByEmail(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .select({ institutionId: directory.institutionId })
    .from(directory)
    .where(entry('parent_email', emailKey(email)))
    .orderBy(directory.place);
  return rows.map((row) => row.institutionId);
}

/**
 * Which of `emails` (lower case) a staff member of any school signs in with already. A list of
 * keys sits on as many shards of the directory on a cluster: one statement asks them all at once.
 */
export async function takenStaffEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await acrossSchools(db, (tx) =>
    tx
      .select({ email: directory.key })
      .from(directory)
      .where(and(eq(directory.kind, 'staff_email'), inArray(directory.key, emails))),
  );
  return new Set(rows.map((row) => row.email));
}

/** A new school's code; a code another school has breaks the primary key. */
export async function enterSchool(db: Db, school: { id: number; schoolCode: string }): Promise<void> {
  await db.insert(directory).values({ kind: 'school_code', key: codeKey(school.schoolCode), institutionId: school.id });
}

/**
 * A staff member's sign-in e-mail; an e-mail another account has breaks the primary key
 * (`directory_pkey`), which the account module answers as `account.email_taken`.
 */
export async function enterStaff(db: Db, user: { id: number; institutionId: number; email: string }): Promise<void> {
  await db.insert(directory).values({
    kind: 'staff_email',
    key: emailKey(user.email),
    institutionId: user.institutionId,
    subjectId: user.id,
  });
}

/** A staff member's account is gone: its e-mail is free for anyone. */
export async function removeStaff(db: Db, user: { id: number; institutionId: number; email: string }): Promise<void> {
  await db
    .delete(directory)
    .where(
      and(
        entry('staff_email', emailKey(user.email)),
        eq(directory.institutionId, user.institutionId),
        eq(directory.subjectId, user.id),
      ),
    );
}

/** A staff member signs in with another e-mail from now on; the new one must be free. */
export async function renameStaff(
  db: Db,
  user: { id: number; institutionId: number; email: string },
  newEmail: string,
): Promise<void> {
  await removeStaff(db, user);
  await enterStaff(db, { ...user, email: newEmail });
}

/** The e-mails (any letter case) are parent accounts or parents' sign-ins at the school; known ones stay as they are. */
export async function enterParents(db: Db, institutionId: number, emails: string[]): Promise<void> {
  const keys = [...new Set(emails.map(emailKey))];
  if (keys.length === 0) return;
  await db
    .insert(directory)
    .values(keys.map((key) => ({ kind: 'parent_email' as const, key, place: institutionId, institutionId })))
    .onConflictDoNothing();
}
