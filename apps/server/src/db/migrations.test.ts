import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { pgliteDatabase } from './client.js';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations folder as a release that ended with migration `last` shipped it. */
function migrationsUpTo(last: number): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'lms-migrations-')), 'migrations');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migrations', () => {
  it('upgrade a database holding data of the release before the revisions and the auto-assign time', async () => {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsUpTo(5) });
      await client.exec(`
        insert into institutions (name, school_code) values ('Old School', 'OLD');
        insert into users (institution_id, email, name, password_hash) values (1, 'teacher@old.test', 'Teacher', 'x');
        insert into courses (institution_id, name, grade_tag, teacher_id, student_limit, start_date, expiry_date, auto_assign)
          values (1, 'On', 'grade3', 1, 30, '2026-01-01', '2026-12-31', true),
                 (1, 'Off', 'grade3', 1, 30, '2026-01-01', '2026-12-31', false);
      `);

      await pgliteDatabase(client).migrate();

      const courses = await client.query<{ name: string; on: boolean }>(
        'select name, auto_assign_since is not null as on from courses order by name',
      );
      expect(courses.rows).toEqual([
        { name: 'Off', on: false },
        { name: 'On', on: true },
      ]);
      const institution = await client.query<{ revision: number }>('select revision from institutions');
      expect(institution.rows[0]!.revision).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('key an existing database by school in place: rows stay, links hold the school and refuse to dangle, the rollup goes on', async () => {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsUpTo(20) });
      await client.exec(`
        insert into institutions (name, school_code) values ('Old School', 'OLD');
        insert into users (institution_id, email, name, password_hash) values (1, 'teacher@old.test', 'Teacher', 'x');
        insert into courses (institution_id, name, grade_tag, teacher_id, student_limit, start_date, expiry_date)
          values (1, 'Kept', 'grade3', 1, 30, '2026-01-01', '2026-12-31'), (1, 'Gone', 'grade3', 1, 30, '2026-01-01', '2026-12-31');
        insert into students (institution_id, account, username, password_hash) values (1, 'pupil', 'Pupil', 'x');
        insert into enrolments (course_id, student_id, institution_id) values (1, 1, 1);
        insert into content_packages (key, name) values ('p', 'Package');
        insert into resources (key, package_id, position, type, name, level, cover_path) values ('r', 1, 1, 'book', 'Book', 'A', 'c.png');
        insert into learning_events (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, completed)
          values (1, 1, 1, 1, 'k1', 'read', '2026-03-02T10:00:00Z', 60, true);
        insert into level_tests (institution_id, student_id, course_id, kind, form) values (1, 1, 2, 'check', 'f');
      `);

      await pgliteDatabase(client).migrate();

      const key = await client.query<{ key: string }>(
        "select pg_get_constraintdef(oid) as key from pg_constraint where conname = 'enrolments_pk'",
      );
      expect(key.rows).toEqual([{ key: 'PRIMARY KEY (course_id, student_id, institution_id)' }]);
      expect((await client.query('select course_id, student_id, institution_id from enrolments')).rows).toEqual([
        { course_id: 1, student_id: 1, institution_id: 1 },
      ]);
      // A link to another school's class is refused by the database itself.
      await client.exec("insert into institutions (name, school_code) values ('Other School', 'OTHER')");
      await expect(
        client.exec('insert into enrolments (course_id, student_id, institution_id) values (1, 1, 2)'),
      ).rejects.toThrow(/foreign key/);
      // No link empties itself on a delete (that would empty the school with it on a sharded
      // database): a class a level check came through cannot be deleted from under it.
      await expect(client.exec("delete from courses where name = 'Gone'")).rejects.toThrow(/foreign key/);
      expect((await client.query('select course_id, institution_id from level_tests')).rows).toEqual([
        { course_id: 2, institution_id: 1 },
      ]);
      await client.exec(`
        insert into learning_events (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, completed)
          values (1, 1, 1, 1, 'k2', 'read', '2026-03-02T11:00:00Z', 30, false)`);
      expect((await client.query('select seconds, events, completions from learning_days')).rows).toEqual([
        { seconds: 90, events: 2, completions: 1 },
      ]);
    } finally {
      await client.close();
    }
  });
});
