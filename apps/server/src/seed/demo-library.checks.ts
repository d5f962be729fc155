import { demo } from '@lms/demo';
import type {
  BookMaterialResponse,
  CollectionListResponse,
  CourseDetailResponse,
  CourseListResponse,
  LibrariesResponse,
  PackagesResponse,
  VideoMaterialResponse,
} from '@lms/shared';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseResourceFlags, resourcePages, resourceSentences, resources } from '../db/schema/index.js';
import { loadCatalogue } from '../modules/catalogue/index.js';
import { signIn, type TestApp } from '../test/harness.js';

/** The demo library with its real content. */
export function demoLibraryChecks(t: TestApp) {
  describe('the demo library, with the real content', () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      headers = await signIn(t, 'teacher@demo.test', demo.password);
    });

    const get = async <T>(url: string, who = headers) => {
      const response = await t.app.inject({ method: 'GET', url, headers: who });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response.json<T>();
    };
    const classId = async (name: string) => {
      const { active, expired } = await get<CourseListResponse>('/api/course/list');
      return [...active, ...expired].find((c) => c.course_name === name)!.courseid;
    };
    const tally = async () => ({
      resources: (await t.db.select({ n: count() }).from(resources))[0]!.n,
      pages: (await t.db.select({ n: count() }).from(resourcePages))[0]!.n,
      sentences: (await t.db.select({ n: count() }).from(resourceSentences))[0]!.n,
      flags: (await t.db.select({ n: count() }).from(courseResourceFlags))[0]!.n,
    });

    it('loads every book page and video subtitle of the catalogue', async () => {
      const seeds = demo.catalogue.flatMap((p) => p.resources);
      const { resources: loaded, pages, sentences } = await tally();
      expect(loaded).toBe(seeds.length);
      expect(pages).toBe(seeds.reduce((n, r) => n + (r.type === 'book' ? r.pages.length : 0), 0));
      expect(sentences).toBe(
        seeds.reduce(
          (n, r) => n + (r.type === 'book' ? r.pages.flatMap((p) => p.sentences).length : r.video.subtitles.length),
          0,
        ),
      );
    });

    it('loads the catalogue again without changing ids, collections or open materials', async () => {
      const before = await tally();
      const ids = async () =>
        (await t.db.select({ id: resources.id, key: resources.key }).from(resources)).sort((a, b) => a.id - b.id);
      const first = await ids();
      await loadCatalogue(t.db, demo.catalogue);
      expect(await tally()).toEqual(before);
      expect(await ids()).toEqual(first);
    });

    it('gives Sunflowers a package library with some books open, and its files on the content host', async () => {
      const sunflowers = await classId('Sunflowers');
      const body = await get<CourseDetailResponse>(`/api/course/detail/${sunflowers}`);
      expect(body.csrInfo).toMatchObject({ library_kind: 'package', library_name: 'Seedling Readers' });
      expect(body.courseOverview.opened).toBe(14);
      expect(body.record.length).toBeGreaterThan(20);
      const book = body.record.find((r) => r.type === 'book')!;
      const video = body.record.find((r) => r.type === 'video')!;

      const cover = await t.app.inject({ method: 'GET', url: book.cover });
      expect(cover.statusCode).toBe(200);
      expect(cover.body).toMatch(/^<svg /);

      const reader = await get<BookMaterialResponse>(
        `/api/course/getbookmaterial/${sunflowers}/${body.csrInfo.colid}/${book.resourceid}`,
      );
      expect(reader.pages.length).toBeGreaterThanOrEqual(8);
      expect(reader.pages[0]!.sentences.length).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: reader.pages[0]!.image })).statusCode).toBe(200);

      const player = await get<VideoMaterialResponse>(
        `/api/course/getvideomaterial/${sunflowers}/${body.csrInfo.colid}/${video.resourceid}`,
      );
      expect(player.duration).toBeGreaterThan(0);
      expect(player.subtitles.length).toBeGreaterThan(0);
      const clip = await t.app.inject({ method: 'GET', url: player.video, headers: { range: 'bytes=0-1023' } });
      expect(clip.statusCode).toBe(206);
      expect(clip.headers['content-type']).toBe('video/mp4');
      expect(clip.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      const track = await t.app.inject({ method: 'GET', url: player.vtt });
      expect(track.body).toMatch(/^WEBVTT/);
      expect(track.body).toContain(player.subtitles[0]!.text.replace(/&/g, '&amp;'));
    });

    it('gives the teacher collections, some used by classes, and a class still to be given a library', async () => {
      const { record } = await get<CollectionListResponse>('/api/collection/list');
      expect(record.map((c) => c.name).sort()).toEqual([
        'Animal Friends',
        'Summer Reading Challenge',
        'Weather and Seasons',
      ]);
      expect(record.filter((c) => c.in_use > 0)).toHaveLength(2);

      const winter = await classId('Winter Phonics');
      expect((await get<CourseDetailResponse>(`/api/course/detail/${winter}`)).csrInfo.colid).toBe('');
      const choices = await get<LibrariesResponse>(`/api/course/libraries/${winter}`);
      expect(choices.record.filter((c) => c.kind === 'package')).toHaveLength(3);
      expect(choices.record.filter((c) => c.kind === 'collection')).toHaveLength(3);
    });

    it('subscribes Other School to two packages', async () => {
      const other = await signIn(t, 'other@demo.test', demo.password);
      expect((await get<PackagesResponse>('/api/collection/packages', other)).record.map((p) => p.name)).toEqual([
        'Seedling Readers',
        'Pathfinder Readers',
      ]);
    });
  });
}
