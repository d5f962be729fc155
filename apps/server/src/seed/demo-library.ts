import type { Demo } from '@lms/demo';
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
import { type CatalogueResource, loadCatalogue } from '../modules/catalogue/index.js';

type Libraries = Demo['libraries'];

function picked(demo: Demo, plan: Libraries['collections'][number]): CatalogueResource[] {
  const pkg = demo.catalogue.find((p) => p.key === plan.from)!;
  const { topics } = plan;
  return pkg.resources.filter((r) => !topics || topics.includes(r.topic)).slice(0, plan.take);
}

const idsByKey = (rows: { id: number; key: string }[]) => new Map(rows.map((row) => [row.key, row.id]));

/**
 * The demo library: the catalogue, every school's subscriptions, a few teachers' collections,
 * and most classes with a library and some materials open (Winter Phonics, Snowflakes,
 * Starfish and Pandas have none yet, to show the empty state). Runs after the schools exist.
 */
export async function seedDemoLibrary(db: Db, now: Date, demo: Demo): Promise<void> {
  const { subscriptions, collections: collectionPlans, classes: classLibraries } = demo.libraries;
  await loadCatalogue(db, demo.catalogue);
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
      Object.entries(subscriptions).flatMap(([code, keys]) =>
        keys.map((key) => ({ institutionId: schools.get(code)!, packageId: packageIds.get(key)! })),
      ),
    );

  const collectionIds = new Map<string, { id: number; resources: CatalogueResource[] }>();
  for (const plan of collectionPlans) {
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
    const items = picked(demo, plan);
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
  for (const plan of classLibraries) {
    const course = classes.find((c) => c.name === plan.course)!;
    const collection = plan.collection ? collectionIds.get(plan.collection)! : undefined;
    const held = collection?.resources ?? demo.catalogue.find((p) => p.key === plan.package)!.resources;
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
