import type { ResourceSort, ResourceSummary, ResourceType } from '@lms/shared';

/** What a resource filter bar holds; an empty string means "any" (and, for `sort`, the library's own order). */
export interface ResourceFilters {
  keyword: string;
  type: ResourceType | '';
  level: string;
  unit: string;
  topic: string;
  publisher: string;
  opened: '' | 'true' | 'false';
  sort: ResourceSort | '';
}

export const NO_FILTERS: ResourceFilters = {
  keyword: '',
  type: '',
  level: '',
  unit: '',
  topic: '',
  publisher: '',
  opened: '',
  sort: '',
};

/** The filters and sort as request parameters: only those set, the keyword without its surrounding spaces. */
export function resourceParams(filters: ResourceFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...filters, keyword: filters.keyword.trim() })) {
    if (value !== '') params[name] = value;
  }
  return params;
}

export function isFiltered(filters: ResourceFilters): boolean {
  return Object.keys(resourceParams(filters)).length > 0;
}

/** The values a library actually holds, so each filter offers only choices that find something. */
export interface FilterChoices {
  levels: string[];
  units: string[];
  topics: string[];
  publishers: string[];
}

const distinct = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];

export function filterChoicesOf(resources: readonly ResourceSummary[]): FilterChoices {
  return {
    levels: distinct(resources.map((resource) => resource.level)).sort(),
    units: distinct(resources.map((resource) => resource.unit)).sort((a, b) => Number(a) - Number(b)),
    topics: distinct(resources.map((resource) => resource.topic)).sort(),
    publishers: distinct(resources.map((resource) => resource.publisher)).sort((a, b) => a.localeCompare(b)),
  };
}
