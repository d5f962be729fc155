DROP INDEX "learning_events_student_time_idx";--> statement-breakpoint
CREATE INDEX "learning_events_student_time_idx" ON "learning_events" USING btree ("student_id","occurred_at","id");