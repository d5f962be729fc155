import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  collectionItems,
  collections,
  contentPackages,
  courseLibraries,
  courseResourceFlags,
  resources,
  users,
} from '../../db/schema/index.js';
import { resourceColumns } from '../library/catalogue.repository.js';
import type { CollectionScope } from './collection.policy.js';

/** A teacher's collections (optionally one), with package name, author, size and the classes using each. */
function selectCollections(db: Db, scope: CollectionScope, collectionId?: number) {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      packageId: collections.packageId,
      packageName: contentPackages.name,
      applicableCourse: collections.applicableCourse,
      count: db.$count(collectionItems, eq(collectionItems.collectionId, collections.id)),
      inUse: db.$count(courseLibraries, eq(courseLibraries.collectionId, collections.id)),
      createdAt: collections.createdAt,
      updatedAt: collections.updatedAt,
      author: users.name,
    })
    .from(collections)
    .innerJoin(contentPackages, eq(contentPackages.id, collections.packageId))
    .innerJoin(users, and(eq(users.id, collections.ownerId), eq(users.institutionId, collections.institutionId)))
    .where(
      and(
        eq(collections.institutionId, scope.institutionId),
        eq(collections.ownerId, scope.ownerId),
        collectionId === undefined ? undefined : eq(collections.id, collectionId),
      ),
    );
}

export function listCollections(db: Db, scope: CollectionScope) {
  return selectCollections(db, scope).orderBy(desc(collections.createdAt), desc(collections.id));
}

export async function findCollection(db: Db, scope: CollectionScope, collectionId: number) {
  const [row] = await selectCollections(db, scope, collectionId);
  return row;
}

export type CollectionRow = Awaited<ReturnType<typeof listCollections>>[number];

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

/**
 * Classes using the collection keep open flags only for the resources it still holds, as when
 * a class switches library.
 */
export async function pruneFlagsOfClassesUsing(db: Db, institutionId: number, collectionId: number) {
  const classes = db
    .select({ courseId: courseLibraries.courseId })
    .from(courseLibraries)
    .where(and(eq(courseLibraries.institutionId, institutionId), eq(courseLibraries.collectionId, collectionId)));
  const kept = db
    .select({ resourceId: collectionItems.resourceId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  await db
    .delete(courseResourceFlags)
    .where(
      and(
        eq(courseResourceFlags.institutionId, institutionId),
        inArray(courseResourceFlags.courseId, classes),
        notInArray(courseResourceFlags.resourceId, kept),
      ),
    );
}

/**
 * Classes using the collection switch to its package. Every resource of a collection is in its
 * package, so their open flags all stay valid.
 */
export async function detachClasses(db: Db, institutionId: number, collectionId: number, packageId: number, at: Date) {
  const moved = await db
    .update(courseLibraries)
    .set({ collectionId: null, packageId, updatedAt: at })
    .where(and(eq(courseLibraries.institutionId, institutionId), eq(courseLibraries.collectionId, collectionId)))
    .returning({ courseId: courseLibraries.courseId });
  return moved.length;
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
