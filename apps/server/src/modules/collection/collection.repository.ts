import type { CollectionSort } from '@lms/shared';
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { contentPackages, resourceColumns, resources } from '../catalogue/index.js';
import type { CollectionScope } from '../policy/index.js';
import { users } from '../school/index.js';
import { collectionItems, collections } from './collection.tables.js';

/**
 * What the classes' libraries answer and do about a school's collections, from the module that
 * keeps the classes' libraries (given at composition).
 */
export interface ClassLibraries {
  /** How many of the school's classes use the collection. */
  classesUsing(collectionId: SQL, institutionId: number): SQL<number>;
  /** Whether one of the teacher's classes uses the collection. */
  usedByClassesOf(collectionId: SQL, institutionId: number, teacherId: number): SQL;
  /** Classes using the collection keep open flags only for the resources it holds now. */
  keepFlags(db: Db, institutionId: number, collectionId: number): Promise<void>;
  /** Classes using the collection switch to the package; how many did. */
  switchToPackage(db: Db, institutionId: number, collectionId: number, packageId: number, at: Date): Promise<number>;
}

const itemCount = (db: Db, institutionId: number) =>
  db.$count(
    collectionItems,
    and(eq(collectionItems.institutionId, institutionId), eq(collectionItems.collectionId, collections.id)),
  );

/** The scope's collections matching `where`, with package name, author, size and the classes using each. */
function selectCollections(db: Db, libraries: ClassLibraries, scope: CollectionScope, where?: SQL) {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      packageId: collections.packageId,
      packageName: contentPackages.name,
      applicableCourse: collections.applicableCourse,
      count: itemCount(db, scope.institutionId),
      inUse: libraries.classesUsing(sql`${collections.id}`, scope.institutionId).mapWith(Number),
      createdAt: collections.createdAt,
      updatedAt: collections.updatedAt,
      author: users.name,
    })
    .from(collections)
    .innerJoin(contentPackages, eq(contentPackages.id, collections.packageId))
    .innerJoin(users, and(eq(users.id, collections.ownerId), eq(users.institutionId, collections.institutionId)))
    .where(and(eq(collections.institutionId, scope.institutionId), ownedOrUsed(libraries, scope), where));
}

/** The scope's owner's collections, and with `usedByClassesOf` those the classes of that teacher use. */
function ownedOrUsed(libraries: ClassLibraries, scope: CollectionScope): SQL | undefined {
  const owned = eq(collections.ownerId, scope.ownerId);
  if (scope.usedByClassesOf === undefined) return owned;
  return or(owned, libraries.usedByClassesOf(sql`${collections.id}`, scope.institutionId, scope.usedByClassesOf));
}

/** Which of the scope's collections a page is taken from, in what order. */
export interface CollectionFilter {
  /** Kept when the name, description or package name contains it, ignoring case; "" keeps all. */
  search: string;
  sort: CollectionSort;
  /** A collection left out (the one a class already uses). */
  exceptId?: number;
}

function contains(column: AnyPgColumn, search: string): SQL {
  return sql`strpos(lower(${column}), lower(${search})) > 0`;
}

function matching({ search, exceptId }: CollectionFilter): SQL | undefined {
  return and(
    search === ''
      ? undefined
      : or(
          contains(collections.name, search),
          contains(collections.description, search),
          contains(contentPackages.name, search),
        ),
    exceptId === undefined ? undefined : ne(collections.id, exceptId),
  );
}

/** Ties go to the newer collection, so every order is total and pages never overlap. */
const ORDERS: Record<CollectionSort, (db: Db, institutionId: number) => SQL[]> = {
  created: () => [desc(collections.createdAt), desc(collections.id)],
  name: () => [asc(sql`lower(${collections.name})`), desc(collections.id)],
  count: (db, institutionId) => [desc(itemCount(db, institutionId)), desc(collections.createdAt), desc(collections.id)],
};

/** `limit` of the scope's collections that match, after skipping `offset` of them. */
export function pageCollections(
  db: Db,
  libraries: ClassLibraries,
  scope: CollectionScope,
  filter: CollectionFilter,
  offset: number,
  limit: number,
) {
  return selectCollections(db, libraries, scope, matching(filter))
    .orderBy(...ORDERS[filter.sort](db, scope.institutionId))
    .limit(limit)
    .offset(offset);
}

/** How many of the scope's collections match. */
export async function countCollections(db: Db, scope: CollectionScope, filter: CollectionFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(collections)
    .innerJoin(contentPackages, eq(contentPackages.id, collections.packageId))
    .where(
      and(eq(collections.institutionId, scope.institutionId), eq(collections.ownerId, scope.ownerId), matching(filter)),
    );
  return row?.total ?? 0;
}

export async function findCollection(db: Db, libraries: ClassLibraries, scope: CollectionScope, collectionId: number) {
  const [row] = await selectCollections(db, libraries, scope, eq(collections.id, collectionId));
  return row;
}

export type CollectionRow = Awaited<ReturnType<typeof pageCollections>>[number];

/** A collection's resources in sequence. */
export function listItems(db: Db, institutionId: number, collectionId: number) {
  return db
    .select({ ...resourceColumns, sequence: collectionItems.sequence })
    .from(collectionItems)
    .innerJoin(resources, eq(resources.id, collectionItems.resourceId))
    .where(and(eq(collectionItems.institutionId, institutionId), eq(collectionItems.collectionId, collectionId)))
    .orderBy(asc(collectionItems.sequence));
}

export interface CollectionValues {
  name: string;
  description: string;
  packageId: number;
  applicableCourse: (typeof collections.$inferInsert)['applicableCourse'];
}

export async function insertCollection(db: Db, scope: CollectionScope, values: CollectionValues, at: Date) {
  const [row] = await db
    .insert(collections)
    .values({ ...values, institutionId: scope.institutionId, ownerId: scope.ownerId, createdAt: at, updatedAt: at })
    .returning({ id: collections.id });
  return row!.id;
}

export async function updateCollection(
  db: Db,
  scope: CollectionScope,
  collectionId: number,
  values: CollectionValues,
  at: Date,
) {
  await db
    .update(collections)
    .set({ ...values, updatedAt: at })
    .where(
      and(
        eq(collections.id, collectionId),
        eq(collections.institutionId, scope.institutionId),
        eq(collections.ownerId, scope.ownerId),
      ),
    );
}

/** The collection's materials become `resourceIds`, numbered in that order. */
export async function replaceItems(db: Db, institutionId: number, collectionId: number, resourceIds: number[]) {
  await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.institutionId, institutionId), eq(collectionItems.collectionId, collectionId)));
  await db
    .insert(collectionItems)
    .values(resourceIds.map((resourceId, i) => ({ collectionId, resourceId, institutionId, sequence: i + 1 })));
}

export async function deleteCollection(db: Db, scope: CollectionScope, collectionId: number) {
  await db
    .delete(collections)
    .where(
      and(
        eq(collections.id, collectionId),
        eq(collections.institutionId, scope.institutionId),
        eq(collections.ownerId, scope.ownerId),
      ),
    );
}
