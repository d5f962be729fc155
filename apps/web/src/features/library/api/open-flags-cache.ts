import type { CourseDetailResponse, OpenResourceResponse } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { courseKeys } from '../../../entities/course/query-keys';
import type { HttpResult } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface OpenFlagsChange {
  resourceids: number[];
  open: boolean;
}

/**
 * Opening or closing shows at once in every cached list of the class's library (the whole
 * library and any search); if the server refuses, the lists are put back as they were and
 * the teacher is told why.
 */
export function useOpenFlagsMutation(
  courseid: number,
  send: (change: OpenFlagsChange) => Promise<HttpResult<OpenResourceResponse>>,
) {
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const key = courseKeys.libraryResources(courseid);

  return useMutation({
    mutationFn: async (change: OpenFlagsChange) => unwrap(await send(change)),
    onMutate: async ({ resourceids, open }) => {
      // A list arriving now would overwrite the optimistic state with the old flags.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<CourseDetailResponse>({ queryKey: key });
      const openflag = open ? 'true' : 'false';
      queryClient.setQueriesData<CourseDetailResponse>({ queryKey: key }, (library) =>
        library
          ? {
              ...library,
              record: library.record.map((item) =>
                resourceids.includes(item.resourceid) ? { ...item, openflag } : item,
              ),
            }
          : library,
      );
      return { before };
    },
    onError: (error, _change, context) => {
      for (const [queryKey, library] of context?.before ?? []) queryClient.setQueryData(queryKey, library);
      showFailure(error);
    },
    // The overview's opened counts come from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
