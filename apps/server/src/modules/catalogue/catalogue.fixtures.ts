import { packageColid } from '@lms/shared';
import type { Db } from '../../db/client.js';
import { packageSubscriptions, contentPackages as packagesTable, resources } from '../../db/schema/index.js';
import { loadCatalogue } from './catalogue.loader.js';
import type { CatalogueBook, CataloguePackage, CatalogueVideo } from './catalogue.types.js';

function book(key: string, name: string, level: string, extra: Partial<CatalogueBook> = {}): CatalogueBook {
  return {
    type: 'book',
    key,
    resource_name: name,
    level,
    topic: 'animals',
    publisher: 'Bluebell Press',
    author: 'Mia Hartley',
    information: `${name}: a picture book.`,
    pages: [{ sentences: [`${name} starts here.`] }, { sentences: ['The cat sat down.', 'The end.'] }],
    files: {
      cover: `books/${key}/cover.svg`,
      pages: [`books/${key}/page-01.svg`, `books/${key}/page-02.svg`],
      video: null,
      vtt: null,
    },
    ...extra,
  };
}

function video(key: string, name: string, unit: number, extra: Partial<CatalogueVideo> = {}): CatalogueVideo {
  return {
    type: 'video',
    key,
    resource_name: name,
    unit,
    topic: 'school',
    publisher: 'Little Lantern Media',
    author: 'Ava Lind',
    information: JSON.stringify({ description: `${name}.`, download_link: `videos/${key}.mp4` }),
    video: {
      duration_s: 9.5,
      subtitles: [
        { start: 0.5, end: 2.25, text: 'Hello, everyone!' },
        { start: 3, end: 5.5, text: 'Let us count to three.' },
      ],
    },
    files: { cover: `videos/${key}.svg`, pages: [], video: `videos/${key}.mp4`, vtt: `videos/${key}.vtt` },
    ...extra,
  };
}

/**
 * A small catalogue with every sort and filter case: titles out of order and in mixed case,
 * books over three levels and videos over two units in each library, two topics and
 * publishers, a special book, and a package no test school subscribes to.
 */
export const FIXTURE_CATALOGUE: CataloguePackage[] = [
  {
    key: 'garden',
    name: 'Garden Readers',
    description: 'Books and videos about the garden.',
    resources: [
      book('zebra-days', 'Zebra Days', 'B'),
      video('count-song', 'Count Song', 2),
      book('apple-pie', 'apple Pie', 'A', { topic: 'food', author: 'Jonah Reyes', note: 'echo_book' }),
      video('hello-song', 'Hello Song', 1, { topic: 'friends' }),
      book('moon-walk', 'Moon Walk', 'C', { topic: 'space', publisher: 'Kite & Compass Books' }),
    ],
  },
  {
    key: 'ocean',
    name: 'Ocean Readers',
    description: 'The sea and its animals.',
    resources: [book('big-whale', 'Big Whale', 'D'), video('wave-dance', 'Wave Dance', 3)],
  },
  {
    key: 'space',
    name: 'Space Readers',
    description: 'Not subscribed by the test schools.',
    resources: [book('red-planet', 'Red Planet', 'E')],
  },
];

export interface FixtureCatalogue {
  packageId: (key: string) => number;
  resourceId: (key: string) => number;
  packageColid: (key: string) => string;
}

/** Loads the fixture catalogue (once per test file) and answers its ids by key. */
export async function loadFixtureCatalogue(db: Db): Promise<FixtureCatalogue> {
  await loadCatalogue(db, FIXTURE_CATALOGUE);
  const packages = await db.select({ id: packagesTable.id, key: packagesTable.key }).from(packagesTable);
  const rows = await db.select({ id: resources.id, key: resources.key }).from(resources);
  const find = (list: { id: number; key: string }[], key: string) => {
    const row = list.find((r) => r.key === key);
    if (!row) throw new Error(`no fixture ${key}`);
    return row.id;
  };
  return {
    packageId: (key) => find(packages, key),
    resourceId: (key) => find(rows, key),
    packageColid: (key) => packageColid(find(packages, key)),
  };
}

export async function subscribe(db: Db, institutionId: number, packageIds: number[]): Promise<void> {
  await db.insert(packageSubscriptions).values(packageIds.map((packageId) => ({ institutionId, packageId })));
}
