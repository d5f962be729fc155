import { fillPath, LEVEL_PATHS, type LevelTestResponse } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getLevelTest(courseid: number, testid: number) {
  return http.get<LevelTestResponse>(fillPath(LEVEL_PATHS.test, { courseid, testid }));
}

/** One test item by item: the student's answers, the right choices and the marks per level. */
export function useLevelTest(courseid: number, testid: number | null) {
  return useQuery({
    queryKey: courseKeys.levelTest(courseid, testid ?? 0),
    queryFn: async () => unwrap(await getLevelTest(courseid, testid!)),
    enabled: testid !== null,
  });
}
