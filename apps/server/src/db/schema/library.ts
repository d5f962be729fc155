import { APPLICABLE_COURSES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { contentPackages, resources } from '../../modules/catalogue/catalogue.tables.js';
import { courses, institutions, users } from '../../modules/school/school.tables.js';
import { belongsTo, createdAt, moment, oneOf, updatedAt } from '../table-parts/columns.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../table-parts/tenancy.js';

/** A teacher's own selection from one package, in their order (My Library). */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    institutionId: school(),
    ownerId: idRef('owner_id').notNull(),
    packageId: idRef('package_id')
      .notNull()
      .references(() => contentPackages.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    applicableCourse: text('applicable_course', { enum: APPLICABLE_COURSES }).notNull().default('all'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.ownerId, () => users, 'cascade'),
    index('collections_owner_idx').on(t.institutionId, t.ownerId),
    check('collections_applicable_course_check', oneOf(t.applicableCourse, APPLICABLE_COURSES)),
  ],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: idRef('collection_id').notNull(),
    resourceId: belongsTo('resource_id', () => resources.id),
    institutionId: school(),
    /** 1, 2, … in the teacher's order. */
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    keyedBySchool(t, t.collectionId, t.resourceId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.collectionId, () => collections, 'cascade'),
  ],
);

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
