import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import type { TableDeclaration } from './schema/kinds.js';
import { tenancyBreaches, undeclaredSchemas } from './tenancy-rules.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the tenant model', () => {
  it('holds for every table after the migrations: each has its kind, each school table its school in every key and link', async () => {
    expect(await tenancyBreaches(database.db)).toEqual([]);
    expect(await undeclaredSchemas(database.db)).toEqual([]);
  });

  it('turns red on each rule broken, read from the catalog', async () => {
    await database.executor.executeSql(`
      create schema tenancy_probe;
      create table tenancy_probe.institutions (id bigint primary key, code text unique, name text);
      create unique index institutions_name_idx on tenancy_probe.institutions (name);
      create table tenancy_probe.courses (
        id bigint generated always as identity, institution_id bigint not null references tenancy_probe.institutions,
        primary key (id, institution_id));
      create table tenancy_probe.narrow (id integer primary key, institution_id integer);
      create table tenancy_probe.nameless (id bigint primary key);
      create table tenancy_probe.links (
        id bigint, institution_id bigint not null, course_id bigint, other_school bigint, key text,
        primary key (id, institution_id),
        constraint links_cleared_fk foreign key (institution_id, course_id)
          references tenancy_probe.courses (institution_id, id) on delete set null (course_id),
        constraint links_emptied_fk foreign key (institution_id, course_id)
          references tenancy_probe.courses (institution_id, id) on delete set null,
        constraint links_unscoped_fk foreign key (course_id, other_school) references tenancy_probe.courses (id, institution_id));
      create unique index links_key_idx on tenancy_probe.links (key);
      create table tenancy_probe.shared (
        id bigint primary key, course_id bigint, institution_id bigint,
        constraint shared_course_fk foreign key (course_id, institution_id) references tenancy_probe.courses (id, institution_id));
      create table tenancy_probe.stray (label text);
    `);
    const kinds: Record<string, TableDeclaration> = {
      institutions: { kind: 'tenant', reason: 'schools' },
      courses: { kind: 'tenant', reason: 'classes' },
      narrow: { kind: 'tenant', reason: 'narrow numbers' },
      nameless: { kind: 'tenant', reason: 'no school column' },
      links: { kind: 'tenant', reason: 'links' },
      shared: { kind: 'reference', reason: 'shared' },
      ghost: { kind: 'reference', reason: 'never created' },
    };
    try {
      expect((await tenancyBreaches(database.db, 'tenancy_probe', kinds)).sort()).toEqual(
        [
          'institutions: unique constraint institutions_code_key lacks id',
          'institutions: unique index institutions_name_idx lacks id',
          'links: links_cleared_fk empties a column of a link holding institution_id on delete',
          'links: links_emptied_fk empties a column of a link holding institution_id on delete',
          "links: links_unscoped_fk links another school's rows without institution_id",
          'links: unique index links_key_idx lacks institution_id',
          'nameless: no institution_id column',
          'narrow.id is integer, not bigint',
          'narrow.institution_id is integer, not bigint',
          'narrow.institution_id is not bigint not null',
          'narrow: primary key narrow_pkey lacks institution_id',
          "shared: shared_course_fk links a shared table to a school's rows",
          'stray: no declared kind',
          'ghost: declared but not in the database',
        ].sort(),
      );
      expect(await undeclaredSchemas(database.db)).toEqual(['tenancy_probe']);
    } finally {
      await database.executor.executeSql('drop schema tenancy_probe cascade');
    }
  });
});
