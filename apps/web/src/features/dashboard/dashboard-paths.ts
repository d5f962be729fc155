/** The first segment of the class dashboard's address (SPEC §2 /course_dashboard). */
export const DASHBOARD_PAGE = 'course_dashboard';
