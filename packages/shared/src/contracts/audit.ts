import { z } from 'zod';
import { LANGUAGES } from '../domain/enums.js';
import { isoDate } from './common.js';
import { pageFields, pageQuery } from './paging.js';
import { idSchema, textSchema } from './primitives.js';
import { FILE_FORMATS } from './roster.js';

/** The audit log: who changed what in the school (administrators). */
/** What the log records changes of. */
export const AUDIT_ENTITIES = ['student', 'course', 'quiz', 'answer', 'user', 'school'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Filters of the log: who, what, which class, and a range of days (both included). */
export const auditFilters = z.object({
  userid: idSchema.optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: textSchema.trim().min(1).max(60).optional(),
  courseid: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilters = z.input<typeof auditFilters>;
/** The filters as the server reads them. */
export type AuditCriteriaValues = z.infer<typeof auditFilters>;

export const auditQuery = auditFilters.extend(pageQuery.shape);
export type AuditQuery = z.input<typeof auditQuery>;

/** The filtered log as a file, in the language asked for (English without one). */
export const auditExportQuery = auditFilters.extend({
  format: z.enum(FILE_FORMATS).default('xlsx'),
  lang: z.enum(LANGUAGES).default('en-US'),
});

const fieldValues = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: null once their account is gone. */
  userid: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** The changed object's name as it is now (a student's, a class's, a quiz's), when it still exists. */
  entity_name: z.string().nullable(),
  courseid: z.number().int().nullable(),
  course_name: z.string().nullable(),
  before: fieldValues,
  after: fieldValues,
  /**
   * Made by the product company's staff in support mode (`user_name` is then the administrator
   * whose rights they used): who they are (null once their account is gone) and the reason they gave.
   */
  support: z.object({ staff_name: z.string().nullable(), reason: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  status: z.literal('success'),
  record: z.array(auditEntry),
  ...pageFields,
  /** Who appears in the school's log, and its classes, for the filters. */
  people: z.array(z.object({ userid: z.number().int(), name: z.string() })),
  actions: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
