import type { OidcSettingsBody, OidcSettingsResponse } from '@lms/shared';
import { AUTH_PATHS } from '@lms/shared/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { schoolSignInSettingsQuery } from './get-school-sign-in-settings';

export function saveSchoolSignInSettings(settings: OidcSettingsBody) {
  return http.post<OidcSettingsResponse>(AUTH_PATHS.oidcSettings, { ...settings }, { json: true });
}

/** Saves the settings; the server reads the provider first and refuses them, saying why, when it cannot. */
export function useSaveSchoolSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: OidcSettingsBody) => unwrap(await saveSchoolSignInSettings(settings)),
    onSuccess: (saved) => queryClient.setQueryData(schoolSignInSettingsQuery().queryKey, saved),
  });
}
