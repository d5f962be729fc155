-- Every school-owned (tenant) table gets keyed by its school and every id becomes a bigint (see
-- db/schema/kinds.ts and tenancy.ts): the links and keys are taken down, the columns widened (one
-- rewrite per table), then the keys and links put back, each holding institution_id. Every tenant
-- table already carries institution_id, so no row changes.
-- The catalogue, shared by every school, counts its changes in its own row instead of raising every
-- school's revision from a trigger: the catalogue loader raises it.
DROP TRIGGER "content_packages_revise" ON "content_packages";
--> statement-breakpoint
DROP TRIGGER "resources_revise" ON "resources";
--> statement-breakpoint
DROP FUNCTION revise_all_institutions();
--> statement-breakpoint
DROP TRIGGER "learning_events_roll_up" ON "learning_events";
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_check" CHECK ("catalogue_revision"."single")
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" DEFAULT VALUES;
--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_materials" DROP CONSTRAINT "assignment_materials_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_materials" DROP CONSTRAINT "assignment_materials_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_students" DROP CONSTRAINT "assignment_students_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_students" DROP CONSTRAINT "assignment_students_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_students" DROP CONSTRAINT "assignment_students_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_internal_staff_id_internal_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "email_changes" DROP CONSTRAINT "email_changes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_changes" DROP CONSTRAINT "email_changes_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "institution_sso" DROP CONSTRAINT "institution_sso_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "oidc_states" DROP CONSTRAINT "oidc_states_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "oidc_states" DROP CONSTRAINT "oidc_states_trial_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "sso_codes" DROP CONSTRAINT "sso_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sso_codes" DROP CONSTRAINT "sso_codes_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_identities" DROP CONSTRAINT "staff_identities_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_identities" DROP CONSTRAINT "staff_identities_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_invited_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_quiz_id_echo_quizzes_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_question_id_echo_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_override_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_questions" DROP CONSTRAINT "echo_questions_quiz_id_echo_quizzes_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_questions" DROP CONSTRAINT "echo_questions_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_quizzes" DROP CONSTRAINT "echo_quizzes_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_quizzes" DROP CONSTRAINT "echo_quizzes_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_quizzes" DROP CONSTRAINT "echo_quizzes_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_settings" DROP CONSTRAINT "echo_settings_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "echo_settings" DROP CONSTRAINT "echo_settings_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "idempotent_requests_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "parent_password_resets" DROP CONSTRAINT "parent_password_resets_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "parent_password_resets" DROP CONSTRAINT "parent_password_resets_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "parents" DROP CONSTRAINT "parents_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_days" DROP CONSTRAINT "learning_days_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_days" DROP CONSTRAINT "learning_days_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_days" DROP CONSTRAINT "learning_days_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "level_answers" DROP CONSTRAINT "level_answers_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "level_answers" DROP CONSTRAINT "level_answers_test_id_level_tests_id_fk";
--> statement-breakpoint
ALTER TABLE "level_changes" DROP CONSTRAINT "level_changes_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "level_changes" DROP CONSTRAINT "level_changes_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "level_changes" DROP CONSTRAINT "level_changes_test_id_level_tests_id_fk";
--> statement-breakpoint
ALTER TABLE "level_changes" DROP CONSTRAINT "level_changes_changed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_adjusted_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collection_items" DROP CONSTRAINT "collection_items_collection_id_collections_id_fk";
--> statement-breakpoint
ALTER TABLE "collection_items" DROP CONSTRAINT "collection_items_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "course_libraries" DROP CONSTRAINT "course_libraries_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_libraries" DROP CONSTRAINT "course_libraries_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "course_libraries" DROP CONSTRAINT "course_libraries_collection_id_collections_id_fk";
--> statement-breakpoint
ALTER TABLE "course_resource_flags" DROP CONSTRAINT "course_resource_flags_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_resource_flags" DROP CONSTRAINT "course_resource_flags_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "package_subscriptions" DROP CONSTRAINT "package_subscriptions_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "login_card_batches" DROP CONSTRAINT "login_card_batches_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "login_card_batches" DROP CONSTRAINT "login_card_batches_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "student_notes" DROP CONSTRAINT "student_notes_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "student_notes" DROP CONSTRAINT "student_notes_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "student_notes" DROP CONSTRAINT "student_notes_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "student_notes" DROP CONSTRAINT "student_notes_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_placement_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_changes" DROP CONSTRAINT "email_changes_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "sso_codes" DROP CONSTRAINT "sso_codes_code_hash_unique";
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "parent_password_resets" DROP CONSTRAINT "parent_password_resets_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "login_card_batches" DROP CONSTRAINT "login_card_batches_handle_hash_unique";
--> statement-breakpoint
DROP INDEX "assignments_auto_week_idx";
--> statement-breakpoint
DROP INDEX "reward_ledger_assignment_idx";
--> statement-breakpoint
DROP INDEX "reward_ledger_echo_idx";
--> statement-breakpoint
DROP INDEX "staff_identities_subject_idx";
--> statement-breakpoint
DROP INDEX "echo_answers_current_idx";
--> statement-breakpoint
DROP INDEX "echo_answers_key_idx";
--> statement-breakpoint
DROP INDEX "echo_questions_position_idx";
--> statement-breakpoint
DROP INDEX "echo_quizzes_task_idx";
--> statement-breakpoint
DROP INDEX "echo_quizzes_auto_week_idx";
--> statement-breakpoint
DROP INDEX "learning_events_student_key_idx";
--> statement-breakpoint
DROP INDEX "level_answers_item_idx";
--> statement-breakpoint
DROP INDEX "level_tests_open_idx";
--> statement-breakpoint
ALTER TABLE "assignment_materials" DROP CONSTRAINT "assignment_materials_assignment_id_resource_id_pk";
--> statement-breakpoint
ALTER TABLE "assignment_students" DROP CONSTRAINT "assignment_students_assignment_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_course_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "idempotent_requests_institution_id_kind_subject_id_key_pk";
--> statement-breakpoint
ALTER TABLE "learning_days" DROP CONSTRAINT "learning_days_course_id_day_student_id_resource_id_pk";
--> statement-breakpoint
ALTER TABLE "collection_items" DROP CONSTRAINT "collection_items_collection_id_resource_id_pk";
--> statement-breakpoint
ALTER TABLE "course_resource_flags" DROP CONSTRAINT "course_resource_flags_course_id_resource_id_pk";
--> statement-breakpoint
ALTER TABLE "package_subscriptions" DROP CONSTRAINT "package_subscriptions_institution_id_package_id_pk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_pkey";
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_pkey";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";
--> statement-breakpoint
ALTER TABLE "email_changes" DROP CONSTRAINT "email_changes_pkey";
--> statement-breakpoint
ALTER TABLE "oidc_states" DROP CONSTRAINT "oidc_states_pkey";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
--> statement-breakpoint
ALTER TABLE "sso_codes" DROP CONSTRAINT "sso_codes_pkey";
--> statement-breakpoint
ALTER TABLE "staff_identities" DROP CONSTRAINT "staff_identities_pkey";
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_pkey";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_pkey";
--> statement-breakpoint
ALTER TABLE "echo_answers" DROP CONSTRAINT "echo_answers_pkey";
--> statement-breakpoint
ALTER TABLE "echo_questions" DROP CONSTRAINT "echo_questions_pkey";
--> statement-breakpoint
ALTER TABLE "echo_quizzes" DROP CONSTRAINT "echo_quizzes_pkey";
--> statement-breakpoint
ALTER TABLE "echo_settings" DROP CONSTRAINT "echo_settings_pkey";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_pkey";
--> statement-breakpoint
ALTER TABLE "parent_password_resets" DROP CONSTRAINT "parent_password_resets_pkey";
--> statement-breakpoint
ALTER TABLE "parents" DROP CONSTRAINT "parents_pkey";
--> statement-breakpoint
ALTER TABLE "level_answers" DROP CONSTRAINT "level_answers_pkey";
--> statement-breakpoint
ALTER TABLE "level_changes" DROP CONSTRAINT "level_changes_pkey";
--> statement-breakpoint
ALTER TABLE "level_tests" DROP CONSTRAINT "level_tests_pkey";
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_pkey";
--> statement-breakpoint
ALTER TABLE "course_libraries" DROP CONSTRAINT "course_libraries_pkey";
--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_pkey";
--> statement-breakpoint
ALTER TABLE "login_card_batches" DROP CONSTRAINT "login_card_batches_pkey";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "student_notes" DROP CONSTRAINT "student_notes_pkey";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_pkey";
--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "assignment_materials" ALTER COLUMN "assignment_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "assignment_students" ALTER COLUMN "assignment_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "created_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "reward_ledger" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "assignment_id" SET DATA TYPE bigint, ALTER COLUMN "echo_quiz_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "actor_user_id" SET DATA TYPE bigint, ALTER COLUMN "internal_staff_id" SET DATA TYPE bigint, ALTER COLUMN "entity_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "email_changes" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "institution_sso" ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "internal_staff" ALTER COLUMN "id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "oidc_states" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "trial_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "subject_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "sso_codes" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "staff_identities" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "invited_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "teacher_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "enrolments" ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "echo_answers" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "quiz_id" SET DATA TYPE bigint, ALTER COLUMN "question_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "override_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "echo_questions" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "quiz_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint, ALTER COLUMN "created_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "echo_settings" ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "subject_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "institutions" ALTER COLUMN "id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "learning_events" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "parent_password_resets" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "parent_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "learning_days" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "level_answers" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "test_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "level_changes" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "test_id" SET DATA TYPE bigint, ALTER COLUMN "changed_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "level_tests" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "requested_by" SET DATA TYPE bigint, ALTER COLUMN "adjusted_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "collection_items" ALTER COLUMN "collection_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "owner_id" SET DATA TYPE bigint, ALTER COLUMN "package_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "content_packages" ALTER COLUMN "id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "course_libraries" ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "package_id" SET DATA TYPE bigint, ALTER COLUMN "collection_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "course_resource_flags" ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "package_subscriptions" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "package_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "resource_pages" ALTER COLUMN "resource_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "resource_sentences" ALTER COLUMN "resource_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "package_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_jobs" ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "requested_by" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "login_card_batches" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "created_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "student_notes" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "course_id" SET DATA TYPE bigint, ALTER COLUMN "student_id" SET DATA TYPE bigint, ALTER COLUMN "author_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "institution_id" SET DATA TYPE bigint, ALTER COLUMN "placement_requested_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "reward_ledger" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "email_changes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "internal_staff" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "sso_codes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "staff_identities" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "echo_answers" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "echo_questions" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "institutions" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "parent_password_resets" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "level_answers" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "level_changes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "level_tests" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "content_packages" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "login_card_batches" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "student_notes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;
--> statement-breakpoint
ALTER TABLE "assignment_materials" ADD CONSTRAINT "assignment_materials_pk" PRIMARY KEY("assignment_id","resource_id","institution_id");
--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_pk" PRIMARY KEY("assignment_id","student_id","institution_id");
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_pk" PRIMARY KEY("state_hash","institution_id");
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_pk" PRIMARY KEY("course_id","student_id","institution_id");
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "echo_settings" ADD CONSTRAINT "echo_settings_pk" PRIMARY KEY("course_id","institution_id");
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_pk" PRIMARY KEY("kind","subject_id","key","institution_id");
--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "parent_password_resets" ADD CONSTRAINT "parent_password_resets_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_pk" PRIMARY KEY("course_id","day","student_id","resource_id","institution_id");
--> statement-breakpoint
ALTER TABLE "level_answers" ADD CONSTRAINT "level_answers_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_pk" PRIMARY KEY("collection_id","resource_id","institution_id");
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_pk" PRIMARY KEY("course_id","institution_id");
--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_pk" PRIMARY KEY("course_id","resource_id","institution_id");
--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_pk" PRIMARY KEY("package_id","institution_id");
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "login_card_batches" ADD CONSTRAINT "login_card_batches_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_pk" PRIMARY KEY("id","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_idx" ON "email_changes" USING btree ("token_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sso_codes_code_idx" ON "sso_codes" USING btree ("code_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_idx" ON "staff_invitations" USING btree ("token_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "parent_password_resets_token_idx" ON "parent_password_resets" USING btree ("token_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "login_card_batches_handle_idx" ON "login_card_batches" USING btree ("handle_hash","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_auto_week_idx" ON "assignments" USING btree ("course_id","start_date","institution_id") WHERE "assignments"."auto";
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_assignment_idx" ON "reward_ledger" USING btree ("student_id","assignment_id","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_echo_idx" ON "reward_ledger" USING btree ("student_id","echo_quiz_id","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_identities_subject_idx" ON "staff_identities" USING btree ("issuer","subject","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "echo_answers_current_idx" ON "echo_answers" USING btree ("question_id","student_id","institution_id") WHERE "echo_answers"."current";
--> statement-breakpoint
CREATE UNIQUE INDEX "echo_answers_key_idx" ON "echo_answers" USING btree ("student_id","request_key","institution_id") WHERE "echo_answers"."request_key" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "echo_questions_position_idx" ON "echo_questions" USING btree ("quiz_id","position","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "echo_quizzes_task_idx" ON "echo_quizzes" USING btree ("course_id","resource_id","institution_id") WHERE "echo_quizzes"."kind" = 'task';
--> statement-breakpoint
CREATE UNIQUE INDEX "echo_quizzes_auto_week_idx" ON "echo_quizzes" USING btree ("course_id","week","institution_id") WHERE "echo_quizzes"."auto";
--> statement-breakpoint
CREATE UNIQUE INDEX "learning_events_student_key_idx" ON "learning_events" USING btree ("student_id","key","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "level_answers_item_idx" ON "level_answers" USING btree ("test_id","item_key","institution_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "level_tests_open_idx" ON "level_tests" USING btree ("student_id","kind","institution_id") WHERE "level_tests"."state" in ('pending', 'started');
--> statement-breakpoint
ALTER TABLE "assignment_materials" ADD CONSTRAINT "assignment_materials_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_materials" ADD CONSTRAINT "assignment_materials_assignment_id_fk" FOREIGN KEY ("institution_id","assignment_id") REFERENCES "public"."assignments"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_fk" FOREIGN KEY ("institution_id","assignment_id") REFERENCES "public"."assignments"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_fk" FOREIGN KEY ("institution_id","created_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_assignment_id_fk" FOREIGN KEY ("institution_id","assignment_id") REFERENCES "public"."assignments"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_fk" FOREIGN KEY ("institution_id","actor_user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "institution_sso" ADD CONSTRAINT "institution_sso_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_trial_by_fk" FOREIGN KEY ("institution_id","trial_by") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_user_id_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_user_id_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_fk" FOREIGN KEY ("institution_id","invited_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_fk" FOREIGN KEY ("institution_id","teacher_id") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_quiz_id_fk" FOREIGN KEY ("institution_id","quiz_id") REFERENCES "public"."echo_quizzes"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_question_id_fk" FOREIGN KEY ("institution_id","question_id") REFERENCES "public"."echo_questions"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_override_by_fk" FOREIGN KEY ("institution_id","override_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_quiz_id_fk" FOREIGN KEY ("institution_id","quiz_id") REFERENCES "public"."echo_quizzes"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_created_by_fk" FOREIGN KEY ("institution_id","created_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_settings" ADD CONSTRAINT "echo_settings_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "echo_settings" ADD CONSTRAINT "echo_settings_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parent_password_resets" ADD CONSTRAINT "parent_password_resets_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parent_password_resets" ADD CONSTRAINT "parent_password_resets_parent_id_fk" FOREIGN KEY ("institution_id","parent_id") REFERENCES "public"."parents"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_answers" ADD CONSTRAINT "level_answers_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_answers" ADD CONSTRAINT "level_answers_test_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."level_tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_test_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."level_tests"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_changed_by_fk" FOREIGN KEY ("institution_id","changed_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_requested_by_fk" FOREIGN KEY ("institution_id","requested_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_adjusted_by_fk" FOREIGN KEY ("institution_id","adjusted_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_fk" FOREIGN KEY ("institution_id","collection_id") REFERENCES "public"."collections"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_fk" FOREIGN KEY ("institution_id","owner_id") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_collection_id_fk" FOREIGN KEY ("institution_id","collection_id") REFERENCES "public"."collections"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_requested_by_fk" FOREIGN KEY ("institution_id","requested_by") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "login_card_batches" ADD CONSTRAINT "login_card_batches_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "login_card_batches" ADD CONSTRAINT "login_card_batches_created_by_fk" FOREIGN KEY ("institution_id","created_by") REFERENCES "public"."users"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_course_id_fk" FOREIGN KEY ("institution_id","course_id") REFERENCES "public"."courses"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_student_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."students"("institution_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_author_id_fk" FOREIGN KEY ("institution_id","author_id") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_placement_requested_by_fk" FOREIGN KEY ("institution_id","placement_requested_by") REFERENCES "public"."users"("institution_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- institutions.revision, counted as before: the school's own row, raised once per committing
-- transaction; now for a bigint school key.
CREATE OR REPLACE FUNCTION revise_institution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.institution_id; ELSE changed := NEW.institution_id; END IF;
  -- Once per institution and transaction, however many rows changed.
  IF current_setting('lms.revised_' || changed, true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('lms.revised_' || changed, 'yes', true);
    UPDATE institutions SET revision = revision + 1 WHERE id = changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- learning_days: kept current one event at a time (a row-level trigger, writing only the event's
-- own school's day row), whatever the insert path. Same upkeep as before: a day is the calendar
-- date of occurred_at in the session's TimeZone (the server's, see db/client.ts).
CREATE OR REPLACE FUNCTION roll_up_learning_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_days AS d (institution_id, course_id, student_id, resource_id, day, seconds, events, completions)
  VALUES (NEW.institution_id, NEW.course_id, NEW.student_id, NEW.resource_id, NEW.occurred_at::date,
    NEW.duration_s, 1, CASE WHEN NEW.completed THEN 1 ELSE 0 END)
  ON CONFLICT (course_id, day, student_id, resource_id, institution_id) DO UPDATE SET
    seconds = d.seconds + excluded.seconds,
    events = d.events + excluded.events,
    completions = d.completions + excluded.completions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_events_roll_up" AFTER INSERT ON "learning_events" FOR EACH ROW EXECUTE FUNCTION roll_up_learning_events();
--> statement-breakpoint
-- An answer's change number: the service takes it from the sequence and sets it with every change
-- (a sharded database evaluates no sequence inside a school's update); an update that leaves it
-- as it was still gets the next one here.
CREATE OR REPLACE FUNCTION echo_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.change_seq = OLD.change_seq THEN NEW.change_seq := nextval('echo_answer_changes'); END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TABLE "directory" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"place" bigint DEFAULT 0 NOT NULL,
	"institution_id" bigint NOT NULL,
	"subject_id" bigint,
	CONSTRAINT "directory_pkey" PRIMARY KEY("kind","key","place"),
	CONSTRAINT "directory_kind_check" CHECK ("directory"."kind" in ('school_code', 'staff_email', 'parent_email')),
	CONSTRAINT "directory_place_check" CHECK (("directory"."kind" = 'parent_email' and "directory"."place" = "directory"."institution_id") or ("directory"."kind" <> 'parent_email' and "directory"."place" = 0)),
	CONSTRAINT "directory_subject_check" CHECK (("directory"."kind" = 'staff_email') = ("directory"."subject_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "institutions" DROP CONSTRAINT "institutions_school_code_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
DROP INDEX "students_pin_idx";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("institution_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "students_pin_idx" ON "students" USING btree ("pin","institution_id") WHERE "students"."pin" is not null;--> statement-breakpoint
INSERT INTO "directory" ("kind", "key", "place", "institution_id", "subject_id")
SELECT 'school_code', upper("school_code"), 0, "id", NULL FROM "institutions";--> statement-breakpoint
INSERT INTO "directory" ("kind", "key", "place", "institution_id", "subject_id")
SELECT 'staff_email', lower("email"), 0, "institution_id", "id" FROM "users";--> statement-breakpoint
INSERT INTO "directory" ("kind", "key", "place", "institution_id", "subject_id")
SELECT 'parent_email', "email", "institution_id", "institution_id", NULL FROM (
  SELECT lower("parent_account") AS "email", "institution_id" FROM "students" WHERE "parent_account" IS NOT NULL
  UNION
  SELECT lower("email"), "institution_id" FROM "parents"
) AS "parent_emails";
