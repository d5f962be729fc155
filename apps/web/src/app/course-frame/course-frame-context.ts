import type { CourseInfo } from '@lms/shared';
import { useOutletContext } from 'react-router';

export interface CourseFrameContext {
  course: CourseInfo;
  /** An expired class, or the read-only variant of a class page: nothing may be changed. */
  readOnly: boolean;
}

/** What the class frame knows about the open class, for the class page inside it. */
export function useCourseFrame() {
  return useOutletContext<CourseFrameContext>();
}
