import { ECHO_PATHS, type EchoListResponse, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/request-failure';
import { courseKeys } from '../course/query-keys';

/** The class's quizzes, its auto-assigned oral quiz setting and its Echo Valley rewards. */
export type EchoList = Omit<EchoListResponse, 'status'>;

/** While the weekly job builds a quiz, the list is read again this often, so it appears when ready. */
export const GENERATING_REFRESH_MS = 10_000;

export function getEchoList(courseid: number) {
  return http.get<EchoListResponse>(fillPath(ECHO_PATHS.list, { courseid }));
}

export const echoListQuery = (courseid: number) =>
  queryOptions({
    queryKey: courseKeys.echoList(courseid),
    queryFn: async (): Promise<EchoList> => {
      const { status: _, ...list } = unwrap(await getEchoList(courseid));
      return list;
    },
    refetchInterval: (query) =>
      query.state.data?.record.some((quiz) => quiz.state === 'generating') ? GENERATING_REFRESH_MS : false,
  });

/** The class's Echo Valley quizzes and speaking tasks, newest first as the server orders them. */
export function useEchoList(courseid: number) {
  return useQuery(echoListQuery(courseid));
}
