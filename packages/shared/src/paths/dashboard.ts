export const DASHBOARD_PATHS = {
  dashboard: '/dashboard/:courseid',
} as const;
