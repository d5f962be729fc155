// What reports run on worker threads: drawing a report as PDF.

export { renderReportPdf } from './report.pdf.js';
export type { ReportDocument } from './report-document.js';
