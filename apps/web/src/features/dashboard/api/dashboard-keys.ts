import type { ReportWindow } from '@lms/shared';

/** Everything about classes is cached under ['course'], so a change to the class refreshes its dashboard too. */
export const dashboardKey = (courseid: number, reportWindow: ReportWindow) =>
  ['course', 'dashboard', courseid, reportWindow] as const;
