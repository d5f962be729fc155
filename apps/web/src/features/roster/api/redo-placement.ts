import { ROSTER_PATHS } from '@lms/shared';
import { http } from '../../../lib/http';

/** Sends the students back to level placement: they take the placement test again. */
export function redoPlacement(stuids: number[]) {
  return http.post<{ status: 'success'; updated: number }>(ROSTER_PATHS.redoPlacement, { stuids });
}
