import { ACCOUNT_TABLE_KINDS } from '../../modules/account/account.tables.js';
import { ANNOUNCEMENT_TABLE_KINDS } from '../../modules/announcement/announcement.tables.js';
import { ASSIGNMENT_TABLE_KINDS } from '../../modules/assignment/assignment.tables.js';
import { AUDIT_TABLE_KINDS } from '../../modules/audit/audit.tables.js';
import { AUTH_TABLE_KINDS } from '../../modules/auth/auth.tables.js';
import { CATALOGUE_TABLE_KINDS } from '../../modules/catalogue/catalogue.tables.js';
import { COLLECTION_TABLE_KINDS } from '../../modules/collection/collection.tables.js';
import { DIRECTORY_TABLE_KINDS } from '../../modules/directory/directory.tables.js';
import { ECHO_TABLE_KINDS } from '../../modules/echo/echo.tables.js';
import { LEARNING_TABLE_KINDS } from '../../modules/learning/learning.tables.js';
import { LEVEL_TABLE_KINDS } from '../../modules/level/level.tables.js';
import { LIBRARY_TABLE_KINDS } from '../../modules/library/library.tables.js';
import { PARENT_TABLE_KINDS } from '../../modules/parent/parent.tables.js';
import { REPORT_TABLE_KINDS } from '../../modules/report/report.tables.js';
import { ROSTER_TABLE_KINDS } from '../../modules/roster/roster.tables.js';
import { SCHOOL_TABLE_KINDS } from '../../modules/school/school.tables.js';
import { SESSION_TABLE_KINDS } from '../../modules/session/session.tables.js';
import { STUDENT_PAGE_TABLE_KINDS } from '../../modules/student-page/student-page.tables.js';
import type { TableKinds } from '../table-parts/kinds.js';

export type { TableDeclaration, TableKind } from '../table-parts/kinds.js';

/** Schemas whose tables all stay on the coordinating node: the job queue's and the migrations' bookkeeping. */
export const LOCAL_SCHEMAS = ['pgboss', 'drizzle'] as const;

/** Every table's kind, from the tables file of the module that owns it (the rules test reads this). */
export const TABLE_KINDS: TableKinds = {
  ...ACCOUNT_TABLE_KINDS,
  ...ANNOUNCEMENT_TABLE_KINDS,
  ...ASSIGNMENT_TABLE_KINDS,
  ...AUDIT_TABLE_KINDS,
  ...AUTH_TABLE_KINDS,
  ...CATALOGUE_TABLE_KINDS,
  ...COLLECTION_TABLE_KINDS,
  ...DIRECTORY_TABLE_KINDS,
  ...ECHO_TABLE_KINDS,
  ...LEARNING_TABLE_KINDS,
  ...LEVEL_TABLE_KINDS,
  ...LIBRARY_TABLE_KINDS,
  ...PARENT_TABLE_KINDS,
  ...REPORT_TABLE_KINDS,
  ...ROSTER_TABLE_KINDS,
  ...SCHOOL_TABLE_KINDS,
  ...SESSION_TABLE_KINDS,
  ...STUDENT_PAGE_TABLE_KINDS,
};
