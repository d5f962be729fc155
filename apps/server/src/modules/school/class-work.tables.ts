import type { PgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/table-parts/columns.js';
import { idRef, keyedBySchool, ofSchool, type SchoolOwned, sameSchool } from '../../db/table-parts/tenancy.js';
import { courses, institutions, users } from './school.tables.js';

// The parts of work a teacher sets for a class (an assignment, an Echo Valley quiz).

/** Who set the work (null for the weekly jobs), when it was made and when it last changed. */
export const setBy = () => ({
  createdBy: idRef('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The keys of a class's work: its id in its school, the school, the class (the work goes with
 * it) and the staff member who set it (who cannot be deleted while it is there).
 */
export const classWorkKeys = (t: SchoolOwned & { id: PgColumn; courseId: PgColumn; createdBy: PgColumn }) => [
  keyedBySchool(t, t.id),
  ofSchool(t, () => institutions.id),
  sameSchool(t, t.courseId, () => courses, 'cascade'),
  sameSchool(t, t.createdBy, () => users, 'refuse'),
];
