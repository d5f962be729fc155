import { APPLICABLE_COURSES } from '@lms/shared';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, oneOf, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { contentPackages, resources } from '../catalogue/catalogue.tables.js';
import { institutions, users } from '../school/school.tables.js';

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

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const COLLECTION_TABLE_KINDS: TableKinds = {
  collections: { kind: 'tenant', reason: `${SCHOOL_ROWS}: teachers' own selections` },
  collection_items: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a collection's resources` },
};
