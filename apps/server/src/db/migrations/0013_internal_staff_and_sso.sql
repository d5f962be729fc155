CREATE TABLE "institution_sso" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"allowed_domains" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "internal_staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "oidc_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check";--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "idempotent_requests_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "internal_staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "support_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_sso" ADD CONSTRAINT "institution_sso_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_states_expiry_idx" ON "oidc_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_identities_subject_idx" ON "staff_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "staff_identities_user_idx" ON "staff_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_internal_staff_id_internal_staff_id_fk" FOREIGN KEY ("internal_staff_id") REFERENCES "public"."internal_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('staff', 'student', 'parent', 'internal'));--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_kind_check" CHECK ("idempotent_requests"."kind" in ('staff', 'student', 'parent', 'internal'));