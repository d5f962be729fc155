import { useEffect } from 'react';
import { useCourseInfoStore } from './course-info-store';

/**
 * Keeps the open class in the persisted course-info state, so the app (and a reload)
 * knows which class the teacher is working in. The class's library id is kept while
 * the teacher stays in the same class.
 */
export function useRememberCourse(courseid: number | undefined) {
  useEffect(() => {
    if (courseid === undefined) return;
    const { courseid: current, colid, enterCourse } = useCourseInfoStore.getState();
    enterCourse(courseid, current === courseid ? colid : null);
  }, [courseid]);
}

/** Keeps the class's library id beside the class once its library page has read it ('' when it has none). */
export function useRememberLibrary(courseid: number, colid: string | undefined) {
  useEffect(() => {
    if (colid === undefined) return;
    useCourseInfoStore.getState().enterCourse(courseid, colid === '' ? null : colid);
  }, [courseid, colid]);
}
