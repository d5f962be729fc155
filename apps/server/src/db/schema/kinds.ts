/**
 * Every table's kind, with the reason. A sharded database places each kind differently:
 * - `tenant`: a school's own rows, spread over the database nodes by `institution_id` (for
 *   `institutions` itself, its `id`), all of them kept together per school. Its keys, unique
 *   indexes and links to other school rows include the school column (see tenancy.ts).
 * - `reference`: small and shared by every school (the catalogue), copied to every node.
 * - `lookup`: found by what is looked up before the school is known, keyed by that.
 * - `local`: kept on the coordinating node only (bookkeeping, the job queue).
 * The rules test (db/tenancy.test.ts) reads the database's catalog and fails on a table missing
 * here, or a tenant table breaking the rules.
 */
export type TableKind = 'tenant' | 'reference' | 'lookup' | 'local';

export interface TableDeclaration {
  kind: TableKind;
  reason: string;
  /** A lookup table's column that a sharded database spreads its rows by. */
  lookupKey?: string;
}

/** Schemas whose tables all stay on the coordinating node: the job queue's and the migrations' bookkeeping. */
export const LOCAL_SCHEMAS = ['pgboss', 'drizzle'] as const;

const SCHOOL_ROWS = "a school's own rows, read and written for that school";

export const TABLE_KINDS: Record<string, TableDeclaration> = {
  directory: {
    kind: 'lookup',
    reason:
      'what a sign-in starts from before the school is known (school codes, staff and parent e-mails), keyed by it',
    lookupKey: 'key',
  },
  institutions: {
    kind: 'tenant',
    reason: "a school's own row; its id is the school key (the institution_id of every row the school owns)",
  },
  users: {
    kind: 'tenant',
    reason: `${SCHOOL_ROWS}: teachers and administrators (their e-mail is unique through the directory)`,
  },
  students: {
    kind: 'tenant',
    reason: `${SCHOOL_ROWS}: learners`,
  },
  login_card_batches: { kind: 'tenant', reason: `${SCHOOL_ROWS}: login cards waiting for their download` },
  courses: { kind: 'tenant', reason: `${SCHOOL_ROWS}: classes` },
  enrolments: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who sits in which class` },
  sessions: { kind: 'tenant', reason: 'a signed-in person of one school (a company session: the school looked at)' },
  password_resets: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's reset link` },
  sso_codes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's switch-to-version-2 code` },
  staff_invitations: { kind: 'tenant', reason: `${SCHOOL_ROWS}: invitations to join the school` },
  email_changes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's change of e-mail` },
  institution_sso: { kind: 'tenant', reason: "the school's OpenID sign-in settings" },
  staff_identities: { kind: 'tenant', reason: "a staff member's account at the school's OpenID provider" },
  oidc_states: { kind: 'tenant', reason: 'an OpenID sign-in under way at one school' },
  audit_log: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who changed what` },
  package_subscriptions: { kind: 'tenant', reason: 'the catalogue packages a school subscribes to' },
  collections: { kind: 'tenant', reason: `${SCHOOL_ROWS}: teachers' own selections` },
  collection_items: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a collection's resources` },
  course_libraries: { kind: 'tenant', reason: `${SCHOOL_ROWS}: the library each class uses` },
  course_resource_flags: { kind: 'tenant', reason: `${SCHOOL_ROWS}: what a class's students may open` },
  assignments: { kind: 'tenant', reason: `${SCHOOL_ROWS}: work set for a class` },
  assignment_materials: { kind: 'tenant', reason: `${SCHOOL_ROWS}: an assignment's materials` },
  assignment_students: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who an assignment is for` },
  reward_ledger: { kind: 'tenant', reason: `${SCHOOL_ROWS}: EXP and tickets credited to students` },
  level_tests: { kind: 'tenant', reason: `${SCHOOL_ROWS}: placement tests and level checks` },
  level_answers: { kind: 'tenant', reason: `${SCHOOL_ROWS}: answers to a level test` },
  level_changes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: every change of a student's level` },
  echo_quizzes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a class's spoken quizzes` },
  echo_questions: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a spoken quiz's questions` },
  echo_answers: { kind: 'tenant', reason: `${SCHOOL_ROWS}: students' recordings and their scores` },
  echo_settings: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a class's Echo Valley settings` },
  parents: { kind: 'tenant', reason: "a parent's sign-in at one school" },
  parent_password_resets: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a parent's password link` },
  learning_events: { kind: 'tenant', reason: `${SCHOOL_ROWS}: what students read, heard and watched` },
  learning_days: { kind: 'tenant', reason: `${SCHOOL_ROWS}: the daily rollup of learning events` },
  report_jobs: { kind: 'tenant', reason: `${SCHOOL_ROWS}: reports being built or kept for download` },
  idempotent_requests: { kind: 'tenant', reason: "a school member's repeated creates, answered once" },
  student_notes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: teachers' private notes on students` },

  content_packages: { kind: 'reference', reason: 'the catalogue: packages every school may subscribe to' },
  resources: { kind: 'reference', reason: 'the catalogue: picture books and videos' },
  resource_pages: { kind: 'reference', reason: "the catalogue: a book's pages" },
  resource_sentences: { kind: 'reference', reason: 'the catalogue: every sentence of a resource' },
  catalogue_revision: {
    kind: 'reference',
    reason: "the catalogue's change count, one row read with every school's revision",
  },
  announcements: {
    kind: 'reference',
    reason:
      'notices the product company writes, a few rows every school reads at start (institution_id: the one school, or null: all)',
  },
  internal_staff: {
    kind: 'reference',
    reason: "the product company's own staff: a few rows, the same for every school",
  },

  sign_in_limits: {
    kind: 'local',
    reason:
      'sign-in attempt counters, counted before any school is known: short-lived rows every attempt writes, kept beside the app on the coordinator so that an attempt counts against all its counters in one local statement and the sweep of idle ones skips rows in use',
  },
};
