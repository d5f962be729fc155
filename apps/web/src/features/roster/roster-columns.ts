/** What a teacher reads at a glance, in the table's order; the others are a choice away. Together they fit a 1440 px screen. */
export const GLANCE_COLUMNS = ['account', 'pin', 'active', 'level', 'placement', 'exp', 'tickets'] as const;

/** The roster table's columns besides the name, which is always shown, in the table's order. */
export const ROSTER_COLUMNS = [
  ...GLANCE_COLUMNS,
  'picture_password_set',
  'parent_phone',
  'parent_account',
  'remarks',
  'joined',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

const isRosterColumn = (value: unknown): value is RosterColumn => ROSTER_COLUMNS.includes(value as RosterColumn);

/** The columns to show, in the table's order, from a saved choice (unknown names from older versions dropped). */
export function shownColumns(saved: readonly unknown[] | undefined): RosterColumn[] {
  if (!saved) return [...GLANCE_COLUMNS];
  return ROSTER_COLUMNS.filter((column) => saved.filter(isRosterColumn).includes(column));
}
