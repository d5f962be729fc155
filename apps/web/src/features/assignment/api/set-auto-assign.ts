import { ASSIGNMENT_PATHS, type AutoAssignResponse, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import type { AssignmentList } from './get-assignments';

export function setAutoAssign(courseid: number, enabled: boolean) {
  return http.post<AutoAssignResponse>(fillPath(ASSIGNMENT_PATHS.auto, { courseid }), { enabled });
}

/**
 * Turns the class's weekly auto-assignment on or off. The switch moves at once; if the server
 * refuses, it moves back and the teacher is told why.
 */
export function useSetAutoAssign(courseid: number) {
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const key = courseKeys.assignments(courseid);
  const show = (autoAssign: boolean) =>
    queryClient.setQueryData<AssignmentList>(key, (list) => list && { ...list, auto_assign: autoAssign });

  return useMutation({
    mutationFn: async (enabled: boolean) => unwrap(await setAutoAssign(courseid, enabled)).auto_assign,
    onMutate: async (enabled) => {
      // A list arriving now would put the old setting back on screen.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<AssignmentList>(key)?.auto_assign;
      show(enabled);
      return { before };
    },
    onError: (error, _enabled, context) => {
      if (context?.before !== undefined) show(context.before);
      showFailure(error);
    },
    onSuccess: show,
  });
}
