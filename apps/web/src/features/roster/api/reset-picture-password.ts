import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { http } from '../../../lib/http';

/** The student chooses two new pictures at their next sign-in. */
export function resetPicturePassword(stuid: number) {
  return http.post<{ status: 'success' }>(fillPath(ROSTER_PATHS.resetPicturePassword, { stuid }));
}
