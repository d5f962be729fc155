import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPackages, resources } from '../catalogue/index.js';
import type { ClassLibraries } from '../collection/index.js';
import { collectionItems, collections } from '../collection/index.js';
import { courses } from '../school/index.js';
import { courseLibraries, courseResourceFlags } from './library.tables.js';
import type { LibraryRef } from './library-ref.js';

/** Class libraries with their names and the package their resources come from. */
function selectCourseLibraries(db: Db, institutionId: number, courseId?: number) {
  return db
    .select({
      courseId: courseLibraries.courseId,
      packageId: courseLibraries.packageId,
      collectionId: courseLibraries.collectionId,
      name: sql<string>`coalesce(${collections.name}, ${contentPackages.name})`,
      pkgid: sql<number>`coalesce(${collections.packageId}, ${courseLibraries.packageId})`.mapWith(Number),
    })
    .from(courseLibraries)
    .leftJoin(
      collections,
      and(
        eq(collections.id, courseLibraries.collectionId),
        eq(collections.institutionId, courseLibraries.institutionId),
      ),
    )
    .leftJoin(contentPackages, eq(contentPackages.id, courseLibraries.packageId))
    .where(
      and(
        eq(courseLibraries.institutionId, institutionId),
        courseId === undefined ? undefined : eq(courseLibraries.courseId, courseId),
      ),
    );
}

/** The library a class uses, with its name and the package its resources come from; undefined when none. */
export async function findCourseLibrary(db: Db, institutionId: number, courseId: number) {
  const [row] = await selectCourseLibraries(db, institutionId, courseId);
  return row;
}

/** The library of each class of the institution that has one. */
export function listCourseLibraries(db: Db, institutionId: number) {
  return selectCourseLibraries(db, institutionId);
}

/** The class's library row, locked until the transaction ends so a library switch cannot interleave. */
export async function lockCourseLibrary(db: Db, institutionId: number, courseId: number) {
  const [row] = await db
    .select({ packageId: courseLibraries.packageId, collectionId: courseLibraries.collectionId })
    .from(courseLibraries)
    .where(and(eq(courseLibraries.institutionId, institutionId), eq(courseLibraries.courseId, courseId)))
    .for('update');
  return row;
}

/** The ids of a library's resources, as a subquery. */
function libraryMembers(db: Db, institutionId: number, library: LibraryRef) {
  return library.kind === 'package'
    ? db.select({ id: resources.id }).from(resources).where(eq(resources.packageId, library.id))
    : db
        .select({ id: collectionItems.resourceId })
        .from(collectionItems)
        .where(and(eq(collectionItems.institutionId, institutionId), eq(collectionItems.collectionId, library.id)));
}

/** The resources of a class's library its students may open. */
export async function listOpenResourceIds(db: Db, institutionId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseResourceFlags.resourceId })
    .from(courseResourceFlags)
    .where(
      and(
        eq(courseResourceFlags.institutionId, institutionId),
        eq(courseResourceFlags.courseId, courseId),
        eq(courseResourceFlags.open, true),
      ),
    );
  return rows.map((row) => row.id);
}

/** Which of `ids` are in the library. */
export async function resourceIdsInLibrary(db: Db, institutionId: number, library: LibraryRef, ids: number[]) {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(inArray(resources.id, ids), inArray(resources.id, libraryMembers(db, institutionId, library))));
  return rows.map((row) => row.id);
}

export async function setOpenFlags(
  db: Db,
  institutionId: number,
  courseId: number,
  resourceIds: number[],
  open: boolean,
  at: Date,
) {
  await db
    .insert(courseResourceFlags)
    .values(resourceIds.map((resourceId) => ({ courseId, resourceId, institutionId, open, changedAt: at })))
    .onConflictDoUpdate({
      target: [courseResourceFlags.courseId, courseResourceFlags.resourceId, courseResourceFlags.institutionId],
      set: { open, changedAt: at },
    });
}

export async function setCourseLibrary(db: Db, institutionId: number, courseId: number, library: LibraryRef, at: Date) {
  const choice = {
    packageId: library.kind === 'package' ? library.id : null,
    collectionId: library.kind === 'collection' ? library.id : null,
    updatedAt: at,
  };
  await db
    .insert(courseLibraries)
    .values({ courseId, institutionId, ...choice })
    .onConflictDoUpdate({ target: [courseLibraries.courseId, courseLibraries.institutionId], set: choice });
}

/**
 * Open flags are kept for resources in the library only: those of resources that left go, for
 * the classes `courses` picks (one class, or every class using a collection).
 */
async function pruneFlags(db: Db, institutionId: number, courses: SQL, library: LibraryRef) {
  await db
    .delete(courseResourceFlags)
    .where(
      and(
        eq(courseResourceFlags.institutionId, institutionId),
        courses,
        notInArray(courseResourceFlags.resourceId, libraryMembers(db, institutionId, library)),
      ),
    );
}

/** Open flags are kept for resources in the class's library only: those of resources that left go. */
export function pruneOpenFlags(db: Db, institutionId: number, courseId: number, library: LibraryRef) {
  return pruneFlags(db, institutionId, eq(courseResourceFlags.courseId, courseId), library);
}

/** How many of the school's classes use a library (a package or a collection by its column). */
const classesUsing = (column: typeof courseLibraries.packageId, id: SQL, institutionId: number) =>
  sql<number>`(select count(*) from ${courseLibraries}
    where ${courseLibraries.institutionId} = ${institutionId} and ${column} = ${id})`;

/** How many of the school's classes use a package as their library, for the school's subscriptions. */
export const classesUsingPackage = (packageId: SQL, institutionId: number) =>
  classesUsing(courseLibraries.packageId, packageId, institutionId);

/** What the classes' libraries answer and do about a school's collections, for the collection module. */
export const classLibrariesOfCollections: ClassLibraries = {
  classesUsing: (collectionId, institutionId) =>
    classesUsing(courseLibraries.collectionId, collectionId, institutionId),

  usedByClassesOf: (collectionId, institutionId, teacherId) => sql`exists (select 1 from ${courseLibraries}
    join ${courses} on ${courses.id} = ${courseLibraries.courseId} and ${courses.institutionId} = ${courseLibraries.institutionId}
    where ${courseLibraries.institutionId} = ${institutionId} and ${courseLibraries.collectionId} = ${collectionId}
      and ${courses.teacherId} = ${teacherId})`,

  // As when a class switches library: its open flags stay only on what its library holds.
  keepFlags(db, institutionId, collectionId) {
    const classes = db
      .select({ courseId: courseLibraries.courseId })
      .from(courseLibraries)
      .where(and(eq(courseLibraries.institutionId, institutionId), eq(courseLibraries.collectionId, collectionId)));
    const collection = { kind: 'collection', id: collectionId } as const;
    return pruneFlags(db, institutionId, inArray(courseResourceFlags.courseId, classes), collection);
  },

  // Every resource of a collection is in its package, so the classes' open flags all stay valid.
  async switchToPackage(db, institutionId, collectionId, packageId, at) {
    const moved = await db
      .update(courseLibraries)
      .set({ collectionId: null, packageId, updatedAt: at })
      .where(and(eq(courseLibraries.institutionId, institutionId), eq(courseLibraries.collectionId, collectionId)))
      .returning({ courseId: courseLibraries.courseId });
    return moved.length;
  },
};
