import type {
  BookMaterialResponse,
  CollectionDetailResponse,
  CollectionListResponse,
  CourseDetailResponse,
  PackageResourcesResponse,
  PackagesResponse,
  VideoMaterialResponse,
} from '@lms/shared';
import { collectionColid } from '@lms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/clock.js';
import { createCourse, createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from '../catalogue/catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

type Headers = Record<string, string>;

/** A school subscribed to the garden and ocean packages, with its teacher signed in. */
async function school() {
  const { institution, admin, teacher } = await createSchool(t.db);
  await subscribe(t.db, institution.id, [catalogue.packageId('garden'), catalogue.packageId('ocean')]);
  return { institution, admin, teacher, headers: await signIn(t, teacher.email) };
}

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const garden = (...keys: string[]) => ({
  pkgid: catalogue.packageId('garden'),
  resourceids: keys.map((key) => catalogue.resourceId(key)),
});

async function create(headers: Headers, payload: Record<string, unknown>) {
  const response = await post('/api/collection/create', headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ cid: number }>().cid;
}

const list = async (headers: Headers) =>
  (await get('/api/collection/list', headers)).json<CollectionListResponse>().record;
const detail = async (cid: number, headers: Headers) =>
  (await get(`/api/collection/detail/${cid}`, headers)).json<CollectionDetailResponse>();
const titles = (body: { record: { resource_name: string }[] }) => body.record.map((r) => r.resource_name);

describe('My Library for teachers only', () => {
  it('answers every collection call of an administrator with common.forbidden', async () => {
    const { admin, headers } = await school();
    const adminHeaders = await signIn(t, admin.email);
    const cid = await create(headers, { name: 'Mine', ...garden('apple-pie') });
    const calls = [
      get('/api/collection/list', adminHeaders),
      get('/api/collection/packages', adminHeaders),
      get(`/api/collection/package/${catalogue.packageId('garden')}/resources`, adminHeaders),
      post('/api/collection/create', adminHeaders, { name: 'Admin', ...garden('apple-pie') }),
      get(`/api/collection/detail/${cid}`, adminHeaders),
      post(`/api/collection/edit/${cid}`, adminHeaders, { name: 'Taken', ...garden('apple-pie') }),
      post(`/api/collection/delete/${cid}`, adminHeaders),
      post(`/api/collection/duplicate/${cid}`, adminHeaders),
      get(`/api/collection/getbookmaterial/${catalogue.resourceId('apple-pie')}`, adminHeaders),
      get(`/api/collection/getvideomaterial/${catalogue.resourceId('count-song')}`, adminHeaders),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.raw.req.url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'common.forbidden' });
    }
    expect(await list(headers)).toHaveLength(1);
    expect((await get('/api/collection/list', {})).statusCode).toBe(401);
  });
});

describe('packages', () => {
  it('lists the packages the school subscribes to, with their book and video counts', async () => {
    const { headers } = await school();
    const body = (await get('/api/collection/packages', headers)).json<PackagesResponse>();
    expect(body.record).toEqual([
      {
        pkgid: catalogue.packageId('garden'),
        name: 'Garden Readers',
        description: 'Books and videos about the garden.',
        count: 5,
        books: 3,
        videos: 2,
      },
      {
        pkgid: catalogue.packageId('ocean'),
        name: 'Ocean Readers',
        description: 'The sea and its animals.',
        count: 2,
        books: 1,
        videos: 1,
      },
    ]);
  });

  it("lists a package's resources with the class library's filters and sorts", async () => {
    const { headers } = await school();
    const url = `/api/collection/package/${catalogue.packageId('garden')}/resources`;
    const all = (await get(url, headers)).json<PackageResourcesResponse>();
    expect(all.package).toMatchObject({ name: 'Garden Readers', count: 5 });
    expect(titles(all)).toEqual(['Zebra Days', 'Count Song', 'apple Pie', 'Hello Song', 'Moon Walk']);
    expect(all.record[0]).not.toHaveProperty('openflag');
    const cases: [string, string[]][] = [
      ['type=book&sort=level_desc', ['Moon Walk', 'Zebra Days', 'apple Pie']],
      ['sort=unit_asc', ['Hello Song', 'Count Song', 'Zebra Days', 'apple Pie', 'Moon Walk']],
      ['keyword=pie&type=&level=', ['apple Pie']],
      ['level=C', ['Moon Walk']],
      ['unit=1', ['Hello Song']],
      ['topic=friends', ['Hello Song']],
      [`publisher=${encodeURIComponent('Kite & Compass Books')}`, ['Moon Walk']],
      ['sort=title_asc', ['apple Pie', 'Count Song', 'Hello Song', 'Moon Walk', 'Zebra Days']],
    ];
    for (const [query, expected] of cases) {
      expect(titles((await get(`${url}?${query}`, headers)).json<PackageResourcesResponse>()), query).toEqual(expected);
    }
    expect((await get(`${url}?sort=random`, headers)).json()).toMatchObject({ code: 'common.validation' });
  });

  it('answers library.not_available for a package the school does not subscribe to', async () => {
    const { headers } = await school();
    for (const pkgid of [catalogue.packageId('space'), 999_999]) {
      const response = await get(`/api/collection/package/${pkgid}/resources`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'library.not_available' });
    }
  });
});

describe('creating and reading collections', () => {
  it('creates a collection with its materials in the order given, and lists it', async () => {
    const { teacher, headers } = await school();
    const cid = await create(headers, {
      name: '  Bedtime  ',
      description: 'Calm books for the end of the day.',
      applicable_course: 'grade2',
      ...garden('moon-walk', 'hello-song', 'apple-pie'),
    });
    const body = await detail(cid, headers);
    const today = calendarDate(new Date());
    expect(body.collection).toEqual({
      cid,
      name: 'Bedtime',
      description: 'Calm books for the end of the day.',
      pkgid: catalogue.packageId('garden'),
      package_name: 'Garden Readers',
      applicable_course: 'grade2',
      count: 3,
      in_use: 0,
      created: today,
      updated: today,
      author: teacher.name,
    });
    expect(body.record.map((r) => [r.sequence, r.resource_name])).toEqual([
      [1, 'Moon Walk'],
      [2, 'Hello Song'],
      [3, 'apple Pie'],
    ]);
    expect(body.record[0]).toMatchObject({ type: 'book', level: 'C', cover: '/cms/resdl/books/moon-walk/cover.svg' });
    expect(await list(headers)).toEqual([body.collection]);
  });

  it('accepts a form with comma-separated materials, and applies to all classes by default', async () => {
    const { headers } = await school();
    const ids = garden('zebra-days', 'count-song').resourceids;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/collection/create',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=Form&pkgid=${catalogue.packageId('garden')}&resourceids=${ids.join(',')}`,
    });
    const body = await detail(response.json<{ cid: number }>().cid, headers);
    expect(body.collection.applicable_course).toBe('all');
    expect(body.record.map((r) => r.resourceid)).toEqual(ids);
  });

  it('refuses a collection that breaks a rule, with its own code, creating nothing', async () => {
    const { headers } = await school();
    const ocean = { pkgid: catalogue.packageId('ocean'), resourceids: [catalogue.resourceId('big-whale')] };
    const cases: [string, Record<string, unknown>, number, Record<string, unknown>][] = [
      ['no name', { name: '   ', ...garden('apple-pie') }, 400, { code: 'collection.name_invalid' }],
      ['a long name', { name: 'x'.repeat(81), ...garden('apple-pie') }, 400, { code: 'collection.name_invalid' }],
      [
        'no material',
        { name: 'Empty', pkgid: catalogue.packageId('garden') },
        400,
        { code: 'collection.needs_resource' },
      ],
      [
        'a material of another package',
        {
          name: 'Mixed',
          ...garden('apple-pie'),
          resourceids: [catalogue.resourceId('apple-pie'), ocean.resourceids[0]],
        },
        400,
        { code: 'collection.package_mismatch', details: { resourceids: ocean.resourceids } },
      ],
      [
        'a package the school does not subscribe to',
        { name: 'Space', pkgid: catalogue.packageId('space'), resourceids: [catalogue.resourceId('red-planet')] },
        404,
        { code: 'library.not_available' },
      ],
      [
        'the same material twice',
        { name: 'Twice', ...garden('apple-pie', 'apple-pie') },
        400,
        { code: 'common.validation' },
      ],
      [
        'an unknown class type',
        { name: 'Odd', applicable_course: 'grade9', ...garden('apple-pie') },
        400,
        { code: 'common.validation' },
      ],
      ['no package', { name: 'Lost', resourceids: ocean.resourceids }, 400, { code: 'common.validation' }],
    ];
    for (const [what, payload, status, error] of cases) {
      const response = await post('/api/collection/create', headers, payload);
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toMatchObject(error);
    }
    expect(await list(headers)).toEqual([]);
  });

  it("answers 404 for another teacher's or another school's collection", async () => {
    const { institution, headers } = await school();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const colleagueHeaders = await signIn(t, colleague.email);
    const other = await school();
    const cid = await create(headers, { name: 'Private', ...garden('apple-pie', 'moon-walk') });
    for (const who of [colleagueHeaders, other.headers]) {
      const calls = [
        get(`/api/collection/detail/${cid}`, who),
        post(`/api/collection/edit/${cid}`, who, { name: 'Taken', ...garden('zebra-days') }),
        post(`/api/collection/delete/${cid}`, who),
        post(`/api/collection/duplicate/${cid}`, who),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, response.raw.req.url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'common.not_found' });
      }
      expect(await list(who)).toEqual([]);
    }
    const body = await detail(cid, headers);
    expect(body.collection.name).toBe('Private');
    expect(titles(body)).toEqual(['apple Pie', 'Moon Walk']);
  });
});

describe('changing collections', () => {
  it('edits name, description, class type, package and order', async () => {
    const { headers } = await school();
    const cid = await create(headers, { name: 'Draft', ...garden('apple-pie', 'moon-walk') });
    const reordered = await post(`/api/collection/edit/${cid}`, headers, {
      name: 'Final',
      description: 'Ready.',
      applicable_course: 'summer',
      ...garden('moon-walk', 'zebra-days', 'apple-pie'),
    });
    expect(reordered.json()).toEqual({ status: 'success', cid });
    const body = await detail(cid, headers);
    expect(body.collection).toMatchObject({
      name: 'Final',
      description: 'Ready.',
      applicable_course: 'summer',
      count: 3,
    });
    expect(titles(body)).toEqual(['Moon Walk', 'Zebra Days', 'apple Pie']);

    const moved = await post(`/api/collection/edit/${cid}`, headers, {
      name: 'Sea',
      pkgid: catalogue.packageId('ocean'),
      resourceids: [catalogue.resourceId('wave-dance'), catalogue.resourceId('big-whale')],
    });
    expect(moved.statusCode).toBe(200);
    const sea = await detail(cid, headers);
    expect(sea.collection).toMatchObject({ pkgid: catalogue.packageId('ocean'), package_name: 'Ocean Readers' });
    expect(titles(sea)).toEqual(['Wave Dance', 'Big Whale']);
  });

  it('refuses a bad edit and keeps the collection as it was', async () => {
    const { headers } = await school();
    const cid = await create(headers, { name: 'Keep', ...garden('apple-pie', 'moon-walk') });
    const bad = [
      { name: '', ...garden('zebra-days') },
      { name: 'Empty', pkgid: catalogue.packageId('garden'), resourceids: [] },
      { name: 'Mixed', ...garden('zebra-days'), pkgid: catalogue.packageId('ocean') },
    ];
    const codes = [];
    for (const payload of bad) codes.push((await post(`/api/collection/edit/${cid}`, headers, payload)).json().code);
    expect(codes).toEqual(['collection.name_invalid', 'collection.needs_resource', 'collection.package_mismatch']);
    const body = await detail(cid, headers);
    expect(body.collection.name).toBe('Keep');
    expect(titles(body)).toEqual(['apple Pie', 'Moon Walk']);
  });

  it('duplicates a collection with its materials in order, under a new name when given', async () => {
    const { headers } = await school();
    const cid = await create(headers, {
      name: 'Original',
      description: 'Two books.',
      ...garden('moon-walk', 'apple-pie'),
    });
    const same = (await post(`/api/collection/duplicate/${cid}`, headers)).json<{ cid: number }>().cid;
    const named = (await post(`/api/collection/duplicate/${cid}`, headers, { name: 'Copy of Original' })).json<{
      cid: number;
    }>().cid;
    expect(new Set([cid, same, named]).size).toBe(3);
    for (const copy of [same, named]) {
      const body = await detail(copy, headers);
      expect(titles(body)).toEqual(['Moon Walk', 'apple Pie']);
      expect(body.collection.description).toBe('Two books.');
    }
    expect((await detail(same, headers)).collection.name).toBe('Original');
    expect((await detail(named, headers)).collection.name).toBe('Copy of Original');
    expect((await post(`/api/collection/duplicate/${cid}`, headers, { name: ' ' })).json().code).toBe(
      'collection.name_invalid',
    );
    expect(await list(headers)).toHaveLength(3);
  });
});

describe('collections used as class libraries', () => {
  async function classUsing(headers: Headers, institutionId: number, teacherId: number, cid: number) {
    const course = await createCourse(t.db, { institutionId, teacherId, today: t.clock() });
    const set = await post(`/api/course/setlibrary/${course.id}`, headers, { colid: collectionColid(cid) });
    expect(set.statusCode, set.body).toBe(200);
    return course;
  }

  const classDetail = async (courseId: number, headers: Headers) =>
    (await get(`/api/course/detail/${courseId}`, headers)).json<CourseDetailResponse>();

  it('closes materials an edit removes for the classes using the collection, and keeps the rest', async () => {
    const { institution, teacher, headers } = await school();
    const cid = await create(headers, { name: 'Used', ...garden('apple-pie', 'moon-walk', 'zebra-days') });
    const course = await classUsing(headers, institution.id, teacher.id, cid);
    const [apple, moon] = [catalogue.resourceId('apple-pie'), catalogue.resourceId('moon-walk')];
    await post(`/api/course/openresourcelist/${course.id}/${collectionColid(cid)}/true`, headers, {
      resourceids: [apple, moon],
    });
    expect((await list(headers))[0]!.in_use).toBe(1);

    await post(`/api/collection/edit/${cid}`, headers, { name: 'Used', ...garden('zebra-days', 'apple-pie') });
    let body = await classDetail(course.id, headers);
    expect(body.record.map((r) => [r.resource_name, r.openflag])).toEqual([
      ['Zebra Days', 'false'],
      ['apple Pie', 'true'],
    ]);
    // Moon Walk comes back closed: its flag left with it.
    await post(`/api/collection/edit/${cid}`, headers, { name: 'Used', ...garden('moon-walk', 'apple-pie') });
    body = await classDetail(course.id, headers);
    expect(body.record.map((r) => [r.resource_name, r.openflag])).toEqual([
      ['Moon Walk', 'false'],
      ['apple Pie', 'true'],
    ]);
  });

  it('moves the classes using a deleted collection to its package, keeping what was open', async () => {
    const { institution, teacher, headers } = await school();
    const cid = await create(headers, { name: 'Going', ...garden('moon-walk', 'apple-pie') });
    const keep = await create(headers, { name: 'Staying', ...garden('zebra-days') });
    const first = await classUsing(headers, institution.id, teacher.id, cid);
    const second = await classUsing(headers, institution.id, teacher.id, cid);
    const moon = catalogue.resourceId('moon-walk');
    await get(`/api/course/openresource/${first.id}/${collectionColid(cid)}/${moon}/true`, headers);

    const response = await post(`/api/collection/delete/${cid}`, headers);
    expect(response.json()).toEqual({ status: 'success', detached: 2 });
    expect((await get(`/api/collection/detail/${cid}`, headers)).statusCode).toBe(404);
    expect((await list(headers)).map((c) => c.cid)).toEqual([keep]);

    const body = await classDetail(first.id, headers);
    expect(body.csrInfo).toMatchObject({ colid: catalogue.packageColid('garden'), library_kind: 'package' });
    expect(body.record.filter((r) => r.openflag === 'true').map((r) => r.resourceid)).toEqual([moon]);
    expect((await classDetail(second.id, headers)).csrInfo.colid).toBe(catalogue.packageColid('garden'));
  });
});

describe('previewing materials while building a collection', () => {
  it("gives any book or video of the school's packages", async () => {
    const { headers } = await school();
    const book = (
      await get(`/api/collection/getbookmaterial/${catalogue.resourceId('big-whale')}`, headers)
    ).json<BookMaterialResponse>();
    expect(book.resource.resource_name).toBe('Big Whale');
    expect(book.pages).toHaveLength(2);
    const video = (
      await get(`/api/collection/getvideomaterial/${catalogue.resourceId('hello-song')}`, headers)
    ).json<VideoMaterialResponse>();
    expect(video).toMatchObject({ video: '/cms/resdl/videos/hello-song.mp4', duration: 9.5 });
    expect(video.subtitles).toHaveLength(2);
  });

  it('answers 404 outside the subscribed packages or for the wrong kind', async () => {
    const { headers } = await school();
    const urls = [
      `/api/collection/getbookmaterial/${catalogue.resourceId('red-planet')}`,
      `/api/collection/getbookmaterial/${catalogue.resourceId('hello-song')}`,
      `/api/collection/getvideomaterial/${catalogue.resourceId('apple-pie')}`,
      '/api/collection/getvideomaterial/999999',
    ];
    for (const url of urls) expect((await get(url, headers)).statusCode, url).toBe(404);
  });
});
