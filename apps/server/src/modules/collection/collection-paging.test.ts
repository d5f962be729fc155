import {
  type CollectionListResponse,
  collectionColid,
  collectionListResponse,
  type LibrariesResponse,
  librariesResponse,
} from '@lms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { createCourse, createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from '../catalogue/catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

type Headers = Record<string, string>;

interface Made {
  name: string;
  description?: string;
  /** Materials, from the garden package. */
  size?: number;
  pkg?: 'garden' | 'ocean';
}

/**
 * A teacher's collections written straight to the database, the first made `made.length` days
 * ago and each later one a day after the one before.
 */
async function collectionsOf(institutionId: number, ownerId: number, made: Made[]): Promise<number[]> {
  const garden = ['zebra-days', 'count-song', 'apple-pie', 'hello-song', 'moon-walk'];
  const ocean = ['big-whale', 'wave-dance'];
  const rows = await t.db
    .insert(collections)
    .values(
      made.map((m, i) => {
        const at = addDays(t.clock(), i - made.length);
        return {
          institutionId,
          ownerId,
          packageId: catalogue.packageId(m.pkg ?? 'garden'),
          name: m.name,
          description: m.description ?? '',
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: collections.id });
  const items = rows.flatMap(({ id }, i) => {
    const keys = made[i]?.pkg === 'ocean' ? ocean : garden;
    return keys.slice(0, made[i]?.size ?? 1).map((key, n) => ({
      collectionId: id,
      resourceId: catalogue.resourceId(key),
      institutionId,
      sequence: n + 1,
    }));
  });
  await t.db.insert(collectionItems).values(items);
  return rows.map((row) => row.id);
}

async function teacherWith(made: Made[]) {
  const { institution, teacher, admin } = await createSchool(t.db);
  await subscribe(t.db, institution.id, [catalogue.packageId('garden'), catalogue.packageId('ocean')]);
  const ids = await collectionsOf(institution.id, teacher.id, made);
  return { institution, teacher, admin, ids, headers: await signIn(t, teacher.email) };
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Week ${i + 1}` }));

async function listPage(headers: Headers, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/collection/list${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return collectionListResponse.parse(response.json()) satisfies CollectionListResponse;
}

const names = (body: { record: { name: string }[] }) => body.record.map((r) => r.name);

describe('My Library a page at a time', () => {
  it('answers 50 collections newest first by default, with the page, its size and the total', async () => {
    const { headers } = await teacherWith(numbered(120));
    const first = await listPage(headers);
    expect(first).toMatchObject({ status: 'success', page: 1, size: 50, total: 120 });
    expect(first.record).toHaveLength(50);
    expect(names(first).slice(0, 2)).toEqual(['Week 120', 'Week 119']);

    const third = await listPage(headers, '?page=3');
    expect(third).toMatchObject({ page: 3, size: 50, total: 120 });
    expect(names(third)).toEqual(
      numbered(20)
        .map((m) => m.name)
        .reverse(),
    );

    const beyond = await listPage(headers, '?page=4');
    expect(beyond).toMatchObject({ page: 4, size: 50, total: 120, record: [] });
  });

  it('gives every collection exactly once across pages of any size, up to 200 a page', async () => {
    const { headers, ids } = await teacherWith(numbered(205));
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      seen.push(...(await listPage(headers, `?page=${page}&size=90`)).record.map((r) => r.cid));
    }
    expect(seen).toHaveLength(205);
    expect(new Set(seen)).toEqual(new Set(ids));
    const biggest = await listPage(headers, '?size=200');
    expect(biggest.record).toHaveLength(200);
  });

  it('refuses page and size values that are not whole numbers in range', async () => {
    const { headers } = await teacherWith(numbered(2));
    const bad = [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=1e1',
      'page=0x10',
      'page=abc',
      'page=',
      'page=100001',
      'page=99999999999999999999',
      'size=0',
      'size=201',
      'size=ten',
      'sort=newest',
      `search=${'x'.repeat(101)}`,
    ];
    for (const query of bad) {
      const response = await t.app.inject({ method: 'GET', url: `/api/collection/list?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 'error', code: 'common.validation' });
    }
  });

  it('searches names, descriptions and package names on the server, and pages what matches', async () => {
    const { headers } = await teacherWith([
      ...numbered(60),
      { name: 'Farm animals', description: 'Cows and HENS' },
      { name: 'Zoo day', description: 'Lions' },
      { name: 'Sea life', pkg: 'ocean' },
    ]);
    expect(names(await listPage(headers, '?search=hens'))).toEqual(['Farm animals']);
    expect(names(await listPage(headers, '?search=ZOO'))).toEqual(['Zoo day']);
    expect(names(await listPage(headers, `?search=${encodeURIComponent(' ocean readers ')}`))).toEqual(['Sea life']);
    // A search is text, never a pattern.
    expect((await listPage(headers, '?search=%25')).total).toBe(0);

    const weeks = await listPage(headers, '?search=week&size=25&page=3');
    expect(weeks).toMatchObject({ total: 60, page: 3 });
    expect(names(weeks)).toEqual(
      numbered(10)
        .map((m) => m.name)
        .reverse(),
    );
  });

  it('sorts by name or by size on the server, so the order holds across pages', async () => {
    const { headers } = await teacherWith([
      { name: 'banana', size: 1 },
      { name: 'Cherry', size: 5 },
      { name: 'apple', size: 3 },
      { name: 'Date', size: 2 },
      { name: 'elder', size: 4 },
    ]);
    const byName = [
      ...names(await listPage(headers, '?sort=name&size=2')),
      ...names(await listPage(headers, '?sort=name&size=2&page=2')),
      ...names(await listPage(headers, '?sort=name&size=2&page=3')),
    ];
    expect(byName).toEqual(['apple', 'banana', 'Cherry', 'Date', 'elder']);
    const bySize = [
      ...(await listPage(headers, '?sort=count&size=3')).record,
      ...(await listPage(headers, '?sort=count&size=3&page=2')).record,
    ];
    expect(bySize.map((r) => r.count)).toEqual([5, 4, 3, 2, 1]);
  });

  it("counts only the teacher's own collections", async () => {
    const { institution, headers } = await teacherWith(numbered(3));
    const other = await createSchool(t.db, 'Other School');
    await subscribe(t.db, other.institution.id, [catalogue.packageId('garden')]);
    await collectionsOf(other.institution.id, other.teacher.id, numbered(4));
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    await collectionsOf(institution.id, colleague.id, numbered(5));
    expect((await listPage(headers)).total).toBe(3);
  });
});

describe('the libraries a class may use, a page at a time', () => {
  async function classWith(made: Made[]) {
    const school = await teacherWith(made);
    const course = await createCourse(t.db, {
      institutionId: school.institution.id,
      teacherId: school.teacher.id,
      today: t.clock(),
    });
    return { ...school, course };
  }

  async function libraries(courseId: number, headers: Headers, query = '') {
    const response = await t.app.inject({ method: 'GET', url: `/api/course/libraries/${courseId}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return librariesResponse.parse(response.json()) satisfies LibrariesResponse;
  }

  it('pages packages first, then collections by name', async () => {
    const { course, headers, ids } = await classWith(numbered(60));
    const first = await libraries(course.id, headers);
    expect(first).toMatchObject({ current: '', page: 1, size: 50, total: 62 });
    expect(first.record.slice(0, 3).map((r) => r.colid)).toEqual([
      catalogue.packageColid('garden'),
      catalogue.packageColid('ocean'),
      expect.stringMatching(/^c\d+$/),
    ]);
    const second = await libraries(course.id, headers, '?page=2');
    expect(second.record).toHaveLength(12);
    const offered = [...first.record, ...second.record].filter((r) => r.kind === 'collection');
    expect(new Set(offered.map((r) => r.colid))).toEqual(new Set(ids.map(collectionColid)));
    const sorted = [...offered.map((r) => r.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(offered.map((r) => r.name)).toEqual(sorted);

    // A page that starts among the collections.
    const small = await libraries(course.id, headers, '?page=2&size=2');
    expect(small.record.map((r) => r.colid)).toEqual(offered.slice(0, 2).map((r) => r.colid));
  });

  it('does not offer the library the class already uses', async () => {
    const { course, headers, ids } = await classWith(numbered(3));
    const used = collectionColid(ids[1]!);
    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/course/setlibrary/${course.id}`,
      headers,
      payload: { colid: used },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const body = await libraries(course.id, headers);
    expect(body).toMatchObject({ current: used, total: 4 });
    expect(body.record.map((r) => r.colid)).not.toContain(used);

    await t.app.inject({
      method: 'POST',
      url: `/api/course/setlibrary/${course.id}`,
      headers,
      payload: { colid: catalogue.packageColid('ocean') },
    });
    const after = await libraries(course.id, headers);
    expect(after.total).toBe(4);
    expect(after.record.map((r) => r.colid)).not.toContain(catalogue.packageColid('ocean'));
  });

  it('refuses page and size values out of range', async () => {
    const { course, headers } = await classWith(numbered(1));
    for (const query of ['page=0', 'size=201', 'size=-5', 'page=two']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/course/libraries/${course.id}?${query}`,
        headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'common.validation' });
    }
  });
});
