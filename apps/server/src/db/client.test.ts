import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { postgresDatabase } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server can end a connection from its side; the suite's second pass runs this.
describe.runIf(serverUrl)('a PostgreSQL connection pool', () => {
  it('survives a server ending its idle connections and reconnects for the next query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = postgresDatabase(serverUrl!, 2);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const pid = async () =>
        ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows[0]!.pid;
      const before = await pid();
      await admin.query('select pg_terminate_backend($1)', [before]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('database connection lost')));
      expect(await pid()).not.toBe(before);
    } finally {
      await admin.end();
      await database.close();
      warn.mockRestore();
    }
  });

  it('neither ends the process nor loses a pooled connection when one breaks as a transaction starts or runs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // One connection: a single one lost for good would leave every later transaction waiting.
    const database = postgresDatabase(serverUrl!, 1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const pid = async () =>
      ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows[0]!.pid;
    try {
      for (let round = 0; round < 10; round++) {
        const backend = await pid();
        // Ended just before the transaction begins (round is even) or while it runs (odd).
        if (round % 2 === 0) await admin.query('select pg_terminate_backend($1)', [backend]);
        const outcome = await database.db
          .transaction(async (tx) => {
            if (round % 2 === 1) await admin.query('select pg_terminate_backend($1)', [backend]);
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : error),
          );
        expect(['committed', 'unavailable']).toContain(outcome);
      }
      expect(await pid()).toEqual(expect.any(Number));
    } finally {
      await admin.end();
      await database.close();
      warn.mockRestore();
    }
  });
});
