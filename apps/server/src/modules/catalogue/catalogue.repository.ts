import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentPackages,
  packageSubscriptions,
  resourcePages,
  resourceSentences,
  resources,
} from './catalogue.tables.js';
import { resourceColumns } from './resource-columns.js';

/** A resource opened for reading or watching: the list columns and its video files. */
const materialColumns = {
  ...resourceColumns,
  packageId: resources.packageId,
  videoPath: resources.videoPath,
  subtitlesPath: resources.subtitlesPath,
  durationMs: resources.durationMs,
};

/** The packages an institution subscribes to (optionally one), with how many books and videos each holds. */
function selectSubscribedPackages(db: Db, institutionId: number, packageId?: number) {
  return db
    .select({
      id: contentPackages.id,
      name: contentPackages.name,
      description: contentPackages.description,
      count: count(resources.id),
      books: sql<number>`count(*) filter (where ${resources.type} = 'book')`.mapWith(Number),
      videos: sql<number>`count(*) filter (where ${resources.type} = 'video')`.mapWith(Number),
    })
    .from(packageSubscriptions)
    .innerJoin(contentPackages, eq(contentPackages.id, packageSubscriptions.packageId))
    .leftJoin(resources, eq(resources.packageId, contentPackages.id))
    .where(
      and(
        eq(packageSubscriptions.institutionId, institutionId),
        packageId === undefined ? undefined : eq(packageSubscriptions.packageId, packageId),
      ),
    )
    .groupBy(contentPackages.id)
    .orderBy(asc(contentPackages.id));
}

export function listSubscribedPackages(db: Db, institutionId: number) {
  return selectSubscribedPackages(db, institutionId);
}

export async function findSubscribedPackage(db: Db, institutionId: number, packageId: number) {
  const [row] = await selectSubscribedPackages(db, institutionId, packageId);
  return row;
}

export type PackageRow = Awaited<ReturnType<typeof listSubscribedPackages>>[number];

/** A package's resources in the package's order. */
export function listPackageResources(db: Db, packageId: number) {
  return db
    .select(resourceColumns)
    .from(resources)
    .where(eq(resources.packageId, packageId))
    .orderBy(asc(resources.position));
}

export type ResourceRow = Awaited<ReturnType<typeof listPackageResources>>[number];

/** Which of `ids` belong to the package. */
export async function resourceIdsInPackage(db: Db, packageId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.packageId, packageId), inArray(resources.id, ids)));
  return rows.map((row) => row.id);
}

/** One resource with its video files, if it is in a package the institution subscribes to. */
export async function findSubscribedResource(db: Db, institutionId: number, resourceId: number) {
  const [row] = await db
    .select(materialColumns)
    .from(resources)
    .innerJoin(
      packageSubscriptions,
      and(
        eq(packageSubscriptions.packageId, resources.packageId),
        eq(packageSubscriptions.institutionId, institutionId),
      ),
    )
    .where(eq(resources.id, resourceId));
  return row;
}

/** One resource with its video files, whoever subscribes to it (the caller has checked it is in a class's library). */
export async function findResource(db: Db, resourceId: number) {
  const [row] = await db.select(materialColumns).from(resources).where(eq(resources.id, resourceId));
  return row;
}

export type MaterialRow = NonNullable<Awaited<ReturnType<typeof findResource>>>;

export function listBookPages(db: Db, resourceId: number) {
  return db
    .select({ page: resourcePages.page, imagePath: resourcePages.imagePath })
    .from(resourcePages)
    .where(eq(resourcePages.resourceId, resourceId))
    .orderBy(asc(resourcePages.page));
}

export function listSentences(db: Db, resourceId: number) {
  return db
    .select({
      position: resourceSentences.position,
      text: resourceSentences.text,
      page: resourceSentences.page,
      startMs: resourceSentences.startMs,
      endMs: resourceSentences.endMs,
    })
    .from(resourceSentences)
    .where(eq(resourceSentences.resourceId, resourceId))
    .orderBy(asc(resourceSentences.position));
}

export type SentenceRow = Awaited<ReturnType<typeof listSentences>>[number];
export type PageRow = Awaited<ReturnType<typeof listBookPages>>[number];

/**
 * How many of the school's classes use a package as their library: a statement piece of the
 * module that keeps the classes' libraries, given at composition.
 */
export type ClassesUsing = (packageId: SQL, institutionId: number) => SQL<number>;

/**
 * The institution's subscriptions: each package with its books and videos, the books' levels
 * and the videos' units, the day the subscription began and how many of its classes use it.
 */
export function listSubscriptions(db: Db, institutionId: number, classesUsing: ClassesUsing) {
  return db
    .select({
      id: contentPackages.id,
      name: contentPackages.name,
      description: contentPackages.description,
      books: sql<number>`count(*) filter (where ${resources.type} = 'book')`.mapWith(Number),
      videos: sql<number>`count(*) filter (where ${resources.type} = 'video')`.mapWith(Number),
      levels: sql<
        string[]
      >`coalesce(array_agg(distinct ${resources.level}) filter (where ${resources.level} is not null), '{}')`,
      units: sql<
        number[]
      >`coalesce(array_agg(distinct ${resources.unit}) filter (where ${resources.unit} is not null), '{}')`,
      since: packageSubscriptions.createdAt,
      classes: sql<number>`${classesUsing(sql`${contentPackages.id}`, institutionId)}`.mapWith(Number),
    })
    .from(packageSubscriptions)
    .innerJoin(contentPackages, eq(contentPackages.id, packageSubscriptions.packageId))
    .leftJoin(resources, eq(resources.packageId, contentPackages.id))
    .where(eq(packageSubscriptions.institutionId, institutionId))
    .groupBy(contentPackages.id, packageSubscriptions.createdAt)
    .orderBy(asc(contentPackages.name), asc(contentPackages.id));
}
