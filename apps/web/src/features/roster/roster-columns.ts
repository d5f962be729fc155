import { ROSTER_COLUMNS, type RosterColumn } from '@lms/shared';

export { ROSTER_COLUMNS, type RosterColumn };

/**
 * What a teacher reads at a glance: the table's columns before the picture password, the parent's
 * details and the remarks, which are a choice away. Together they fit a 1440 px screen.
 */
export const GLANCE_COLUMNS: readonly RosterColumn[] = ROSTER_COLUMNS.slice(
  0,
  ROSTER_COLUMNS.indexOf('picture_password_set'),
);

const isRosterColumn = (value: unknown): value is RosterColumn => ROSTER_COLUMNS.includes(value as RosterColumn);

/** The columns to show, in the table's order, from a saved choice (unknown names from older versions dropped). */
export function shownColumns(saved: readonly unknown[] | undefined): RosterColumn[] {
  if (!saved) return [...GLANCE_COLUMNS];
  return ROSTER_COLUMNS.filter((column) => saved.filter(isRosterColumn).includes(column));
}
