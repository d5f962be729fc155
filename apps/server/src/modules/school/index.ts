// The school's own rows that every other module hangs its rows from: the school, its staff, its
// students and parents, the company's staff, its classes and who sits in which. This module
// holds their tables and nothing else; the modules that manage them (account, roster, parent,
// internal, course) and those that read them reach them through this face.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { courses, enrolments, institutions, internalStaff, parents, students, users } from './school.tables.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: [] };
