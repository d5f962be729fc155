import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { http } from '../../../lib/http';

/** Takes one student out of the class (their learning history stays); SPEC §7 has one call per student. */
export function removeStudent(courseid: number, stuid: number) {
  return http.get<{ status: 'success' }>(fillPath(ROSTER_PATHS.remove, { courseid, stuid }));
}
