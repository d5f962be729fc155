CREATE TABLE "learning_days" (
	"institution_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" bigint NOT NULL,
	"events" integer NOT NULL,
	"completions" integer NOT NULL,
	CONSTRAINT "learning_days_course_id_day_student_id_resource_id_pk" PRIMARY KEY("course_id","day","student_id","resource_id"),
	CONSTRAINT "learning_days_amounts_check" CHECK ("learning_days"."seconds" >= 0 and "learning_days"."events" > 0 and "learning_days"."completions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_days_student_idx" ON "learning_days" USING btree ("student_id","day");--> statement-breakpoint
-- learning_days: kept current by one upsert per inserting statement, whatever the insert path
-- (the learner route, the demo, bulk loads). A day is the calendar date of occurred_at in the
-- session's TimeZone, which every connection of the server sets to the server's own zone (see
-- db/client.ts), the zone lib/clock.ts calendarDate uses. Events are append-only: nothing
-- updates them, and deleting one goes with its student, class or material, as do their days.
CREATE FUNCTION roll_up_learning_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_days AS d (institution_id, course_id, student_id, resource_id, day, seconds, events, completions)
  SELECT institution_id, course_id, student_id, resource_id, occurred_at::date,
    sum(duration_s), count(*), count(*) FILTER (WHERE completed)
  FROM new_events
  GROUP BY institution_id, course_id, student_id, resource_id, occurred_at::date
  ON CONFLICT (course_id, day, student_id, resource_id) DO UPDATE SET
    seconds = d.seconds + excluded.seconds,
    events = d.events + excluded.events,
    completions = d.completions + excluded.completions;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "learning_events_roll_up" AFTER INSERT ON "learning_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION roll_up_learning_events();--> statement-breakpoint
-- The events recorded so far.
INSERT INTO learning_days (institution_id, course_id, student_id, resource_id, day, seconds, events, completions)
SELECT institution_id, course_id, student_id, resource_id, occurred_at::date,
  sum(duration_s), count(*), count(*) FILTER (WHERE completed)
FROM learning_events
GROUP BY institution_id, course_id, student_id, resource_id, occurred_at::date;
