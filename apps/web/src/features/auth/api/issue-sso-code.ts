import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';

interface SsoCode {
  status: 'success';
  code: string;
  expires_in: number;
}

export function issueSsoCode() {
  return http.post<SsoCode>(AUTH_PATHS.ssoIssue);
}

/**
 * Opens version 2 signed in as the same person. The tab is opened before the request so
 * the browser treats it as the user's click rather than a pop-up.
 */
export function useOpenVersionTwo() {
  const toastFailure = useFailureToast();
  const { mutate } = useMutation({ mutationFn: async () => unwrap(await issueSsoCode()) });
  return (v2Url: string) => {
    const tab = window.open('', '_blank');
    mutate(undefined, {
      onSuccess: ({ code }) => {
        const target = new URL(v2Url, window.location.href);
        target.searchParams.set('code', code);
        target.searchParams.set('lang', currentLanguage());
        if (tab) {
          tab.opener = null;
          tab.location.href = target.toString();
        } else {
          window.open(target, '_blank', 'noopener');
        }
      },
      onError: (error) => {
        tab?.close();
        toastFailure(error);
      },
    });
  };
}
