import { REPORT_KEEP_HOURS, type ReportFormat } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { ReportSources } from './report-sources.js';

/** What reports are made with: the app's context, and where their data is read as the one who asked. */
export interface ReportDeps {
  ctx: AppContext;
  sources: ReportSources;
}

const HOUR_MS = 3_600_000;

/** When a report made or asked for at this moment is gone. */
export const keptUntil = (from: Date) => new Date(from.getTime() + REPORT_KEEP_HOURS * HOUR_MS);

/**
 * How long a build may take before its report is taken again: a server that stopped while
 * building leaves it half done. Builds take seconds; the queue gives up on a job as late.
 */
export const REPORT_BUILD_LEASE_SECONDS = 900;

/** The media type of each report format. */
export const CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
