import type { ErrorCode } from './error-codes.js';

/**
 * The HTTP status and English text of every error code (`error-codes.ts`). The server answers
 * `{status:"error", code, message}` with these; the web app translates `code` (locale namespace
 * `errors`) and never shows the English `message`.
 */
export const ERRORS = {
  'common.system_error': { status: 500, message: 'System error, please contact your administrator.' },
  'common.validation': { status: 400, message: 'Some fields are missing or not valid.' },
  'common.not_found': { status: 404, message: 'Not found.' },
  'common.unauthorized': { status: 401, message: 'Please sign in.' },
  'common.forbidden': { status: 403, message: 'You do not have permission to do this.' },
  'common.rate_limited': { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  'common.payload_too_large': { status: 413, message: 'The request is too large.' },
  'common.unavailable': {
    status: 503,
    message: 'The service is unavailable right now; please try again in a moment.',
  },

  'auth.invalid_credentials': { status: 401, message: 'The e-mail or password is incorrect.' },
  'auth.suspended': { status: 403, message: 'This account is suspended. Please contact your administrator.' },
  'auth.session_suspended': {
    status: 401,
    message: 'Your account has been suspended, so you were signed out. Please contact your administrator.',
  },
  'auth.email_invalid': { status: 400, message: 'E-mail is not valid.' },
  'auth.password_too_short': { status: 400, message: 'Password at least 6 characters, not counting spaces.' },
  'auth.password_invalid': { status: 400, message: 'Password is not valid.' },
  'auth.confirm_invalid': { status: 400, message: 'Confirm password is not valid.' },
  'auth.passwords_inconsistent': { status: 400, message: 'Passwords are inconsistent.' },
  'auth.current_password_incorrect': { status: 400, message: 'Current password is incorrect.' },
  'auth.password_unchanged': { status: 400, message: 'The new password must be different from the current one.' },
  'auth.reset_link_invalid': {
    status: 400,
    message: 'This password-reset link is not valid or has already been used.',
  },
  'auth.reset_link_expired': {
    status: 400,
    message: 'This password-reset link has expired. Please ask for a new one.',
  },
  'auth.sso_code_invalid': { status: 401, message: 'The sign-in code is not valid or has expired.' },
  'auth.invitation_invalid': {
    status: 400,
    message: 'This invitation link is not valid, was withdrawn or has already been used.',
  },
  'auth.invitation_expired': {
    status: 400,
    message: 'This invitation has expired. Please ask your administrator to send a new one.',
  },

  'account.email_taken': { status: 409, message: 'This e-mail already has an account.' },
  'account.email_unchanged': { status: 400, message: 'This is already your e-mail address.' },
  'auth.email_change_invalid': {
    status: 400,
    message: 'This link is not valid, has expired or was already used. Ask for a new one from your profile.',
  },
  'account.not_invited': { status: 409, message: 'This person has already accepted the invitation.' },
  'account.not_teacher': { status: 409, message: 'Only teachers can be suspended, reactivated or handed classes.' },
  'account.not_yourself': { status: 409, message: 'You cannot do this to your own account.' },
  'account.still_invited': {
    status: 409,
    message: 'This teacher has not accepted the invitation yet; withdraw it instead.',
  },
  'account.handover_target_invalid': {
    status: 400,
    message: 'Classes can only be handed over to another active teacher of the school.',
  },
  'auth.oidc_unavailable': { status: 400, message: 'This school does not offer sign-in with a school account.' },
  'auth.oidc_failed': {
    status: 401,
    message: 'Signing in with your school account did not succeed. Please try again.',
  },
  'auth.oidc_not_linked': {
    status: 403,
    message: 'No active account of this school has the verified e-mail of your school account.',
  },
  'auth.oidc_issuer_not_https': {
    status: 400,
    message: "The provider's address (and every address it names) must start with https://.",
  },
  'auth.oidc_issuer_not_allowed': {
    status: 400,
    message:
      "This address leads to a private or reserved network, which the server does not reach on a school's behalf. If your provider is inside your network, ask the people who run the server to allow it.",
  },
  'auth.oidc_issuer_unreachable': {
    status: 400,
    message: 'The provider could not be reached at this address. Check the address and try again.',
  },
  'auth.oidc_not_provider': {
    status: 400,
    message: 'No OpenID provider answers at this address: its discovery document is missing or not valid.',
  },
  'auth.oidc_secret_required': { status: 400, message: 'Enter the client secret your provider gave you.' },
  'auth.sso_caller_refused': {
    status: 401,
    message: 'Only version 2, with the secret shared with it, may redeem sign-in codes.',
  },

  'learner.invalid_credentials': {
    status: 401,
    message: 'The school code, account, login number or password is incorrect.',
  },
  'learner.inactive': { status: 403, message: 'This student is not active. Please ask your teacher.' },
  'learner.pictures_incorrect': { status: 401, message: 'These pictures do not match.' },
  'learner.resource_not_visible': { status: 404, message: 'This material is not open for you.' },

  'course.expired': { status: 409, message: 'Expired, please contact your business partner.' },
  'course.class_full': { status: 409, message: 'Class full; students cannot be added.' },
  'course.name_exists': { status: 409, message: 'Your school already has a class with this name.' },
  'course.dates_invalid': {
    status: 400,
    message: 'The expiry date must be on or after the start date, and a new class must not have expired already.',
  },
  'course.limit_below_students': {
    status: 409,
    message: 'The active student limit is lower than the number of active students already in the class.',
  },
  'course.limit_above_quota': {
    status: 400,
    message: "The active student limit cannot be more than the school's quota of active students.",
  },
  'course.teacher_unavailable': { status: 409, message: 'Choose an active teacher of your school.' },

  'students.name_invalid': { status: 400, message: 'Name is not valid.' },
  'students.already_exists': { status: 409, message: 'The student already exists.' },
  'students.number_exists': { status: 409, message: 'The number (phone or unique number) already exists.' },
  'students.phone_exists': { status: 409, message: 'The phone number already exists.' },
  'students.profile_exists': { status: 409, message: 'Student profile already exists.' },
  'students.already_in_course': { status: 409, message: 'These students are already in this class.' },
  'students.class_size_reached': {
    status: 409,
    message: 'Class size has reached the maximum; unable to add students.',
  },
  'students.quota_full': { status: 409, message: 'Quota is full.' },

  'students.account_invalid': {
    status: 400,
    message: 'Student account is not valid (3–40 letters, digits, dots, dashes or underscores).',
  },
  'students.pin_invalid': { status: 400, message: 'The unique login number is not valid (4–12 digits).' },
  'students.phone_invalid': { status: 400, message: 'The parent phone number is not valid.' },
  'students.none_selected': { status: 400, message: 'Select at least one student.' },
  'students.cards_unavailable': { status: 410, message: 'These login cards were already downloaded or have expired.' },

  'import.file_missing': { status: 400, message: 'Choose a file to import.' },
  'import.unsupported_type': { status: 415, message: 'This file type is not supported. Use the XLSX or CSV template.' },
  'import.too_large': { status: 413, message: 'The file is larger than 2 MB.' },
  'import.too_many_rows': { status: 400, message: 'The file has more than 1,000 student rows.' },
  'import.malformed': {
    status: 400,
    message: 'The file could not be read. Save it again from the template and retry.',
  },
  'import.headers_missing': { status: 400, message: "The file's header row does not match the template." },
  'import.empty': { status: 400, message: 'The file has no student rows.' },
  'import.rows_invalid': { status: 400, message: 'Some rows have problems; nothing was imported.' },
  'import.email_repeated': { status: 400, message: 'This e-mail appears more than once in the file.' },
  'import.language_unknown': {
    status: 400,
    message: 'Unknown language. Use zh-TW, en-US, es, ja-JP, ko-KR or th-TH, or leave it blank.',
  },
  'import.too_many_teachers': { status: 400, message: 'The file has more than 200 teacher rows.' },
  'import.no_teachers': { status: 400, message: 'The file has no teacher rows.' },

  'library.resource_not_in_library': { status: 400, message: "One or more materials are not in this class's library." },
  'library.not_available': { status: 404, message: 'This library is not available to your school.' },
  'collection.name_invalid': { status: 400, message: 'Enter a name for the collection.' },
  'collection.package_mismatch': { status: 400, message: 'Every material must come from the chosen package.' },
  'collection.needs_resource': {
    status: 400,
    message: 'A collection or library needs at least one resource to be saved.',
  },
  'collection.none': { status: 404, message: 'No collection or library can be added; create one first.' },
  'assignment.started': {
    status: 409,
    message:
      'This assignment has started: only its name and end date can change and students can be added; it can no longer be deleted.',
  },
  'assignment.dates_invalid': {
    status: 400,
    message: 'The end date must be on or after the start date, and the start date not in the past.',
  },
  'assignment.students_not_in_course': { status: 400, message: 'Some of the chosen students are not in this class.' },
  'assignment.select_students_first': { status: 400, message: 'Select the list of students to assign first.' },
  'assignment.students_inactive': {
    status: 400,
    message: 'Inactive students cannot be given an assignment. Make them active first.',
  },
  'quiz.published_cannot_delete': { status: 409, message: 'A published quiz cannot be deleted.' },
  'quiz.generating': { status: 409, message: 'It takes some time to generate the oral quizzes; check back later.' },
  'quiz.none': { status: 404, message: 'No quiz found; create one first.' },
  'quiz.published_locked': {
    status: 409,
    message: 'This quiz is published: its questions and dates can no longer be changed.',
  },
  'quiz.dates_invalid': {
    status: 400,
    message: 'A weekly quiz needs open and close dates, the close date on or after the open date and not in the past.',
  },
  'quiz.resource_not_in_library': { status: 400, message: 'This material is not in the class library.' },
  'quiz.task_exists': { status: 409, message: 'This material already has a speaking task.' },
  'quiz.closed': { status: 409, message: 'This quiz is not open for answers.' },
  'level.test_closed': { status: 409, message: 'This test is finished; it takes no more answers.' },
  'level.test_not_finished': { status: 409, message: 'Only a finished test has a level to accept.' },
  'report.not_ready': { status: 409, message: 'The report is not ready yet.' },
  'report.expired': { status: 410, message: 'This report is no longer kept. Please ask for it again.' },
  'report.build_failed': { status: 500, message: 'The report could not be built. Please try again.' },
  'report.too_many_pending': {
    status: 429,
    message: 'You already have 5 reports being prepared. Please wait until one is ready, then ask again.',
  },

  'speech.too_long': { status: 400, message: 'The recording is longer than 60 seconds.' },
  'speech.too_large': { status: 413, message: 'The recording is larger than 5 MB.' },
  'speech.not_audio': { status: 415, message: 'This file is not a sound recording.' },
  'speech.silent': { status: 400, message: 'The recording is silent. Check the microphone and record again.' },
  'speech.unreadable': { status: 400, message: 'The recording could not be read. Please record again.' },
  'speech.scoring_failed': { status: 500, message: 'The recording could not be scored. A teacher can score it.' },
  'speech.too_many_recordings': {
    status: 429,
    message: 'Too many recordings have been sent. Please wait a while before recording again.',
  },
  'common.range_not_satisfiable': { status: 416, message: 'The requested part of the file does not exist.' },
  'common.request_in_progress': {
    status: 409,
    message: 'This request is still being processed. Please wait a moment and check before trying again.',
  },
  'common.idempotency_key_reused': {
    status: 422,
    message: 'This request key was already used for a different request.',
  },

  'internal.read_only': { status: 403, message: 'Read-only: turn on support mode and give a reason to make changes.' },
  'internal.no_administrator': { status: 409, message: 'This school has no active administrator to act as.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;
