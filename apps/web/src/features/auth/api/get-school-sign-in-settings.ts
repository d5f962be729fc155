import type { OidcSettingsResponse } from '@lms/shared';
import { AUTH_PATHS } from '@lms/shared/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getSchoolSignInSettings() {
  return http.get<OidcSettingsResponse>(AUTH_PATHS.oidcSettings);
}

export const schoolSignInSettingsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'school-sign-in-settings'],
    queryFn: async () => unwrap(await getSchoolSignInSettings()),
  });

/** The school's sign-in with its own accounts as its administrators see it (never the secret), and the redirect address. */
export function useSchoolSignInSettings() {
  return useQuery(schoolSignInSettingsQuery());
}
