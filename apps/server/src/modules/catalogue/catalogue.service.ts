import type { ResourceQuery, ResourceSummary, SubscribedPackage } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import { contentUrl } from '../content/index.js';
import type { MaterialRow, ResourceRow } from './catalogue.repository.js';
import * as repository from './catalogue.repository.js';
import { toBookPages, toPackageSummary, toResourceSummary, toSubtitles, toVideoFiles } from './resource.presenter.js';
import { applyResourceQuery } from './resource-query.js';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** How long a process reuses a package's presented resources. */
const PRESENTED_PACKAGE_MS = 5 * 60_000;

/**
 * The content catalogue as a school sees it: the packages it subscribes to, their resources,
 * and each resource's lesson content (a book's pages, a video's subtitles).
 */
export function createCatalogueService(ctx: AppContext, deps: { classesUsing: repository.ClassesUsing }) {
  const url = contentUrl(ctx.config);

  /**
   * Packages change only when the catalogue is loaded again, and a package used as a class
   * library can hold hundreds of resources: each process keeps a package's presented resources
   * for a few minutes rather than reading and shaping them on every request.
   */
  const presented = new Map<number, { until: number; resources: ResourceSummary[] }>();

  async function packageSummaries(packageId: number): Promise<ResourceSummary[]> {
    const now = Date.now();
    const kept = presented.get(packageId);
    if (kept && kept.until > now) return kept.resources;
    const rows = await repository.listPackageResources(ctx.db, packageId);
    const resources = rows.map((row) => toResourceSummary(row, url));
    presented.set(packageId, { until: now + PRESENTED_PACKAGE_MS, resources });
    return resources;
  }

  /** A package the institution subscribes to (read in the caller's transaction if given); any other answers library.not_available. */
  async function availablePackage(institutionId: number, packageId: number, db: Db = ctx.db) {
    const row = await repository.findSubscribedPackage(db, institutionId, packageId);
    if (!row) throw new AppError('library.not_available');
    return toPackageSummary(row);
  }

  return {
    url,
    availablePackage,
    packageSummaries,

    present: (row: ResourceRow) => toResourceSummary(row, url),

    /** What the school subscribes to, with what each package holds and since when. */
    async subscriptions(institutionId: number): Promise<SubscribedPackage[]> {
      const rows = await repository.listSubscriptions(ctx.db, institutionId, deps.classesUsing);
      return rows.map((row) => ({
        pkgid: row.id,
        name: row.name,
        description: row.description,
        books: row.books,
        videos: row.videos,
        levels: row.levels,
        units: row.units.map(Number),
        since: calendarDate(row.since),
        classes: row.classes,
      }));
    },

    async packages(institutionId: number) {
      return (await repository.listSubscribedPackages(ctx.db, institutionId)).map(toPackageSummary);
    },

    /** A subscribed package and its resources, filtered and sorted as asked. */
    async packageResources(institutionId: number, packageId: number, query: ResourceQuery) {
      const pkg = await availablePackage(institutionId, packageId);
      const rows = await repository.listPackageResources(ctx.db, packageId);
      return {
        package: pkg,
        record: applyResourceQuery(
          rows.map((row) => toResourceSummary(row, url)),
          query,
        ),
      };
    },

    /** The ids among `ids` that are not resources of the package. */
    async outsidePackage(packageId: number, ids: number[]): Promise<number[]> {
      const inside = new Set(await repository.resourceIdsInPackage(ctx.db, packageId, ids));
      return ids.filter((id) => !inside.has(id));
    },

    /** A resource of a package the institution subscribes to; anything else is not found. */
    async subscribedResource(institutionId: number, resourceId: number): Promise<MaterialRow> {
      const row = await repository.findSubscribedResource(ctx.db, institutionId, resourceId);
      if (!row) throw new AppError('common.not_found');
      return row;
    },

    /** A resource the caller has already found in a class's library. */
    async resource(resourceId: number): Promise<MaterialRow> {
      const row = await repository.findResource(ctx.db, resourceId);
      if (!row) throw new AppError('common.not_found');
      return row;
    },

    /** A resource's sentences in reading order (its page or its time in the video). */
    sentences: (resourceId: number) => repository.listSentences(ctx.db, resourceId),

    /** A picture book page by page; a video asked for as a book is not found. */
    async bookMaterial(row: MaterialRow) {
      if (row.type !== 'book') throw new AppError('common.not_found');
      const [pages, sentences] = await Promise.all([
        repository.listBookPages(ctx.db, row.id),
        repository.listSentences(ctx.db, row.id),
      ]);
      return { resource: toResourceSummary(row, url), pages: toBookPages(pages, sentences, url) };
    },

    /** A video's files and timed subtitles; a book asked for as a video is not found. */
    async videoMaterial(row: MaterialRow) {
      if (row.type !== 'video') throw new AppError('common.not_found');
      const sentences = await repository.listSentences(ctx.db, row.id);
      return { resource: toResourceSummary(row, url), ...toVideoFiles(row, url), subtitles: toSubtitles(sentences) };
    },
  };
}
