import { AUTH_PATHS } from '@lms/shared/plain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function trySchoolSignIn() {
  return http.post<{ status: 'success'; url: string }>(AUTH_PATHS.oidcTry);
}

/**
 * Opens the provider's sign-in page in a new tab, where the sign-in ends by naming who it would
 * sign in (nobody is signed in, so this tab's session stays). The tab is opened at the click,
 * before the address is known, so no pop-up blocker stands in the way; it is closed again if
 * the sign-in cannot start.
 */
export function useTrySchoolSignIn() {
  return useMutation({
    mutationFn: async (tab: Window | null) => ({ tab, url: unwrap(await trySchoolSignIn()).url }),
    onSuccess: ({ tab, url }) => {
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    onError: (_, tab) => tab?.close(),
  });
}

/** A blank tab, opened while the click still counts as the user's, cut off from this one. */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}
