CREATE TABLE "echo_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "echo_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"request_key" text,
	"recording_path" text NOT NULL,
	"recording_bytes" integer NOT NULL,
	"recording_type" text NOT NULL,
	"duration_ms" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"overall" double precision,
	"accuracy" double precision,
	"completeness" double precision,
	"fluency" double precision,
	"wcpm" double precision,
	"words" jsonb,
	"inserted" jsonb,
	"engine_version" text,
	"override_score" integer,
	"override_by" integer,
	"override_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone,
	CONSTRAINT "echo_answers_state_check" CHECK ("echo_answers"."state" in ('queued', 'scoring', 'scored', 'failed')),
	CONSTRAINT "echo_answers_override_check" CHECK ("echo_answers"."override_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "echo_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "echo_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"resource_id" integer,
	CONSTRAINT "echo_questions_words_check" CHECK ("echo_questions"."word_count" between 1 and 25)
);
--> statement-breakpoint
CREATE TABLE "echo_quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "echo_quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"resource_id" integer,
	"open_date" date,
	"close_date" date,
	"extra" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'unpublished' NOT NULL,
	"published_at" timestamp with time zone,
	"auto" boolean DEFAULT false NOT NULL,
	"week" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "echo_quizzes_kind_check" CHECK ("echo_quizzes"."kind" in ('weekly', 'task')),
	CONSTRAINT "echo_quizzes_state_check" CHECK ("echo_quizzes"."state" in ('generating', 'unpublished', 'published')),
	CONSTRAINT "echo_quizzes_shape_check" CHECK (("echo_quizzes"."kind" = 'task' and "echo_quizzes"."resource_id" is not null and "echo_quizzes"."open_date" is null and "echo_quizzes"."close_date" is null)
        or ("echo_quizzes"."kind" = 'weekly' and "echo_quizzes"."resource_id" is null and "echo_quizzes"."open_date" is not null and "echo_quizzes"."close_date" >= "echo_quizzes"."open_date")),
	CONSTRAINT "echo_quizzes_published_check" CHECK (("echo_quizzes"."state" = 'published') = ("echo_quizzes"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "echo_settings" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"auto_since" timestamp with time zone,
	"reward_exp" integer DEFAULT 20 NOT NULL,
	"reward_tickets" integer DEFAULT 1 NOT NULL,
	"last_note" text,
	"last_note_week" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "echo_settings_rewards_check" CHECK ("echo_settings"."reward_exp" >= 0 and "echo_settings"."reward_tickets" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "echo_quiz_id" integer;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_quiz_id_echo_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."echo_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_question_id_echo_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."echo_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD CONSTRAINT "echo_answers_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_quiz_id_echo_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."echo_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_questions" ADD CONSTRAINT "echo_questions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_quizzes" ADD CONSTRAINT "echo_quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_settings" ADD CONSTRAINT "echo_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "echo_settings" ADD CONSTRAINT "echo_settings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "echo_answers_current_idx" ON "echo_answers" USING btree ("question_id","student_id") WHERE "echo_answers"."current";--> statement-breakpoint
CREATE UNIQUE INDEX "echo_answers_key_idx" ON "echo_answers" USING btree ("student_id","request_key") WHERE "echo_answers"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "echo_answers_quiz_idx" ON "echo_answers" USING btree ("quiz_id","student_id");--> statement-breakpoint
CREATE INDEX "echo_answers_pending_idx" ON "echo_answers" USING btree ("state") WHERE "echo_answers"."state" in ('queued', 'scoring');--> statement-breakpoint
CREATE UNIQUE INDEX "echo_questions_position_idx" ON "echo_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "echo_quizzes_course_idx" ON "echo_quizzes" USING btree ("institution_id","course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "echo_quizzes_task_idx" ON "echo_quizzes" USING btree ("course_id","resource_id") WHERE "echo_quizzes"."kind" = 'task';--> statement-breakpoint
CREATE UNIQUE INDEX "echo_quizzes_auto_week_idx" ON "echo_quizzes" USING btree ("course_id","week") WHERE "echo_quizzes"."auto";--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_echo_idx" ON "reward_ledger" USING btree ("student_id","echo_quiz_id");--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_reason_check" CHECK ("reward_ledger"."reason" in ('assignment', 'echo'));--> statement-breakpoint
-- The class library shows which materials have a speaking task: a change of quizzes is a new revision.
CREATE CONSTRAINT TRIGGER "echo_quizzes_revise" AFTER INSERT OR UPDATE OR DELETE ON "echo_quizzes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();
