CREATE TABLE "sign_in_limits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"level" double precision NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"known_until" timestamp with time zone,
	CONSTRAINT "sign_in_limits_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "sign_in_limits_scope_check" CHECK ("sign_in_limits"."scope" in ('pair', 'address', 'account'))
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_limits_counted_idx" ON "sign_in_limits" USING btree ("counted_at");