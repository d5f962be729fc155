import type { COURSE_TYPES, GRADE_TAGS } from '../domain/enums.js';

/** Every change the audit log records, by the module that makes it. */
export const AUDIT_ACTIONS = [
  'student.create',
  'student.enrol',
  'student.remove',
  'student.update',
  'student.password_set',
  'student.picture_password_reset',
  'student.placement_requested',
  'student.note_added',
  'student.level_set',
  'student.level_check_scheduled',
  'course.create',
  'course.update',
  'course.teacher_change',
  'quiz.publish',
  'quiz.delete',
  'answer.score_override',
  'staff.invite',
  'staff.invite_resend',
  'staff.invite_withdraw',
  'staff.invite_accept',
  'staff.suspend',
  'staff.reactivate',
  'staff.import',
  'staff.email_change',
  'support.change',
  'school.sso_update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The recorded fields an entry shows, before and after. */
export const AUDIT_FIELDS = [
  'name',
  'type',
  'grade_tag',
  'teacher',
  'student_limit',
  'start_date',
  'expiry_date',
  'library',
  'state',
  'kind',
  'score',
  'username',
  'account',
  'active',
  'remarks',
  'parent_phone',
  'parent_account',
  'pin',
  'level',
  'avatar',
  'picture_password_set',
  'placement',
  'joined',
  'length',
  'email',
  'issuer',
  'client_id',
  'client_secret',
  'domains',
  'enabled',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** What a sentence names: who did it, what it was done to, in which class, how many. */
export interface SentenceParts {
  who: string;
  object: string;
  /** The class's name, when the change was made in one. */
  course: string | null;
  count: number;
}

/** The words of the audit log in one language: a sentence per action, the fields and their values. */
export interface AuditWords {
  sentence: Record<AuditAction, (parts: SentenceParts) => string>;
  /** A change of a kind this version does not know. */
  otherChange: (parts: SentenceParts) => string;
  /** The changed object when its name is gone, by what it was. */
  something: Record<'student' | 'course' | 'quiz' | 'answer' | 'user' | 'school' | 'request', string>;
  /** Who, when their account is gone. */
  someone: string;
  fields: Record<AuditField, string>;
  yes: string;
  no: string;
  none: string;
  quizState: Record<'generating' | 'unpublished' | 'published', string>;
  quizKind: Record<'weekly' | 'task', string>;
  placement: Record<'done' | 'pending', string>;
  courseType: Record<(typeof COURSE_TYPES)[number], string>;
  gradeTag: Record<(typeof GRADE_TAGS)[number], string>;
  /** A note's length. */
  characters: (n: number) => string;
  /** Who of the product's support made the change, and why. */
  support: (staff: string | null, reason: string) => string;
}
