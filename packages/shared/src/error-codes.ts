/**
 * Stable error codes. The server answers `{status:"error", code, message}` with the HTTP status
 * and English text `errors.ts` gives each; the web app translates `code` (locale namespace
 * `errors`) and never shows the English `message`, so it needs the codes only.
 */
export const ERROR_CODES = [
  'common.system_error',
  'common.validation',
  'common.not_found',
  'common.unauthorized',
  'common.forbidden',
  'common.rate_limited',
  'common.payload_too_large',
  'common.unavailable',

  'auth.invalid_credentials',
  'auth.suspended',
  'auth.session_suspended',
  'auth.email_invalid',
  'auth.password_too_short',
  'auth.password_invalid',
  'auth.confirm_invalid',
  'auth.passwords_inconsistent',
  'auth.current_password_incorrect',
  'auth.password_unchanged',
  'auth.reset_link_invalid',
  'auth.reset_link_expired',
  'auth.sso_code_invalid',
  'auth.invitation_invalid',
  'auth.invitation_expired',

  'account.email_taken',
  'account.email_unchanged',

  'auth.email_change_invalid',

  'account.not_invited',
  'account.not_teacher',
  'account.not_yourself',
  'account.still_invited',
  'account.handover_target_invalid',

  'auth.oidc_unavailable',
  'auth.oidc_failed',
  'auth.oidc_not_linked',
  'auth.oidc_issuer_not_https',
  'auth.oidc_issuer_not_allowed',
  'auth.oidc_issuer_unreachable',
  'auth.oidc_not_provider',
  'auth.oidc_secret_required',
  'auth.sso_caller_refused',

  'learner.invalid_credentials',
  'learner.inactive',
  'learner.pictures_incorrect',
  'learner.resource_not_visible',

  'course.expired',
  'course.class_full',
  'course.name_exists',
  'course.dates_invalid',
  'course.limit_below_students',
  'course.limit_above_quota',
  'course.teacher_unavailable',

  'students.name_invalid',
  'students.already_exists',
  'students.number_exists',
  'students.phone_exists',
  'students.profile_exists',
  'students.already_in_course',
  'students.class_size_reached',
  'students.quota_full',
  'students.account_invalid',
  'students.pin_invalid',
  'students.phone_invalid',
  'students.none_selected',
  'students.cards_unavailable',

  'import.file_missing',
  'import.unsupported_type',
  'import.too_large',
  'import.too_many_rows',
  'import.malformed',
  'import.headers_missing',
  'import.empty',
  'import.rows_invalid',
  'import.email_repeated',
  'import.language_unknown',
  'import.too_many_teachers',
  'import.no_teachers',

  'library.resource_not_in_library',
  'library.not_available',

  'collection.name_invalid',
  'collection.package_mismatch',
  'collection.needs_resource',
  'collection.none',

  'assignment.started',
  'assignment.dates_invalid',
  'assignment.students_not_in_course',
  'assignment.select_students_first',
  'assignment.students_inactive',

  'quiz.published_cannot_delete',
  'quiz.generating',
  'quiz.none',
  'quiz.published_locked',
  'quiz.dates_invalid',
  'quiz.resource_not_in_library',
  'quiz.task_exists',
  'quiz.closed',

  'level.test_closed',
  'level.test_not_finished',

  'report.not_ready',
  'report.expired',
  'report.build_failed',
  'report.too_many_pending',

  'speech.too_long',
  'speech.too_large',
  'speech.not_audio',
  'speech.silent',
  'speech.unreadable',
  'speech.scoring_failed',
  'speech.too_many_recordings',

  'common.range_not_satisfiable',
  'common.request_in_progress',
  'common.idempotency_key_reused',

  'internal.read_only',
  'internal.no_administrator',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
