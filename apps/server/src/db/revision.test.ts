import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { createCourse, createSchool, createStudents, enrol } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { catalogueRevision, courses, institutions, learningEvents, resources, students } from './schema/index.js';

const t = useTestApp();

const revisionOf = async (institutionId: number) =>
  (
    await t.db.select({ revision: institutions.revision }).from(institutions).where(eq(institutions.id, institutionId))
  )[0]!.revision;

/** The revision a school's kept answers are current with: its own added to the catalogue's. */
const readRevisionOf = async (institutionId: number) =>
  (await revisionOf(institutionId)) +
  (await t.db.select({ revision: catalogueRevision.revision }).from(catalogueRevision))[0]!.revision;

/** Each school's revision before and after `change`, as the difference. */
async function stepsOf(institutionIds: number[], change: () => Promise<unknown>) {
  const before = await Promise.all(institutionIds.map(revisionOf));
  await change();
  const after = await Promise.all(institutionIds.map(revisionOf));
  return after.map((value, i) => value - before[i]!);
}

describe("an institution's revision", () => {
  it('counts one step per committed change to what its staff pages read, however many rows changed', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const other = await createSchool(t.db, 'Other School');
    const ids = [institution.id, other.institution.id];
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });

    const pupils = await createStudents(t.db, { institutionId: institution.id, count: 3 });
    expect(await stepsOf(ids, () => enrol(t.db, course, pupils))).toEqual([1, 0]);
    expect(
      await stepsOf(ids, () =>
        t.db.update(students).set({ exp: 10 }).where(eq(students.institutionId, institution.id)),
      ),
    ).toEqual([1, 0]);
    expect(
      await stepsOf(ids, () =>
        t.db.transaction(async (tx) => {
          await tx.update(courses).set({ name: 'Renamed' }).where(eq(courses.id, course.id));
          await tx.delete(students).where(eq(students.id, pupils[0]!.id));
        }),
      ),
    ).toEqual([1, 0]);
    // The institution's own row: its quota.
    expect(
      await stepsOf(ids, () =>
        t.db.update(institutions).set({ studentQuota: 10 }).where(eq(institutions.id, institution.id)),
      ),
    ).toEqual([1, 0]);
  });

  it('does not count a change that was rolled back', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const steps = await stepsOf([institution.id], () =>
      t.db
        .transaction(async (tx) => {
          await tx.update(courses).set({ name: 'Never' }).where(eq(courses.id, course.id));
          tx.rollback();
        })
        .catch(() => undefined),
    );
    expect(steps).toEqual([0]);
  });

  it('counts loading the catalogue again in the revision every institution reads, writing no school row, and learning events for none', async () => {
    const one = await createSchool(t.db);
    const two = await createSchool(t.db, 'Second School');
    const ids = [one.institution.id, two.institution.id];
    await loadFixtureCatalogue(t.db);
    const read = async () => ({
      own: await Promise.all(ids.map(revisionOf)),
      read: await Promise.all(ids.map(readRevisionOf)),
    });
    const before = await read();
    await loadFixtureCatalogue(t.db);
    const after = await read();
    expect(after.own).toEqual(before.own);
    expect(after.read.map((value, i) => value - before.read[i]!)).toEqual([1, 1]);

    const course = await createCourse(t.db, { institutionId: one.institution.id, teacherId: one.teacher.id });
    const [pupil] = await createStudents(t.db, { institutionId: one.institution.id, count: 1 });
    await enrol(t.db, course, [pupil!]);
    const [resource] = await t.db.select({ id: resources.id }).from(resources).limit(1);
    const steps = await stepsOf(ids, () =>
      t.db.insert(learningEvents).values({
        institutionId: one.institution.id,
        courseId: course.id,
        studentId: pupil!.id,
        resourceId: resource!.id,
        key: 'k1',
        kind: 'read',
        occurredAt: new Date(),
        durationS: 60,
        completed: false,
      }),
    );
    expect(steps).toEqual([0, 0]);
  });
});
