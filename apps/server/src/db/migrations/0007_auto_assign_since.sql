ALTER TABLE "courses" ADD COLUMN "auto_assign_since" timestamp with time zone;--> statement-breakpoint
-- The switch becomes the time it was turned on. Classes already switched on count from now:
-- a run missed before this cannot be told apart.
-- The revision trigger counts this update at once: a table with trigger events still
-- pending cannot be altered in the same transaction.
SET CONSTRAINTS "courses_revise" IMMEDIATE;--> statement-breakpoint
UPDATE "courses" SET "auto_assign_since" = now() WHERE "auto_assign";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "auto_assign";