import type { DashboardResponse, ReportWindow, StudentPageResponse } from '@lms/shared';
import type { StaffPrincipal } from '../session/index.js';

/** A class as a report names it: its name and its students. */
export interface ReportClass {
  name: string;
  students: { stuid: number; username: string }[];
}

/**
 * Where a report's data comes from: the class (its name and roster), the class dashboard and
 * the student page, each read as the staff member who asked for the report, so a report shows
 * only what they may see. Each answers `common.not_found` for a class or student they cannot see.
 */
export interface ReportSources {
  classOf(staff: StaffPrincipal, courseId: number): Promise<ReportClass>;
  dashboard(staff: StaffPrincipal, courseId: number, window: ReportWindow): Promise<DashboardResponse>;
  studentPage(staff: StaffPrincipal, courseId: number, studentId: number): Promise<StudentPageResponse>;
}

/** What reports read the class from: the roster's list (the class's name and every student). */
interface RosterList {
  list(
    staff: StaffPrincipal,
    courseId: number,
  ): Promise<{ record: ReportClass['students']; info: { course_name: string } }>;
}

/** The report's sources from the roster and the dashboard and student-page services. */
export function composeReportSources(
  roster: RosterList,
  pages: Pick<ReportSources, 'dashboard' | 'studentPage'>,
): ReportSources {
  return {
    async classOf(staff, courseId) {
      const { record, info } = await roster.list(staff, courseId);
      return { name: info.course_name, students: record.map(({ stuid, username }) => ({ stuid, username })) };
    },
    dashboard: pages.dashboard,
    studentPage: pages.studentPage,
  };
}
