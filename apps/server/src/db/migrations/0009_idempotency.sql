CREATE TABLE "idempotent_requests" (
	"institution_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_institution_id_kind_subject_id_key_pk" PRIMARY KEY("institution_id","kind","subject_id","key"),
	CONSTRAINT "idempotent_requests_kind_check" CHECK ("idempotent_requests"."kind" in ('staff', 'student', 'parent'))
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_expires_idx" ON "idempotent_requests" USING btree ("expires_at");