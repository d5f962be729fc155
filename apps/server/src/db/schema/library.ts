import { APPLICABLE_COURSES, RESOURCE_TYPES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, institutions, users } from '../../modules/school/school.tables.js';
import { belongsTo, createdAt, moment, oneOf, updatedAt } from '../table-parts/columns.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../table-parts/tenancy.js';

// ── The catalogue: the same packages and resources for every school, so not tenant-owned ──
export const contentPackages = pgTable('content_packages', {
  id: id().primaryKey(),
  /** Stable name from the catalogue source; loading the catalogue again updates the row it names. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Picture books (with a level) and videos (with a unit). Content paths are relative to the
 * content folder, so the host serving them (local or a CDN) can change without touching rows.
 */
export const resources = pgTable(
  'resources',
  {
    id: id().primaryKey(),
    key: text('key').notNull().unique(),
    packageId: belongsTo('package_id', () => contentPackages.id),
    /** Order within the package: a package used as a library lists its resources in this order. */
    position: integer('position').notNull(),
    type: text('type', { enum: RESOURCE_TYPES }).notNull(),
    name: text('name').notNull(),
    level: text('level'),
    unit: integer('unit'),
    topic: text('topic').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    author: text('author').notNull().default(''),
    information: text('information').notNull().default(''),
    note: text('note').notNull().default(''),
    coverPath: text('cover_path').notNull(),
    videoPath: text('video_path'),
    subtitlesPath: text('subtitles_path'),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('resources_package_idx').on(t.packageId, t.position),
    check('resources_type_check', oneOf(t.type, RESOURCE_TYPES)),
    check(
      'resources_kind_check',
      sql`(${t.type} = 'book' and ${t.level} is not null and ${t.unit} is null)
        or (${t.type} = 'video' and ${t.unit} is not null and ${t.level} is null
          and ${t.videoPath} is not null and ${t.subtitlesPath} is not null and ${t.durationMs} is not null)`,
    ),
  ],
);

/** A picture book's pages, each with its illustration. */
export const resourcePages = pgTable(
  'resource_pages',
  {
    resourceId: belongsTo('resource_id', () => resources.id),
    page: integer('page').notNull(),
    imagePath: text('image_path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.page] })],
);

/**
 * Every sentence of a resource in reading order: on a book page, or timed in a video. Spoken
 * quizzes are built from these rows.
 */
export const resourceSentences = pgTable(
  'resource_sentences',
  {
    resourceId: belongsTo('resource_id', () => resources.id),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    page: integer('page'),
    startMs: integer('start_ms'),
    endMs: integer('end_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.position] }),
    check(
      'resource_sentences_place_check',
      sql`${t.page} is not null or (${t.startMs} is not null and ${t.endMs} is not null and ${t.endMs} >= ${t.startMs})`,
    ),
  ],
);

/**
 * Counts the changes to the catalogue, in its one row: the catalogue loader raises it in the
 * transaction that loads the catalogue. An answer built from a school's rows and the catalogue
 * is current with the school's revision and this one.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    single: boolean('single').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_revision_single_check', sql`${t.single}`)],
);

// ── What each school has: subscriptions, teachers' collections, each class's library ──
export const packageSubscriptions = pgTable(
  'package_subscriptions',
  {
    institutionId: school(),
    packageId: belongsTo('package_id', () => contentPackages.id),
    createdAt: createdAt(),
  },
  (t) => [keyedBySchool(t, t.packageId), ofSchool(t, () => institutions.id)],
);

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
