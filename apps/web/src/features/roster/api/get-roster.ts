import { fillPath, ROSTER_PATHS, type RosterListResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getRoster(courseid: number) {
  return http.get<RosterListResponse>(fillPath(ROSTER_PATHS.list, { courseid }));
}

export const rosterQuery = (courseid: number) =>
  queryOptions({
    queryKey: courseKeys.roster(courseid),
    queryFn: async () => unwrap(await getRoster(courseid)),
  });

/** The class's students with the seats of the class and the school's quota. */
export function useRoster(courseid: number) {
  return useQuery(rosterQuery(courseid));
}
