import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { institutions, students } from '../src/db/schema/index.js';
import { importUrl, table, xlsx } from '../src/modules/roster/roster-test-files.js';
import { createCourse, createSchool } from '../src/test/fixtures.js';
import { freshPostgresDatabase } from '../src/test/postgres-database.js';
import { type ServerProcess, signInOver, startServer, systemPort } from './server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROWS = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.runIf(serverUrl)('kill -9 of the server during a 400-row roster import', () => {
  let database: Database & { url: string };
  let admin: pg.Client;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await freshPostgresDatabase(serverUrl!, 2);
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await admin?.end();
    await database?.close();
  });

  /** How many connections the server has open, and how many of them hold a transaction that wrote or locked. */
  async function backendsOf(running: ServerProcess) {
    const { rows } = await admin.query<{ open: number; writing: number }>(
      `select count(*)::int as open, count(backend_xid)::int as writing
         from pg_stat_activity where datname = $1 and application_name = $2`,
      [new URL(database.url).pathname.slice(1), running.applicationName],
    );
    return rows[0]!;
  }

  /** A school with a class that has room for the whole file, and the file of 400 new students. */
  async function importCase(round: number) {
    const school = await createSchool(database.db);
    await database.db
      .update(institutions)
      .set({ studentQuota: 2 * ROWS })
      .where(eq(institutions.id, school.institution.id));
    const course = await createCourse(database.db, {
      institutionId: school.institution.id,
      teacherId: school.teacher.id,
      studentLimit: ROWS,
    });
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      username: `Pupil ${i}`,
      account: `r${round}-pupil-${i}`,
      password: `pass-${1000 + i}`,
    }));
    const file = await xlsx(table(rows, ['username', 'account', 'password']));
    return { school, course, file };
  }

  const studentsOf = async (institutionId: number) =>
    (await database.db.select({ n: count() }).from(students).where(eq(students.institutionId, institutionId)))[0]!.n;

  function upload(base: string, headers: Record<string, string>, courseId: number, file: Buffer) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(file)]), 'roster-400.xlsx');
    return fetch(`${base}${importUrl(courseId)}`, { method: 'POST', headers, body: form });
  }

  /** Waits until the server holds a transaction that took a lock or wrote: the import's. */
  async function untilWriting(running: ServerProcess) {
    const deadline = Date.now() + 30_000;
    while ((await backendsOf(running)).writing === 0) {
      if (Date.now() > deadline) throw new Error('the import never began writing');
      await sleep(2);
    }
  }

  /** Kill points: as the import's transaction takes its first lock or write, a little later, and before it begins. */
  const KILLS: { when: string; wait: (running: ServerProcess) => Promise<void> }[] = [
    { when: 'once its transaction has begun writing', wait: untilWriting },
    {
      when: 'a moment into its transaction',
      async wait(running) {
        await untilWriting(running);
        await sleep(20);
      },
    },
    { when: 'while the file is being read and checked', wait: () => sleep(150) },
  ];

  it.each(KILLS.map((kill, round) => [kill.when, round] as const))(
    'killed %s, leaves all the rows or none',
    async (_, round) => {
      const { school, course, file } = await importCase(round);
      server = await startServer({ port: systemPort(0), databaseUrl: database.url });
      const headers = await signInOver(server.base, school.teacher.email);
      const answer = upload(server.base, headers, course.id, file).then(
        (response) => response.status,
        () => 'no answer' as const,
      );
      await KILLS[round]!.wait(server);
      await server.kill('SIGKILL');
      const answered = await answer;

      // PostgreSQL ends the dead server's backends (rolling back what they held) once it notices the closed sockets.
      const killed = server;
      const deadline = Date.now() + 20_000;
      while ((await backendsOf(killed)).open > 0 && Date.now() < deadline) await sleep(100);
      expect((await backendsOf(killed)).open).toBe(0);
      const imported = await studentsOf(school.institution.id);
      expect([0, ROWS]).toContain(imported);
      // An import acknowledged before the kill is all there.
      if (answered === 200) expect(imported).toBe(ROWS);
    },
    120_000,
  );

  it('after the kills, a new server imports the whole file', async () => {
    const { school, course, file } = await importCase(KILLS.length);
    server = await startServer({ port: systemPort(0), databaseUrl: database.url });
    const headers = await signInOver(server.base, school.teacher.email);
    const response = await upload(server.base, headers, course.id, file);
    expect(response.status).toBe(200);
    expect(await studentsOf(school.institution.id)).toBe(ROWS);
    await server.kill('SIGTERM');
  }, 120_000);
});
