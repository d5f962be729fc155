CREATE TABLE "level_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"choice" text,
	"audio_key" text,
	"correct" boolean,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_answers_score_check" CHECK ("level_answers"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "level_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"from_level" text,
	"to_level" text NOT NULL,
	"source" text NOT NULL,
	"test_id" integer,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_changes_source_check" CHECK ("level_changes"."source" in ('placement', 'check', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "level_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"kind" text NOT NULL,
	"form" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"score" integer,
	"computed_level" text,
	"accepted_level" text,
	"adjusted_by" integer,
	"adjusted_at" timestamp with time zone,
	CONSTRAINT "level_tests_kind_check" CHECK ("level_tests"."kind" in ('placement', 'check')),
	CONSTRAINT "level_tests_state_check" CHECK ("level_tests"."state" in ('pending', 'started', 'finished', 'cancelled')),
	CONSTRAINT "level_tests_score_check" CHECK ("level_tests"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"format" text NOT NULL,
	"student_id" integer,
	"window" text NOT NULL,
	"lang" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"bytes" integer,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "report_jobs_format_check" CHECK ("report_jobs"."format" in ('xlsx', 'pdf')),
	CONSTRAINT "report_jobs_window_check" CHECK ("report_jobs"."window" in ('last6', 'last30', '30d')),
	CONSTRAINT "report_jobs_state_check" CHECK ("report_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "student_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_answers" ADD CONSTRAINT "level_answers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_answers" ADD CONSTRAINT "level_answers_test_id_level_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."level_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_test_id_level_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."level_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_adjusted_by_users_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_answers_item_idx" ON "level_answers" USING btree ("test_id","item_key");--> statement-breakpoint
CREATE INDEX "level_changes_student_idx" ON "level_changes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "level_changes_institution_idx" ON "level_changes" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "level_tests_open_idx" ON "level_tests" USING btree ("student_id","kind") WHERE "level_tests"."state" in ('pending', 'started');--> statement-breakpoint
CREATE INDEX "level_tests_student_idx" ON "level_tests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "level_tests_course_idx" ON "level_tests" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_requester_idx" ON "report_jobs" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_expiry_idx" ON "report_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "student_notes_student_idx" ON "student_notes" USING btree ("student_id","created_at");