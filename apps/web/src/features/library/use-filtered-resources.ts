import type { ResourceSummary } from '@lms/shared';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../lib/use-debounced';
import type { ResourceQueryOptions } from './material-source';
import { type ResourceFilters, resourceParams } from './resource-filters';

const KEYWORD_PAUSE_MS = 300;

interface FilteredResources<T extends { record: ResourceSummary[] }> {
  all: UseQueryResult<T>;
  /** The resources to show, once there are any. */
  shown: T['record'] | undefined;
  /** A newer answer for the filters is on its way. */
  updating: boolean;
  searchError: Error | null;
}

/**
 * A resource list behind a filter bar. The whole list is always loaded (the filter choices
 * and summaries come from it); while filters or a sort are set, the server's answer for them
 * is shown instead, and what was on screen stays there until the next answer arrives. The
 * keyword is sent once the teacher pauses typing.
 */
export function useFilteredResources<T extends { record: ResourceSummary[] }>(
  whole: ResourceQueryOptions<T>,
  search: (params: Record<string, string>) => ResourceQueryOptions<T>,
  filters: ResourceFilters,
): FilteredResources<T> {
  const all = useQuery(whole);
  const keyword = useDebounced(filters.keyword, KEYWORD_PAUSE_MS);
  const params = resourceParams({ ...filters, keyword });
  const filtering = Object.keys(params).length > 0;
  const found = useQuery({ ...search(params), enabled: filtering, placeholderData: keepPreviousData });

  if (!filtering) return { all, shown: all.data?.record, updating: false, searchError: null };
  return {
    all,
    shown: (found.data ?? all.data)?.record,
    updating: found.isPlaceholderData || found.isPending,
    searchError: found.isError ? found.error : null,
  };
}
