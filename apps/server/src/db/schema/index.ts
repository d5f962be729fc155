// The tables the migration tool reads: each module's own, and those not yet given to a module.

export * from '../../modules/account/account.tables.js';
export * from '../../modules/announcement/announcement.tables.js';
export * from '../../modules/assignment/assignment.tables.js';
export * from '../../modules/audit/audit.tables.js';
export * from '../../modules/auth/auth.tables.js';
export * from '../../modules/catalogue/catalogue.tables.js';
export * from '../../modules/directory/directory.tables.js';
export * from '../../modules/echo/echo.tables.js';
export * from '../../modules/learning/learning.tables.js';
export * from '../../modules/level/level.tables.js';
export * from '../../modules/parent/parent.tables.js';
export * from '../../modules/report/report.tables.js';
export * from '../../modules/roster/roster.tables.js';
export * from '../../modules/school/class-work.tables.js';
export * from '../../modules/school/school.tables.js';
export * from '../../modules/school/single-use.tables.js';
export * from '../../modules/session/session.tables.js';
export * from '../../modules/student-page/student-page.tables.js';
export * from './library.js';
