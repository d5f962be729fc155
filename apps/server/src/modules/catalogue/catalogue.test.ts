import { subscribedPackagesResponse } from '@lms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseLibraries } from '../../db/schema/index.js';
import { calendarDate } from '../../lib/clock.js';
import { createCourse, createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from './catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

describe('GET /api/school/packages', () => {
  it('lists what the school subscribes to with what each package holds, for teachers and administrators', async () => {
    const { institution, admin, teacher } = await createSchool(t.db);
    await subscribe(t.db, institution.id, [catalogue.packageId('garden'), catalogue.packageId('ocean')]);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    await t.db
      .insert(courseLibraries)
      .values({ courseId: course.id, institutionId: institution.id, packageId: catalogue.packageId('garden') });
    const other = await createSchool(t.db, 'Other');
    await subscribe(t.db, other.institution.id, [catalogue.packageId('space')]);

    for (const email of [teacher.email, admin.email]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/school/packages',
        headers: await signIn(t, email),
      });
      expect(response.statusCode).toBe(200);
      const { record } = subscribedPackagesResponse.parse(response.json());
      expect(record.map((pkg) => pkg.name)).toEqual(['Garden Readers', 'Ocean Readers']);
      const garden = record[0]!;
      expect(garden).toMatchObject({
        pkgid: catalogue.packageId('garden'),
        classes: 1,
        since: calendarDate(new Date()),
      });
      expect(record[1]).toMatchObject({ books: 1, videos: 1, levels: ['D'], units: [3], classes: 0 });
      expect(garden).toMatchObject({ books: 3, videos: 2, levels: ['A', 'B', 'C'], units: [1, 2] });
    }
  });
});
