import type { AuditEntry } from '@lms/shared';

/** One changed field: its name, and its value before and after (undefined where there is no side). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** The fields an entry changed: before → after for a change, the values given for a creation, those lost for a removal. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field,
    ...(entry.before ? { before: entry.before[field] } : {}),
    ...(entry.after ? { after: entry.after[field] } : {}),
  }));
}
