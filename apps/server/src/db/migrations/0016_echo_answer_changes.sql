CREATE SEQUENCE "public"."echo_answer_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "echo_answers" ADD COLUMN "change_seq" bigint DEFAULT nextval('echo_answer_changes') NOT NULL;--> statement-breakpoint
CREATE INDEX "echo_answers_change_idx" ON "echo_answers" USING btree ("institution_id","change_seq");--> statement-breakpoint
-- Every change to an answer takes the next number, so the school's greatest moves with it.
CREATE FUNCTION echo_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('echo_answer_changes');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "echo_answers_changed" BEFORE UPDATE ON "echo_answers" FOR EACH ROW EXECUTE FUNCTION echo_answer_changed();
