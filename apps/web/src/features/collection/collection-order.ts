import type { CollectionSummary } from '@lms/shared';

export const COLLECTION_SORTS = ['created', 'name', 'count'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

interface Arrangement {
  search: string;
  sort: CollectionSort;
  language: string;
}

const ORDER: Record<CollectionSort, (a: CollectionSummary, b: CollectionSummary, language: string) => number> = {
  // Newest first; ids break ties between collections made the same day.
  created: (a, b) => b.created.localeCompare(a.created) || b.cid - a.cid,
  name: (a, b, language) => a.name.localeCompare(b.name, language, { sensitivity: 'base', numeric: true }),
  count: (a, b) => b.count - a.count,
};

/** The collections whose name, description or package contains the search, in the chosen order. */
export function arrangeCollections(collections: CollectionSummary[], { search, sort, language }: Arrangement) {
  const wanted = search.trim().toLocaleLowerCase(language);
  const matching = wanted
    ? collections.filter((collection) =>
        [collection.name, collection.description, collection.package_name].some((text) =>
          text.toLocaleLowerCase(language).includes(wanted),
        ),
      )
    : collections;
  return [...matching].sort((a, b) => ORDER[sort](a, b, language));
}
