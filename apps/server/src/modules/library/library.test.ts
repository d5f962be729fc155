import type {
  BookMaterialResponse,
  CourseDetailResponse,
  LibrariesResponse,
  ResourceSort,
  VideoMaterialResponse,
} from '@lms/shared';
import { collectionColid, courseDetailResponse } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseResourceFlags } from '../../db/schema/index.js';
import { createCourse, createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from '../catalogue/catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

type Headers = Record<string, string>;

/** A school subscribed to the garden and ocean packages, its teacher signed in, and one of their classes. */
async function school(options: { expiresInDays?: number } = {}) {
  const { institution, admin, teacher } = await createSchool(t.db);
  await subscribe(t.db, institution.id, [catalogue.packageId('garden'), catalogue.packageId('ocean')]);
  const course = await createCourse(t.db, {
    institutionId: institution.id,
    teacherId: teacher.id,
    today: t.clock(),
    expiresInDays: options.expiresInDays,
  });
  return { institution, admin, teacher, course, headers: await signIn(t, teacher.email) };
}

/** Library answers skip the schema check on the way out (see library.routes.ts), so the tests make it. */
const detail = async (courseId: number, headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/course/detail/${courseId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<CourseDetailResponse>();
  expect(courseDetailResponse.parse(body)).toEqual(body);
  return body;
};

const search = (courseId: number, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/course/detail/search/${courseId}`, headers, payload });

const setLibrary = (courseId: number, headers: Headers, colid: string) =>
  t.app.inject({ method: 'POST', url: `/api/course/setlibrary/${courseId}`, headers, payload: { colid } });

const openOne = (courseId: number, headers: Headers, colid: string, resourceId: number, flag: string) =>
  t.app.inject({ method: 'GET', url: `/api/course/openresource/${courseId}/${colid}/${resourceId}/${flag}`, headers });

const openMany = (courseId: number, headers: Headers, colid: string, flag: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/openresourcelist/${courseId}/${colid}/${flag}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const names = (body: CourseDetailResponse) => body.record.map((r) => r.resource_name);
const opened = (body: CourseDetailResponse) =>
  body.record.filter((r) => r.openflag === 'true').map((r) => r.resourceid);

/** A class using the garden package, with Zebra Days and Hello Song open. */
async function gardenClass() {
  const s = await school();
  const garden = catalogue.packageColid('garden');
  expect((await setLibrary(s.course.id, s.headers, garden)).statusCode).toBe(200);
  const ids = [catalogue.resourceId('zebra-days'), catalogue.resourceId('hello-song')];
  expect((await openMany(s.course.id, s.headers, garden, 'true', { resourceids: ids })).statusCode).toBe(200);
  return { ...s, garden };
}

/** A collection of the teacher's from the garden package: Moon Walk, then Zebra Days. */
async function gardenCollection(headers: Headers) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/collection/create',
    headers,
    payload: {
      name: 'Night sky',
      pkgid: catalogue.packageId('garden'),
      resourceids: [catalogue.resourceId('moon-walk'), catalogue.resourceId('zebra-days')],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return collectionColid(response.json<{ cid: number }>().cid);
}

describe('GET /course/detail', () => {
  it('shows a class without a library as empty, ready to choose one', async () => {
    const { course, headers } = await school();
    expect(await detail(course.id, headers)).toEqual({
      status: 'success',
      csrInfo: { courseid: course.id, colid: '', library_kind: null, library_name: null, pkgid: null },
      record: [],
      courseOverview: { record: [], total: 0, opened: 0 },
    });
  });

  it("lists the package's resources in its order with their fields, open state and a summary", async () => {
    const { course, headers, garden } = await gardenClass();
    const body = await detail(course.id, headers);
    expect(body.csrInfo).toEqual({
      courseid: course.id,
      colid: garden,
      library_kind: 'package',
      library_name: 'Garden Readers',
      pkgid: catalogue.packageId('garden'),
    });
    expect(names(body)).toEqual(['Zebra Days', 'Count Song', 'apple Pie', 'Hello Song', 'Moon Walk']);
    expect(body.record[2]).toEqual({
      colid: garden,
      resourceid: catalogue.resourceId('apple-pie'),
      type: 'book',
      resource_name: 'apple Pie',
      level: 'A',
      unit: '',
      topic: 'food',
      publisher: 'Bluebell Press',
      author: 'Jonah Reyes',
      information: 'apple Pie: a picture book.',
      note: 'echo_book',
      cover: '/cms/resdl/books/apple-pie/cover.svg',
      openflag: 'false',
    });
    const song = body.record[1]!;
    expect(song).toMatchObject({ type: 'video', level: '', unit: '2', cover: '/cms/resdl/videos/count-song.svg' });
    // The video's download link points at the content host like every other file.
    expect(JSON.parse(song.information)).toEqual({
      description: 'Count Song.',
      download_link: '/cms/resdl/videos/count-song.mp4',
    });
    expect(body.courseOverview).toEqual({
      total: 5,
      opened: 2,
      record: [
        { type: 'book', group: 'A', total: 1, opened: 0 },
        { type: 'book', group: 'B', total: 1, opened: 1 },
        { type: 'book', group: 'C', total: 1, opened: 0 },
        { type: 'video', group: '1', total: 1, opened: 1 },
        { type: 'video', group: '2', total: 1, opened: 0 },
      ],
    });
  });

  it("answers 404 for a colleague's class and another school's class, and lets an administrator in", async () => {
    const { institution, admin, course } = await school();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const other = await school();
    for (const headers of [await signIn(t, colleague.email), other.headers]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/course/detail/${course.id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'common.not_found' });
    }
    expect((await detail(course.id, await signIn(t, admin.email))).csrInfo.courseid).toBe(course.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/course/detail/${course.id}` })).statusCode).toBe(401);
  });
});

describe('POST /course/detail/search', () => {
  // Searching changes nothing, so every case reads the same class.
  let garden: Awaited<ReturnType<typeof gardenClass>>;
  beforeAll(async () => {
    garden = await gardenClass();
  });

  const cases: [string, Record<string, unknown>, string[]][] = [
    ['keyword in the title, any case', { keyword: 'SONG' }, ['Count Song', 'Hello Song']],
    ['keyword in the author', { keyword: 'reyes' }, ['apple Pie']],
    ['type', { type: 'video' }, ['Count Song', 'Hello Song']],
    ['level', { level: 'a' }, ['apple Pie']],
    ['unit', { unit: '2' }, ['Count Song']],
    ['topic', { topic: 'food' }, ['apple Pie']],
    ['publisher', { publisher: 'Kite & Compass Books' }, ['Moon Walk']],
    ['opened', { opened: 'true' }, ['Zebra Days', 'Hello Song']],
    ['closed', { opened: false }, ['Count Song', 'apple Pie', 'Moon Walk']],
    ['several at once', { type: 'book', opened: 'false', sort: 'title_desc' }, ['Moon Walk', 'apple Pie']],
    [
      'empty fields as no filter',
      { keyword: '', type: '', level: '', unit: '', sort: '' },
      ['Zebra Days', 'Count Song', 'apple Pie', 'Hello Song', 'Moon Walk'],
    ],
  ];

  it.each(cases)('filters by %s', async (_, payload, expected) => {
    const { course, headers } = garden;
    const response = await search(course.id, headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = courseDetailResponse.parse(response.json());
    expect(names(body)).toEqual(expected);
    // The summary describes the whole library, whatever the filter.
    expect(body.courseOverview.total).toBe(5);
  });

  const sorts: [ResourceSort, string[]][] = [
    ['title_asc', ['apple Pie', 'Count Song', 'Hello Song', 'Moon Walk', 'Zebra Days']],
    ['title_desc', ['Zebra Days', 'Moon Walk', 'Hello Song', 'Count Song', 'apple Pie']],
    // Videos have no level and books no unit: they come last in both directions, in library order.
    ['level_asc', ['apple Pie', 'Zebra Days', 'Moon Walk', 'Count Song', 'Hello Song']],
    ['level_desc', ['Moon Walk', 'Zebra Days', 'apple Pie', 'Count Song', 'Hello Song']],
    ['unit_asc', ['Hello Song', 'Count Song', 'Zebra Days', 'apple Pie', 'Moon Walk']],
    ['unit_desc', ['Count Song', 'Hello Song', 'Zebra Days', 'apple Pie', 'Moon Walk']],
  ];

  it.each(sorts)('sorts by %s', async (sort, expected) => {
    const { course, headers } = garden;
    const body = (await search(course.id, headers, { sort })).json<CourseDetailResponse>();
    expect(names(body)).toEqual(expected);
  });

  it('refuses an unknown sort or type', async () => {
    const { course, headers } = garden;
    for (const payload of [{ sort: 'newest' }, { type: 'audio' }]) {
      const response = await search(course.id, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'common.validation' });
    }
  });
});

describe('opening and closing resources', () => {
  it('opens and closes one resource', async () => {
    const { course, headers, garden } = await gardenClass();
    const apple = catalogue.resourceId('apple-pie');
    const response = await openOne(course.id, headers, garden, apple, 'true');
    expect(response.json()).toEqual({ status: 'success', openflag: 'true', resourceids: [apple] });
    expect(opened(await detail(course.id, headers))).toContain(apple);
    await openOne(course.id, headers, garden, apple, 'false');
    expect(opened(await detail(course.id, headers))).not.toContain(apple);
  });

  it('answers what another server process changed since the last answer', async () => {
    const { course, headers } = await gardenClass();
    const zebra = catalogue.resourceId('zebra-days');
    expect(opened(await detail(course.id, headers))).toContain(zebra);
    // Written straight to the database, as another process of the server would.
    await t.db
      .update(courseResourceFlags)
      .set({ open: false })
      .where(and(eq(courseResourceFlags.courseId, course.id), eq(courseResourceFlags.resourceId, zebra)));
    expect(opened(await detail(course.id, headers))).not.toContain(zebra);
  });

  it('closes several at once, given as a comma-separated form field or a JSON array', async () => {
    const { course, headers, garden } = await gardenClass();
    const [zebra, hello, moon] = ['zebra-days', 'hello-song', 'moon-walk'].map(catalogue.resourceId);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/course/openresourcelist/${course.id}/${garden}/true`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `resourceids=${moon}`,
    });
    expect(form.json()).toEqual({ status: 'success', openflag: 'true', resourceids: [moon] });
    expect(opened(await detail(course.id, headers))).toEqual([zebra, hello, moon]);

    const commas = await t.app.inject({
      method: 'POST',
      url: `/api/course/openresourcelist/${course.id}/${garden}/false`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `resourceids=${zebra},${hello}`,
    });
    expect(commas.statusCode).toBe(200);
    expect(opened(await detail(course.id, headers))).toEqual([moon]);

    const json = await openMany(course.id, headers, garden, 'false', { resourceids: [moon, moon] });
    expect(json.json().resourceids).toEqual([moon]);
    expect(opened(await detail(course.id, headers))).toEqual([]);
  });

  it('refuses the whole request when one id is outside the class library, changing nothing', async () => {
    const { course, headers, garden } = await gardenClass();
    const before = opened(await detail(course.id, headers));
    const whale = catalogue.resourceId('big-whale');
    const response = await openMany(course.id, headers, garden, 'true', {
      resourceids: [catalogue.resourceId('apple-pie'), whale, catalogue.resourceId('moon-walk')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'library.resource_not_in_library',
      details: { resourceids: [whale] },
    });
    expect((await openOne(course.id, headers, garden, 999_999, 'true')).json().code).toBe(
      'library.resource_not_in_library',
    );
    expect(opened(await detail(course.id, headers))).toEqual(before);
  });

  it('refuses a library id the class no longer uses, and an empty selection', async () => {
    const { course, headers } = await gardenClass();
    const ocean = catalogue.packageColid('ocean');
    const stale = await openOne(course.id, headers, ocean, catalogue.resourceId('big-whale'), 'true');
    expect(stale.json()).toMatchObject({ code: 'library.resource_not_in_library' });
    const empty = await openMany(course.id, headers, catalogue.packageColid('garden'), 'true', { resourceids: '' });
    expect(empty.json()).toMatchObject({ code: 'common.validation' });
    const badFlag = await openOne(course.id, headers, catalogue.packageColid('garden'), 1, 'yes');
    expect(badFlag.statusCode).toBe(400);
  });

  it('keeps an expired class read-only', async () => {
    const s = await school({ expiresInDays: 5 });
    const garden = catalogue.packageColid('garden');
    await setLibrary(s.course.id, s.headers, garden);
    const apple = catalogue.resourceId('apple-pie');
    await openOne(s.course.id, s.headers, garden, apple, 'true');
    t.clock.advance(6 * 24 * 3_600_000);
    try {
      // Sessions last hours, so sign in again on the later day.
      const headers = await signIn(t, s.teacher.email);
      const writes = [
        await openOne(s.course.id, headers, garden, apple, 'false'),
        await openMany(s.course.id, headers, garden, 'false', { resourceids: [apple] }),
        await setLibrary(s.course.id, headers, catalogue.packageColid('ocean')),
      ];
      for (const response of writes) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'course.expired' });
      }
      // Reading (the expired library page) still works, and nothing changed.
      const body = await detail(s.course.id, headers);
      expect(body.csrInfo.colid).toBe(garden);
      expect(opened(body)).toEqual([apple]);
    } finally {
      t.clock.advance(-6 * 24 * 3_600_000);
    }
  });

  it("refuses a colleague's class and another school's class with 404, changing nothing", async () => {
    const { institution, course, headers, garden } = await gardenClass();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const other = await school();
    const apple = catalogue.resourceId('apple-pie');
    for (const who of [await signIn(t, colleague.email), other.headers]) {
      expect((await openOne(course.id, who, garden, apple, 'true')).statusCode).toBe(404);
      expect((await openMany(course.id, who, garden, 'true', { resourceids: [apple] })).statusCode).toBe(404);
      expect((await setLibrary(course.id, who, catalogue.packageColid('ocean'))).statusCode).toBe(404);
    }
    expect(opened(await detail(course.id, headers))).not.toContain(apple);
  });
});

describe('previewing materials', () => {
  it('gives a video with its file, length, subtitle track and timed sentences', async () => {
    const { course, headers, garden } = await gardenClass();
    const id = catalogue.resourceId('count-song');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/getvideomaterial/${course.id}/${garden}/${id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VideoMaterialResponse>();
    expect(body).toMatchObject({
      video: '/cms/resdl/videos/count-song.mp4',
      vtt: '/cms/resdl/videos/count-song.vtt',
      duration: 9.5,
      subtitles: [
        { start: 0.5, end: 2.25, text: 'Hello, everyone!' },
        { start: 3, end: 5.5, text: 'Let us count to three.' },
      ],
    });
    expect(body.resource).toMatchObject({ resourceid: id, resource_name: 'Count Song', type: 'video' });
  });

  it('gives a picture book page by page with illustrations and sentences', async () => {
    const { course, headers, garden } = await gardenClass();
    const id = catalogue.resourceId('zebra-days');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/getbookmaterial/${course.id}/${garden}/${id}`,
      headers,
    });
    const body = response.json<BookMaterialResponse>();
    expect(body.pages).toEqual([
      { page: 1, image: '/cms/resdl/books/zebra-days/page-01.svg', sentences: ['Zebra Days starts here.'] },
      { page: 2, image: '/cms/resdl/books/zebra-days/page-02.svg', sentences: ['The cat sat down.', 'The end.'] },
    ]);
    expect(body.resource.cover).toBe('/cms/resdl/books/zebra-days/cover.svg');
  });

  it('answers 404 for the wrong kind, a resource outside the library, or a stale library id', async () => {
    const { course, headers, garden } = await gardenClass();
    const urls = [
      `/api/course/getvideomaterial/${course.id}/${garden}/${catalogue.resourceId('zebra-days')}`,
      `/api/course/getbookmaterial/${course.id}/${garden}/${catalogue.resourceId('count-song')}`,
      `/api/course/getvideomaterial/${course.id}/${garden}/${catalogue.resourceId('wave-dance')}`,
      `/api/course/getbookmaterial/${course.id}/${catalogue.packageColid('ocean')}/${catalogue.resourceId('big-whale')}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('choosing the class library', () => {
  it("offers the school's packages and the class teacher's own collections", async () => {
    const { institution, admin, course, headers } = await school();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const mine = await gardenCollection(headers);
    await gardenCollection(await signIn(t, colleague.email));
    const libraries = async (who: Headers) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/course/libraries/${course.id}`, headers: who })
      ).json<LibrariesResponse>();

    const body = await libraries(headers);
    expect(body.current).toBe('');
    expect(body.record).toEqual([
      {
        colid: catalogue.packageColid('garden'),
        kind: 'package',
        name: 'Garden Readers',
        description: 'Books and videos about the garden.',
        pkgid: catalogue.packageId('garden'),
        package_name: 'Garden Readers',
        count: 5,
      },
      expect.objectContaining({ colid: catalogue.packageColid('ocean'), kind: 'package', count: 2 }),
      {
        colid: mine,
        kind: 'collection',
        name: 'Night sky',
        description: '',
        pkgid: catalogue.packageId('garden'),
        package_name: 'Garden Readers',
        count: 2,
      },
    ]);
    // An administrator sees what the class's teacher could choose.
    expect((await libraries(await signIn(t, admin.email))).record.map((r) => r.colid)).toEqual(
      body.record.map((r) => r.colid),
    );
  });

  it('offers nothing when the school subscribes to no package and the teacher has no collection', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/libraries/${course.id}`,
      headers: await signIn(t, teacher.email),
    });
    expect(response.json()).toEqual({ status: 'success', current: '', record: [], page: 1, size: 50, total: 0 });
  });

  it('keeps the open state of resources that stay when switching, and drops the others', async () => {
    const { course, headers, garden } = await gardenClass();
    const zebra = catalogue.resourceId('zebra-days');
    const night = await gardenCollection(headers);

    const switched = await setLibrary(course.id, headers, night);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = courseDetailResponse.parse(switched.json());
    expect(body.csrInfo).toMatchObject({ colid: night, library_kind: 'collection', library_name: 'Night sky' });
    // The collection's order, not the package's.
    expect(names(body)).toEqual(['Moon Walk', 'Zebra Days']);
    expect(opened(body)).toEqual([zebra]);
    expect(body.record.every((r) => r.colid === night)).toBe(true);

    const back = (await setLibrary(course.id, headers, garden)).json<CourseDetailResponse>();
    expect(opened(back)).toEqual([zebra]);
    const flags = await t.db
      .select()
      .from(courseResourceFlags)
      .where(
        and(
          eq(courseResourceFlags.courseId, course.id),
          eq(courseResourceFlags.resourceId, catalogue.resourceId('hello-song')),
        ),
      );
    expect(flags).toEqual([]);
  });

  it('refuses a package the school does not subscribe to and a collection of another teacher', async () => {
    const { institution, course, headers, garden } = await gardenClass();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await gardenCollection(await signIn(t, colleague.email));
    const other = await school();
    const elsewhere = await gardenCollection(other.headers);
    for (const colid of [catalogue.packageColid('space'), theirs, elsewhere, 'p999999', 'c999999']) {
      const response = await setLibrary(course.id, headers, colid);
      expect(response.statusCode, colid).toBe(404);
      expect(response.json()).toMatchObject({ code: 'library.not_available' });
    }
    for (const colid of ['', 'x1', 'p0', 'c-1', 'p1.5']) {
      expect((await setLibrary(course.id, headers, colid)).json()).toMatchObject({ code: 'common.validation' });
    }
    expect((await detail(course.id, headers)).csrInfo.colid).toBe(garden);
  });
});
