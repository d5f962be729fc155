import { fillPath, type ReprintCardsResponse, ROSTER_PATHS } from '@lms/shared';
import { http } from '../../../lib/http';
import { onceOnly } from '../../../lib/request-key';

/**
 * Login cards again for students of the class: new passwords for those who sign in with one,
 * login numbers unchanged. One action of the teacher, with its own key, so a repeat after a
 * lost answer does not set the passwords twice.
 */
export function reprintLoginCards(courseid: number, stuids: number[]) {
  return http.post<ReprintCardsResponse>(
    fillPath(ROSTER_PATHS.reprintCards, { courseid }),
    { stuids },
    { headers: onceOnly() },
  );
}
