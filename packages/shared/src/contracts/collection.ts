import { z } from 'zod';
import { GRADE_TAGS } from '../domain/enums.js';
import type { ErrorCode } from '../error-codes.js';
import { isoDate } from './common.js';
import { resourceIds, resourceSummary } from './library.js';
import { pageFields, pageQuery } from './paging.js';
import { idSchema, lineText, textSchema } from './primitives.js';

/**
 * My Library: a teacher's own collections, built from one content package each (not shown in
 * the specification; same style as its calls). Teachers only: administrators get common.forbidden.
 */
/** Which classes a collection is meant for: one seasonal grade tag, or all. */
export const APPLICABLE_COURSES = ['all', ...GRADE_TAGS] as const;
export type ApplicableCourse = (typeof APPLICABLE_COURSES)[number];

export const COLLECTION_LIMITS = { nameMax: 80, descriptionMax: 500 } as const;

/**
 * Create and edit. `resourceids` are in the collection's order and must all come from `pkgid`.
 * Name and materials are checked by the server with their own codes (see `collectionProblem`),
 * so a form can show the same message before sending.
 */
export const collectionBody = z.object({
  name: lineText.max(1_000).default(''),
  description: textSchema.trim().max(COLLECTION_LIMITS.descriptionMax).default(''),
  pkgid: idSchema,
  applicable_course: z.enum(APPLICABLE_COURSES).default('all'),
  resourceids: resourceIds.refine(
    (ids) => new Set(ids).size === ids.length,
    'A resource can be in a collection only once.',
  ),
});
export type CollectionBody = z.input<typeof collectionBody>;

/** A duplicate's name; the copy keeps the original's name when none is given (the body may be empty). */
export const duplicateCollectionBody = z.preprocess(
  (value) => value ?? {},
  z.object({ name: lineText.max(1_000).optional() }),
);

/** The rule a collection breaks before the package is even looked at, as the error code the server answers. */
export function collectionProblem(input: { name: string; resourceids: readonly number[] }): ErrorCode | null {
  const name = input.name.trim();
  if (name.length === 0 || name.length > COLLECTION_LIMITS.nameMax) return 'collection.name_invalid';
  if (input.resourceids.length === 0) return 'collection.needs_resource';
  return null;
}

// ── Responses ──

/** A content package the school subscribes to, with how many books and videos it holds. */
export const contentPackage = z.object({
  pkgid: z.number().int(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
  books: z.number().int(),
  videos: z.number().int(),
});
export type ContentPackageSummary = z.infer<typeof contentPackage>;
export const packagesResponse = z.object({ status: z.literal('success'), record: z.array(contentPackage) });
export type PackagesResponse = z.infer<typeof packagesResponse>;

/** A package's resources, filtered and sorted with the same query as the class library search. */
export const packageResourcesResponse = z.object({
  status: z.literal('success'),
  package: contentPackage,
  record: z.array(resourceSummary),
});
export type PackageResourcesResponse = z.infer<typeof packageResourcesResponse>;

/**
 * One collection. `author` is the owner's name, `count` its materials, `in_use` how many classes
 * use it as their library (deleting it moves those classes to `pkgid`).
 */
export const collectionSummary = z.object({
  cid: z.number().int(),
  name: z.string(),
  description: z.string(),
  pkgid: z.number().int(),
  package_name: z.string(),
  applicable_course: z.enum(APPLICABLE_COURSES),
  count: z.number().int(),
  in_use: z.number().int(),
  created: isoDate,
  updated: isoDate,
  author: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummary>;

/** My Library's orders: newest first, by name (ignoring case), or most materials first. */
export const COLLECTION_SORTS = ['created', 'name', 'count'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/**
 * One page of my collections. `search` keeps those whose name, description or package name
 * contains it (ignoring case); an empty search keeps all.
 */
export const collectionListQuery = pageQuery.extend({
  search: textSchema.trim().max(100).default(''),
  sort: z.enum(COLLECTION_SORTS).default('created'),
});
export type CollectionListQuery = z.infer<typeof collectionListQuery>;

export const collectionListResponse = z.object({
  status: z.literal('success'),
  record: z.array(collectionSummary),
  ...pageFields,
});
export type CollectionListResponse = z.infer<typeof collectionListResponse>;

/** A collection's materials in sequence (1, 2, …). */
export const collectionMaterial = resourceSummary.extend({ sequence: z.number().int() });
export type CollectionMaterial = z.infer<typeof collectionMaterial>;
export const collectionDetailResponse = z.object({
  status: z.literal('success'),
  collection: collectionSummary,
  record: z.array(collectionMaterial),
});
export type CollectionDetailResponse = z.infer<typeof collectionDetailResponse>;

/** Create, edit and duplicate answer the collection's id. */
export const collectionSavedResponse = z.object({ status: z.literal('success'), cid: z.number().int() });
export type CollectionSavedResponse = z.infer<typeof collectionSavedResponse>;

/** `detached`: classes that used the collection and now use its package, their open materials unchanged. */
export const collectionDeletedResponse = z.object({ status: z.literal('success'), detached: z.number().int() });
export type CollectionDeletedResponse = z.infer<typeof collectionDeletedResponse>;
