import { useAssignmentSelectionStore } from '../../entities/assignment/assignment-selection-store';
import { useCourseInfoStore } from '../../entities/course/course-info-store';
import { useAuthStore } from '../../stores/auth-store';

/** Drops everything that belongs to the signed-in person; the language choice stays. */
export function forgetSession() {
  useAuthStore.getState().signOut();
  useCourseInfoStore.getState().clear();
  // Materials picked for an assignment belong to this teacher, not to the next one on this device.
  useAssignmentSelectionStore.getState().clearAll();
}
