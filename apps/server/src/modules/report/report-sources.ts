import type { DashboardResponse, ReportWindow, StudentPageResponse } from '@lms/shared';
import type { StaffPrincipal } from '../session/index.js';

/** A class as a report names it: its name and its students. */
export interface ReportClass {
  name: string;
  students: { stuid: number; username: string }[];
}

/**
 * Where a report's data comes from: the class (its name and the students its dashboard counts,
 * so the report counts the same), the class dashboard and the student page, each read as the
 * staff member who asked for the report, so a report shows only what they may see. Each answers `common.not_found` for a class or student they cannot see.
 */
export interface ReportSources {
  classOf(staff: StaffPrincipal, courseId: number): Promise<ReportClass>;
  dashboard(staff: StaffPrincipal, courseId: number, window: ReportWindow): Promise<DashboardResponse>;
  studentPage(staff: StaffPrincipal, courseId: number, studentId: number): Promise<StudentPageResponse>;
}
