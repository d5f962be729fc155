import type { OpenFlag, ResourceQuery, ResourceSort, ResourceSummary } from '@lms/shared';

type Listed = ResourceSummary & { openflag?: OpenFlag };

/** Titles and levels compare as a reader expects: case-insensitive, "Unit 2" before "Unit 10". One collator, made once: `localeCompare` with options builds one per call. */
export const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * Compares the sorted field; a resource without it (a video's level, a book's unit) comes last
 * whichever the direction, so reversing an order never puts the blanks first.
 */
function byField(field: 'level' | 'unit', direction: 1 | -1) {
  return (a: Listed, b: Listed) => {
    const x = a[field];
    const y = b[field];
    if (x === '' || y === '') return Number(x === '') - Number(y === '');
    return direction * (field === 'unit' ? Number(x) - Number(y) : byText(x, y));
  };
}

const SORTS: Record<ResourceSort, (a: Listed, b: Listed) => number> = {
  title_asc: (a, b) => byText(a.resource_name, b.resource_name),
  title_desc: (a, b) => byText(b.resource_name, a.resource_name),
  level_asc: byField('level', 1),
  level_desc: byField('level', -1),
  unit_asc: byField('unit', 1),
  unit_desc: byField('unit', -1),
};

function matches(item: Listed, query: ResourceQuery): boolean {
  const keyword = query.keyword?.toLocaleLowerCase();
  if (keyword && ![item.resource_name, item.author].some((text) => text.toLocaleLowerCase().includes(keyword))) {
    return false;
  }
  if (query.type && item.type !== query.type) return false;
  if (query.level && item.level.toLowerCase() !== query.level.toLowerCase()) return false;
  if (query.unit !== undefined && item.unit !== String(query.unit)) return false;
  if (query.topic && item.topic.toLowerCase() !== query.topic.toLowerCase()) return false;
  if (query.publisher && item.publisher !== query.publisher) return false;
  // Only a class library has an open state; a package's resources have none to filter on.
  if (query.opened !== undefined && item.openflag !== undefined && (item.openflag === 'true') !== query.opened) {
    return false;
  }
  return true;
}

/**
 * A resource list filtered and sorted as asked. Lists are one library at most (hundreds of
 * resources, already loaded for the summary), so this runs in memory; the sort is stable, so
 * ties keep the library's order.
 */
export function applyResourceQuery<T extends Listed>(items: T[], query: ResourceQuery): T[] {
  const kept = items.filter((item) => matches(item, query));
  return query.sort ? kept.sort(SORTS[query.sort]) : kept;
}
