import { fillPath, LEVEL_PATHS, type LevelResultsResponse } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getLevelResults(courseid: number) {
  return http.get<LevelResultsResponse>(fillPath(LEVEL_PATHS.results, { courseid }));
}

/** The class's students with their level, placement, open test, latest tests and history. */
export function useLevelResults(courseid: number) {
  return useQuery({
    queryKey: courseKeys.levelResults(courseid),
    queryFn: async () => unwrap(await getLevelResults(courseid)),
  });
}
