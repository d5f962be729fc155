/**
 * Class and student reports to download (XLSX or PDF, in the teacher's language), built by a
 * background job: request, follow its progress, download while it is kept.
 */
export const REPORT_PATHS = {
  request: '/report/:courseid',
  status: '/report/status/:jobid',
  download: '/report/download/:jobid',
} as const;

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** A report's window is one of REPORT_WINDOWS (contracts/dashboard.ts), as on the dashboard. */
