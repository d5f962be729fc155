import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { courseKeys } from '../../../entities/course/query-keys';
import type { EchoList } from '../../../entities/echo/get-echo-list';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface AutoEchoSetting {
  enabled: boolean;
  reward_exp: number;
  reward_tickets: number;
}

/** The contract's `autoEchoResponse`. */
type AutoEchoResponse = AutoEchoSetting & { status: 'success' };

export function setAutoEcho(courseid: number, setting: AutoEchoSetting) {
  return http.post<AutoEchoResponse>(fillPath(ECHO_PATHS.auto, { courseid }), { ...setting });
}

/**
 * The class's auto-assigned oral quizzes and Echo Valley rewards. The screen shows the new
 * setting at once; if the server refuses, the old one comes back and the teacher is told why.
 * The list is read again after, for the next weekly run.
 */
export function useSetAutoEcho(courseid: number) {
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const key = courseKeys.echoList(courseid);
  const show = ({ enabled, reward_exp, reward_tickets }: AutoEchoSetting) =>
    queryClient.setQueryData<EchoList>(
      key,
      (list) => list && { ...list, auto: { ...list.auto, enabled }, reward_exp, reward_tickets },
    );

  return useMutation({
    mutationFn: async (setting: AutoEchoSetting) => unwrap(await setAutoEcho(courseid, setting)),
    onMutate: async (setting) => {
      // A list arriving now would put the old setting back on screen.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const list = queryClient.getQueryData<EchoList>(key);
      show(setting);
      return {
        before: list && {
          enabled: list.auto.enabled,
          reward_exp: list.reward_exp,
          reward_tickets: list.reward_tickets,
        },
      };
    },
    onError: (error, _setting, context) => {
      if (context?.before) show(context.before);
      showFailure(error);
    },
    onSuccess: (answer) => {
      show(answer);
      return queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
