import type { ApplicableCourse } from '@lms/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  collectionItems,
  collections,
  courseLibraries,
  courseResourceFlags,
  courses,
  institutions,
  packageSubscriptions,
  contentPackages as packagesTable,
  resources,
  users,
} from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { loadCatalogue } from '../modules/catalogue/index.js';
import { contentPackages, type ResourceSeed, type Topic } from './library/index.js';

type PackageKey = 'seedling-readers' | 'pathfinder-readers' | 'voyager-readers';

const SUBSCRIPTIONS: Record<string, PackageKey[]> = {
  DEMO: ['seedling-readers', 'pathfinder-readers', 'voyager-readers'],
  OTHER: ['seedling-readers', 'pathfinder-readers'],
};

interface CollectionPlan {
  owner: string;
  name: string;
  description: string;
  from: PackageKey;
  applicableCourse: ApplicableCourse;
  /** The package's resources on these topics, in the package's order; all of them when absent. */
  topics?: Topic[];
  take: number;
  /** Days before today it was made. */
  age: number;
}

const COLLECTIONS: CollectionPlan[] = [
  {
    owner: 'teacher@demo.test',
    name: 'Animal Friends',
    description: 'Animal books and videos for the first weeks of grade 2.',
    from: 'seedling-readers',
    applicableCourse: 'grade2',
    topics: ['animals', 'nature'],
    take: 10,
    age: 40,
  },
  {
    owner: 'teacher@demo.test',
    name: 'Weather and Seasons',
    description: 'Rain, snow and sunshine: stories to read before the science unit.',
    from: 'pathfinder-readers',
    applicableCourse: 'grade3',
    topics: ['weather', 'seasons', 'nature', 'feelings'],
    take: 8,
    age: 21,
  },
  {
    owner: 'teacher@demo.test',
    name: 'Summer Reading Challenge',
    description: 'Twelve longer stories for the summer class, one every few days.',
    from: 'voyager-readers',
    applicableCourse: 'summer',
    take: 12,
    age: 6,
  },
  {
    owner: 'teacher2@demo.test',
    name: 'Rockets Favourites',
    description: 'The books the Rockets asked to read again.',
    from: 'seedling-readers',
    applicableCourse: 'all',
    topics: ['transport', 'space', 'sports', 'food'],
    take: 9,
    age: 12,
  },
];

/** A class's library (a package, or a collection by name) and how many of its first resources are open. */
const CLASS_LIBRARIES: { course: string; package?: PackageKey; collection?: string; open: number }[] = [
  { course: 'Sunflowers', package: 'seedling-readers', open: 14 },
  { course: 'Explorers', collection: 'Weather and Seasons', open: 5 },
  { course: 'Storytellers', package: 'pathfinder-readers', open: 9 },
  { course: 'Summer Readers', collection: 'Summer Reading Challenge', open: 12 },
  { course: 'Comets', package: 'seedling-readers', open: 10 },
  { course: 'Rockets', collection: 'Rockets Favourites', open: 4 },
  { course: 'Dolphins', package: 'voyager-readers', open: 6 },
  { course: 'Maple', package: 'pathfinder-readers', open: 7 },
  { course: 'Koalas', package: 'seedling-readers', open: 5 },
];

function picked(plan: CollectionPlan): ResourceSeed[] {
  const pkg = contentPackages.find((p) => p.key === plan.from)!;
  const { topics } = plan;
  return pkg.resources.filter((r) => !topics || topics.includes(r.topic)).slice(0, plan.take);
}

const idsByKey = (rows: { id: number; key: string }[]) => new Map(rows.map((row) => [row.key, row.id]));

/**
 * The demo library: the catalogue, every school's subscriptions, a few teachers' collections,
 * and most classes with a library and some materials open (Winter Phonics, Snowflakes,
 * Starfish and Pandas have none yet, to show the empty state). Runs after the schools exist.
 */
export async function seedDemoLibrary(db: Db, now: Date): Promise<void> {
  await loadCatalogue(db, contentPackages);
  const packageIds = idsByKey(await db.select({ id: packagesTable.id, key: packagesTable.key }).from(packagesTable));
  const resourceIds = idsByKey(await db.select({ id: resources.id, key: resources.key }).from(resources));
  const schools = idsByKey(await db.select({ id: institutions.id, key: institutions.schoolCode }).from(institutions));
  const staff = await db.select({ id: users.id, email: users.email, institutionId: users.institutionId }).from(users);
  const classes = await db
    .select({ id: courses.id, name: courses.name, institutionId: courses.institutionId })
    .from(courses)
    .where(inArray(courses.institutionId, [...schools.values()]));

  await db
    .insert(packageSubscriptions)
    .values(
      Object.entries(SUBSCRIPTIONS).flatMap(([code, keys]) =>
        keys.map((key) => ({ institutionId: schools.get(code)!, packageId: packageIds.get(key)! })),
      ),
    );

  const collectionIds = new Map<string, { id: number; resources: ResourceSeed[] }>();
  for (const plan of COLLECTIONS) {
    const owner = staff.find((member) => member.email === plan.owner)!;
    const made = addDays(now, -plan.age);
    const [row] = await db
      .insert(collections)
      .values({
        institutionId: owner.institutionId,
        ownerId: owner.id,
        packageId: packageIds.get(plan.from)!,
        name: plan.name,
        description: plan.description,
        applicableCourse: plan.applicableCourse,
        createdAt: made,
        updatedAt: made,
      })
      .returning({ id: collections.id });
    const items = picked(plan);
    await db.insert(collectionItems).values(
      items.map((item, i) => ({
        collectionId: row!.id,
        resourceId: resourceIds.get(item.key)!,
        institutionId: owner.institutionId,
        sequence: i + 1,
      })),
    );
    collectionIds.set(plan.name, { id: row!.id, resources: items });
  }

  const libraries: (typeof courseLibraries.$inferInsert)[] = [];
  const flags: (typeof courseResourceFlags.$inferInsert)[] = [];
  for (const plan of CLASS_LIBRARIES) {
    const course = classes.find((c) => c.name === plan.course)!;
    const collection = plan.collection ? collectionIds.get(plan.collection)! : undefined;
    const held = collection?.resources ?? contentPackages.find((p) => p.key === plan.package)!.resources;
    libraries.push({
      courseId: course.id,
      institutionId: course.institutionId,
      packageId: plan.package ? packageIds.get(plan.package)! : null,
      collectionId: collection?.id ?? null,
    });
    for (const item of held.slice(0, plan.open)) {
      flags.push({
        courseId: course.id,
        resourceId: resourceIds.get(item.key)!,
        institutionId: course.institutionId,
        open: true,
      });
    }
  }
  await db.insert(courseLibraries).values(libraries);
  await db.insert(courseResourceFlags).values(flags);
}
