CREATE TABLE "learning_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"duration_s" integer NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"completed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_events_kind_check" CHECK ("learning_events"."kind" in ('read', 'listen', 'watch')),
	CONSTRAINT "learning_events_amounts_check" CHECK ("learning_events"."duration_s" >= 0 and "learning_events"."pages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parent_password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"parent_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "parent_password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check";--> statement-breakpoint
DROP INDEX "students_institution_pin_idx";--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_password_resets" ADD CONSTRAINT "parent_password_resets_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_password_resets" ADD CONSTRAINT "parent_password_resets_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_events_student_key_idx" ON "learning_events" USING btree ("student_id","key");--> statement-breakpoint
CREATE INDEX "learning_events_course_time_idx" ON "learning_events" USING btree ("institution_id","course_id","occurred_at");--> statement-breakpoint
CREATE INDEX "learning_events_student_time_idx" ON "learning_events" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "parent_password_resets_parent_idx" ON "parent_password_resets" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_institution_email_idx" ON "parents" USING btree ("institution_id","email");--> statement-breakpoint
CREATE INDEX "parents_email_idx" ON "parents" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "students_pin_idx" ON "students" USING btree ("pin") WHERE "students"."pin" is not null;--> statement-breakpoint
CREATE INDEX "students_parent_account_idx" ON "students" USING btree (lower("parent_account"));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('staff', 'student', 'parent'));