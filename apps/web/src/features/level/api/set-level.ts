import { type BookLevel, fillPath, LEVEL_PATHS } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface LevelSet {
  status: 'success';
  stuid: number;
  level: BookLevel;
  changed: boolean;
}

export interface LevelChoice {
  stuid: number;
  level: BookLevel;
  /** The test whose computed level is accepted or adjusted. */
  testid?: number;
}

export function setLevel(courseid: number, { stuid, level, testid }: LevelChoice) {
  return http.post<LevelSet>(fillPath(LEVEL_PATHS.set, { courseid, stuid }), {
    level,
    ...(testid === undefined ? {} : { testid }),
  });
}

/** The teacher's level for a student; the class's results are read again. */
export function useSetLevel(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: LevelChoice) => unwrap(await setLevel(courseid, choice)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.level(courseid) }),
  });
}
