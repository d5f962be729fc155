export const REPORT_PATHS = {
  request: '/report/:courseid',
  status: '/report/status/:jobid',
  download: '/report/download/:jobid',
} as const;
