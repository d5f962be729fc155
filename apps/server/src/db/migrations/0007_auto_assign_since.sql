ALTER TABLE "courses" ADD COLUMN "auto_assign_since" timestamp with time zone;--> statement-breakpoint
-- Classes already switched on count from now: a run missed before this cannot be told apart.
UPDATE "courses" SET "auto_assign_since" = now() WHERE "auto_assign";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_auto_assign_since_check" CHECK ("courses"."auto_assign" = ("courses"."auto_assign_since" is not null));