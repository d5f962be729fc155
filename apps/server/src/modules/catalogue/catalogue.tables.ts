import { RESOURCE_TYPES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, oneOf } from '../../db/table-parts/columns.js';
import type { TableKinds } from '../../db/table-parts/kinds.js';
import { id, keyedBySchool, ofSchool, school } from '../../db/table-parts/tenancy.js';
import { institutions } from '../school/school.tables.js';

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

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const CATALOGUE_TABLE_KINDS: TableKinds = {
  package_subscriptions: { kind: 'tenant', reason: 'the catalogue packages a school subscribes to' },
  content_packages: { kind: 'reference', reason: 'the catalogue: packages every school may subscribe to' },
  resources: { kind: 'reference', reason: 'the catalogue: picture books and videos' },
  resource_pages: { kind: 'reference', reason: "the catalogue: a book's pages" },
  resource_sentences: { kind: 'reference', reason: 'the catalogue: every sentence of a resource' },
  catalogue_revision: {
    kind: 'reference',
    reason: "the catalogue's change count, one row read with every school's revision",
  },
};
