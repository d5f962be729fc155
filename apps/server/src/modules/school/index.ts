// The school's own rows that every other module hangs its rows from: the school, its staff, its
// students and parents, the company's staff, its classes and who sits in which. This module
// holds their tables and nothing else; the modules that manage them (account, roster, parent,
// internal, course) and those that read them reach them through this face.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { courses, enrolments, institutions, internalStaff, parents, students, users } from './school.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: [] } satisfies ModuleManifest;
