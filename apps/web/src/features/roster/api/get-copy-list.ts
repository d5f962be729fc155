import { fillPath, ROSTER_PATHS, type StudentCandidatesResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getCopyList(fromcourseid: number, tocourseid: number) {
  return http.get<StudentCandidatesResponse>(fillPath(ROSTER_PATHS.copyList, { fromcourseid, tocourseid }));
}

export const copyListQuery = (fromcourseid: number, tocourseid: number) =>
  queryOptions({
    queryKey: courseKeys.copyList(fromcourseid, tocourseid),
    queryFn: async () => unwrap(await getCopyList(fromcourseid, tocourseid)).record,
  });

/** The students of another class, each marked if already in the target class; nothing until a class is picked. */
export function useCopyList(fromcourseid: number | null, tocourseid: number) {
  return useQuery({ ...copyListQuery(fromcourseid ?? 0, tocourseid), enabled: fromcourseid !== null });
}
