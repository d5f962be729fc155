import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database as a tar file; empty when tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Creating and migrating an embedded database takes seconds and a lot of memory, so it is
 * done once per run; every test file starts from a copy of the result.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'lms-test-template-'));
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
