import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { catalogueRevision, contentPackages, resourcePages, resourceSentences, resources } from './catalogue.tables.js';
import type { CataloguePackage, CatalogueResource } from './catalogue.types.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters for every table here. */
const CHUNK = 1_000;

async function insertInChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** `SET column = excluded.column` for every column but the id and the key an upsert matches on. */
function takeIncoming(table: PgTable, keep: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !keep.includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

function resourceRow(resource: CatalogueResource, packageId: number, position: number): typeof resources.$inferInsert {
  const paths = resource.files;
  const common = {
    key: resource.key,
    packageId,
    position,
    type: resource.type,
    name: resource.resource_name,
    topic: resource.topic,
    publisher: resource.publisher,
    author: resource.author,
    information: resource.information,
    note: resource.note ?? '',
    coverPath: paths.cover,
  };
  return resource.type === 'book'
    ? { ...common, level: resource.level, unit: null, videoPath: null, subtitlesPath: null, durationMs: null }
    : {
        ...common,
        level: null,
        unit: resource.unit,
        videoPath: paths.video,
        subtitlesPath: paths.vtt,
        durationMs: Math.round(resource.video.duration_s * 1000),
      };
}

/** A resource's pages and sentences in reading order: page by page for books, by time for videos. */
function lessonRows(
  resource: CatalogueResource,
  resourceId: number,
): { pages: (typeof resourcePages.$inferInsert)[]; sentences: (typeof resourceSentences.$inferInsert)[] } {
  if (resource.type === 'video') {
    return {
      pages: [],
      sentences: resource.video.subtitles.map((s, i) => ({
        resourceId,
        position: i + 1,
        text: s.text,
        startMs: Math.round(s.start * 1000),
        endMs: Math.round(s.end * 1000),
      })),
    };
  }
  const images = resource.files.pages;
  return {
    pages: resource.pages.map((_, i) => ({ resourceId, page: i + 1, imagePath: images[i]! })),
    sentences: resource.pages
      .flatMap((p, i) => p.sentences.map((text) => ({ text, page: i + 1 })))
      .map((s, i) => ({ resourceId, position: i + 1, ...s })),
  };
}

/**
 * Loads content packages into the catalogue tables in one transaction. Packages and resources
 * are matched by key, so loading again updates them in place (ids, and with them collections
 * and open flags, stay) and replaces their pages and sentences. Resources no longer in the source
 * are kept: collections and classes may still use them.
 */
export async function loadCatalogue(db: Db, packages: CataloguePackage[]): Promise<{ resources: number }> {
  return db.transaction(async (tx) => {
    const packageRows = await tx
      .insert(contentPackages)
      .values(packages.map((p) => ({ key: p.key, name: p.name, description: p.description })))
      .onConflictDoUpdate({
        target: contentPackages.key,
        set: takeIncoming(contentPackages, ['id', 'key', 'createdAt']),
      })
      .returning({ id: contentPackages.id, key: contentPackages.key });
    const packageIds = new Map(packageRows.map((row) => [row.key, row.id]));

    const seeds = packages.flatMap((p) => p.resources);
    const rows = packages.flatMap((p) => p.resources.map((r, i) => resourceRow(r, packageIds.get(p.key)!, i + 1)));
    const saved: { id: number; key: string }[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      saved.push(
        ...(await tx
          .insert(resources)
          .values(rows.slice(i, i + CHUNK))
          .onConflictDoUpdate({ target: resources.key, set: takeIncoming(resources, ['id', 'key']) })
          .returning({ id: resources.id, key: resources.key })),
      );
    }
    const resourceIds = new Map(saved.map((row) => [row.key, row.id]));
    const ids = [...resourceIds.values()];

    await tx.delete(resourcePages).where(inArray(resourcePages.resourceId, ids));
    await tx.delete(resourceSentences).where(inArray(resourceSentences.resourceId, ids));
    const lessons = seeds.map((seed) => lessonRows(seed, resourceIds.get(seed.key)!));
    await insertInChunks(
      tx,
      resourcePages,
      lessons.flatMap((l) => l.pages),
    );
    await insertInChunks(
      tx,
      resourceSentences,
      lessons.flatMap((l) => l.sentences),
    );
    // Every school's answers built from the catalogue are current with this count.
    await tx.update(catalogueRevision).set({ revision: sql`${catalogueRevision.revision} + 1` });
    return { resources: saved.length };
  });
}
