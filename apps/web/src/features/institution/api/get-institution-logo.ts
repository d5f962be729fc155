import { ANNOUNCEMENT_PATHS } from '@lms/shared/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** Logos are small; a data URL needs no clean-up, unlike an object URL. */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The signed-in person's own school logo (the request carries the token, so no school
 * code). The header does without it, so a missing logo never opens the not-found page.
 */
export function getInstitutionLogo() {
  return http.download(ANNOUNCEMENT_PATHS.logo, { optional: true });
}

export const institutionLogoQuery = () =>
  queryOptions({
    queryKey: ['school', 'logo'],
    queryFn: async () => {
      const logo = unwrap(await getInstitutionLogo());
      if (logo.kind !== 'file') throw new Error('the school logo is not an image');
      return toDataUrl(logo.blob);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInstitutionLogo() {
  return useQuery(institutionLogoQuery());
}
