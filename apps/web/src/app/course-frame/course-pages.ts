import type { RouteObject } from 'react-router';
import { ECHO_PAGE, SPEAKING_TASK_CREATE_PAGE, SPEAKING_TASK_PAGE } from '../../entities/echo/echo-paths';
import { ROSTER_PAGE, STUDENT_PAGE } from '../../entities/student/student-paths';
import { ASSIGNMENT_PAGE, CHECK_PAGE } from '../../features/assignment/assignment-paths';
import { DASHBOARD_PAGE } from '../../features/dashboard/dashboard-paths';

export interface CoursePage {
  /** The first segment of the page's address, e.g. "course_student". */
  page: string;
  /** The tab's label in the `class` locale namespace. */
  label: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /** The first segments of other pages shown under this tab, e.g. creating or checking an assignment. */
  within?: string[];
}

/**
 * The class pages, in tab order. Each is routed under the class frame with the course
 * parameters and its read-only variant, and gets a tab in the class header: adding a
 * page is one line here.
 */
export const COURSE_PAGES: CoursePage[] = [
  { page: 'course_material', label: 'tabs.library', lazy: () => import('../routes/course-material') },
  {
    page: ROSTER_PAGE,
    label: 'tabs.students',
    lazy: () => import('../routes/course-student'),
    within: [STUDENT_PAGE],
  },
  {
    page: ASSIGNMENT_PAGE,
    label: 'tabs.assignments',
    lazy: () => import('../routes/course-assignment'),
    within: [CHECK_PAGE],
  },
  {
    page: ECHO_PAGE,
    label: 'tabs.echo',
    lazy: () => import('../routes/course-weekly-quiz'),
    within: [SPEAKING_TASK_PAGE, SPEAKING_TASK_CREATE_PAGE],
  },
  { page: DASHBOARD_PAGE, label: 'tabs.dashboard', lazy: () => import('../routes/course-dashboard') },
  { page: 'course_level', label: 'tabs.levels', lazy: () => import('../routes/course-level') },
];

/** The tab an address belongs to: the class page itself, or a page shown under it (its own pages start with it). */
export function courseTabOf(pathname: string): CoursePage | undefined {
  return COURSE_PAGES.find((tab) => [tab.page, ...(tab.within ?? [])].some((page) => pathname.startsWith(`/${page}/`)));
}

/**
 * The class pages with a read-only variant (a trailing "expired", SPEC §2): the tabs, and the pages
 * under them that have one, the longer first. An expired class's page keeps that variant in its
 * address whichever way it was opened.
 */
const READ_ONLY_VARIANTS = [`${ECHO_PAGE}/progress`, CHECK_PAGE, STUDENT_PAGE, ...COURSE_PAGES.map(({ page }) => page)];

/** The first segments of the class page an address shows, when that page has a read-only variant. */
export function readOnlyVariantOf(pathname: string): string | undefined {
  return READ_ONLY_VARIANTS.find((page) => pathname.startsWith(`/${page}/course=`));
}
