ALTER TABLE "report_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_jobs_waiting_idx" ON "report_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_served_idx" ON "report_jobs" USING btree ("institution_id","started_at");--> statement-breakpoint
-- A report being built when this arrives counts as taken when it was asked for.
UPDATE "report_jobs" SET "started_at" = "created_at" WHERE "state" = 'running';
