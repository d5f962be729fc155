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
});
