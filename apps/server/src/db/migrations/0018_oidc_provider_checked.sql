ALTER TABLE "institution_sso" ADD COLUMN "provider" jsonb;--> statement-breakpoint
ALTER TABLE "institution_sso" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "trial_by" integer;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_trial_by_users_id_fk" FOREIGN KEY ("trial_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;