import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable } from 'drizzle-orm/pg-core';
import { belongsTo, moment, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { contentPackages, resources } from '../catalogue/catalogue.tables.js';
import { collections } from '../collection/collection.tables.js';
import { courses, institutions } from '../school/school.tables.js';

/** The one library a class uses: a package or a collection, never both. No row: no library chosen yet. */
export const courseLibraries = pgTable(
  'course_libraries',
  {
    courseId: idRef('course_id').notNull(),
    institutionId: school(),
    packageId: idRef('package_id').references(() => contentPackages.id),
    collectionId: idRef('collection_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.courseId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.collectionId, () => collections, 'refuse'),
    index('course_libraries_collection_idx').on(t.collectionId),
    check('course_libraries_one_check', sql`(${t.packageId} is null) <> (${t.collectionId} is null)`),
  ],
);

/**
 * Which resources of a class's library are open to its students; no row means closed. Rows
 * exist only for resources in the class's current library.
 */
export const courseResourceFlags = pgTable(
  'course_resource_flags',
  {
    courseId: idRef('course_id').notNull(),
    resourceId: belongsTo('resource_id', () => resources.id),
    institutionId: school(),
    open: boolean('open').notNull(),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (t) => [
    keyedBySchool(t, t.courseId, t.resourceId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const LIBRARY_TABLE_KINDS: TableKinds = {
  course_libraries: { kind: 'tenant', reason: `${SCHOOL_ROWS}: the library each class uses` },
  course_resource_flags: { kind: 'tenant', reason: `${SCHOOL_ROWS}: what a class's students may open` },
};
