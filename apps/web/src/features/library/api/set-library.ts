import { type CourseDetailResponse, fillPath, LIBRARY_PATHS } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function setLibrary(courseid: number, colid: string) {
  return http.post<CourseDetailResponse>(fillPath(LIBRARY_PATHS.setLibrary, { courseid }), { colid });
}

export interface SetLibraryChange {
  courseid: number;
  colid: string;
}

/** Makes a package or collection the class's library; the class may be chosen at the time (My Library). */
export function useSetLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseid, colid }: SetLibraryChange) => unwrap(await setLibrary(courseid, colid)),
    onSuccess: (_library, { courseid }) => queryClient.invalidateQueries({ queryKey: courseKeys.library(courseid) }),
  });
}
