import { fillPath, LEVEL_PATHS, type LevelResultsResponse } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { levelResultsKey } from './level-keys';

export function getLevelResults(courseid: number) {
  return http.get<LevelResultsResponse>(fillPath(LEVEL_PATHS.results, { courseid }));
}

/** The class's students with their level, placement, open test, latest tests and history. */
export function useLevelResults(courseid: number) {
  return useQuery({
    queryKey: levelResultsKey(courseid),
    queryFn: async () => unwrap(await getLevelResults(courseid)),
  });
}
