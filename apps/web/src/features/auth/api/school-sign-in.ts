import type { OidcFinishResponse } from '@lms/shared';
import { AUTH_PATHS } from '@lms/shared/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useOpenSession } from './login';

export function getSchoolSignIn(school: string) {
  return http.get<{ status: 'success'; enabled: boolean }>(
    `${AUTH_PATHS.oidcOptions}?${new URLSearchParams({ school })}`,
  );
}

/** Whether the school (by its code) offers sign-in with a school account; asked only when a school is known. */
export function useSchoolSignIn(school: string | null) {
  return useQuery({
    queryKey: ['auth', 'school-sign-in', school],
    queryFn: async () => unwrap(await getSchoolSignIn(school ?? '')).enabled,
    enabled: Boolean(school),
    staleTime: 5 * 60_000,
  });
}

export function startSchoolSignIn(school: string) {
  return http.post<{ status: 'success'; url: string }>(AUTH_PATHS.oidcStart, { school });
}

/** Leaves for the school's sign-in page. */
export function useStartSchoolSignIn() {
  return useMutation({
    mutationFn: async (school: string) => unwrap(await startSchoolSignIn(school)).url,
    onSuccess: (url) => window.location.assign(url),
  });
}

/** What the school's sign-in page sent back, as read from /oidc/callback's address. */
export type SchoolSignInAnswer = Record<'state' | 'code' | 'iss' | 'error', string | undefined>;

export function finishSchoolSignIn(answer: SchoolSignInAnswer) {
  const body = Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined));
  return http.post<OidcFinishResponse>(AUTH_PATHS.oidcFinish, body);
}

/** Finishes the sign-in: opens the session, or, for an administrator's trial, answers who it would have signed in. */
export function useFinishSchoolSignIn() {
  const openSession = useOpenSession();
  return useMutation({
    mutationFn: async (answer: SchoolSignInAnswer) => unwrap(await finishSchoolSignIn(answer)),
    onSuccess: (finished) => {
      if ('token' in finished) openSession(finished);
    },
  });
}
