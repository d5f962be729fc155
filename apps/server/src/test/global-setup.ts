import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, postgresDatabase } from '../db/client.js';
import { createCitusDatabase, dropCitusDatabase, freezeCitusDatabase } from './citus-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database as a tar file; empty when tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated, distributed, empty database on the Citus cluster to copy; empty unless `CITUS_URL` is set. */
    citusTemplate: string;
  }
}

/**
 * Creating and migrating an embedded database takes seconds and a lot of memory, so it is
 * done once per run; every test file starts from a copy of the result.
 */
export default async function setup(project: TestProject) {
  project.provide('citusTemplate', '');
  const citusUrl = process.env.CITUS_URL;
  if (citusUrl) {
    project.provide('pgliteTemplate', '');
    // One per project of the run (the server's two projects each set up their own).
    const name = `lms_citus_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    const database = postgresDatabase(await createCitusDatabase(citusUrl, name), 2);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await freezeCitusDatabase(citusUrl, name);
    project.provide('citusTemplate', name);
    return () => dropCitusDatabase(citusUrl, name);
  }
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
