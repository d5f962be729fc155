import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../../lib/storage';

interface CourseInfo {
  /** The class the teacher is working in, so a reload keeps them there. */
  courseid: number | null;
  /** The class's library id (`p…` a content package, `c…` a collection), once its library page has read it. */
  colid: string | null;
}

interface CourseInfoState extends CourseInfo {
  enterCourse(courseid: number, colid: string | null): void;
  clear(): void;
}

const NONE: CourseInfo = { courseid: null, colid: null };

export const useCourseInfoStore = create<CourseInfoState>()(
  persist(
    (set) => ({
      ...NONE,
      enterCourse: (courseid, colid) => set({ courseid, colid }),
      clear: () => set(NONE),
    }),
    persistIn('course-info', ({ courseid, colid }: CourseInfoState): CourseInfo => ({ courseid, colid })),
  ),
);
