import type { AssignmentSummary } from '@lms/shared';
import { formatDate } from '../../../lib/date-format';

/** The days an assignment runs, as YYYY.MM.DD – YYYY.MM.DD. */
export function AssignmentPeriod({ assignment }: { assignment: Pick<AssignmentSummary, 'start_date' | 'end_date'> }) {
  return (
    <span>
      <time dateTime={assignment.start_date}>{formatDate(assignment.start_date)}</time>
      {' – '}
      <time dateTime={assignment.end_date}>{formatDate(assignment.end_date)}</time>
    </span>
  );
}
