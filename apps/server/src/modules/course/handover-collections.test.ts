import type { CollectionDetailResponse, CourseDetailResponse } from '@lms/shared';
import { collectionColid } from '@lms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from '../catalogue/catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('a class handed over with its teacher’s collection as its library', () => {
  it('keeps the collection in place and shows it to the new teacher, who cannot change it', async () => {
    const { institution, admin, teacher } = await createSchool(t.db);
    await subscribe(t.db, institution.id, [catalogue.packageId('garden')]);
    const successor = await createStaff(t.db, { institutionId: institution.id });
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const own = await signIn(t, teacher.email);
    const created = await post('/api/collection/create', own, {
      name: 'Spring shelf',
      pkgid: catalogue.packageId('garden'),
      resourceids: [catalogue.resourceId('apple-pie')],
    });
    const { cid } = created.json<{ cid: number }>();
    const colid = collectionColid(cid);
    expect((await post(`/api/course/setlibrary/${course.id}`, own, { colid })).statusCode).toBe(200);
    const next = await signIn(t, successor.email);
    expect((await get(`/api/collection/detail/${cid}`, next)).statusCode).toBe(404);

    const adminHeaders = await signIn(t, admin.email);
    expect((await post(`/api/course/teacher/${course.id}`, adminHeaders, { userid: successor.id })).statusCode).toBe(
      200,
    );

    const library = (await get(`/api/course/detail/${course.id}`, next)).json<CourseDetailResponse>();
    expect(library.csrInfo.colid).toBe(colid);
    const shown = await get(`/api/collection/detail/${cid}`, next);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CollectionDetailResponse>().collection.name).toBe('Spring shelf');
    // Still the first teacher's: only they change it, and it stays out of the new teacher's own list.
    const edit = await post(`/api/collection/edit/${cid}`, next, {
      name: 'Taken over',
      pkgid: catalogue.packageId('garden'),
      resourceids: [catalogue.resourceId('apple-pie')],
    });
    expect(edit.statusCode).toBe(404);
    expect((await get('/api/collection/list', next)).json().record).toEqual([]);
    expect((await get(`/api/collection/detail/${cid}`, own)).statusCode).toBe(200);
  });
});
