-- A student's page is a kept answer (keyed by the school's revision, its latest learning event and
-- its latest change to an Echo Valley answer): what it reads besides those counts as a change of
-- the school too. A teacher's note on a student, a credit in the reward ledger and a change of
-- level (the last two are written with the student's row, which counts already; said here so the
-- page does not rely on it).
CREATE CONSTRAINT TRIGGER "student_notes_revise" AFTER INSERT OR UPDATE OR DELETE ON "student_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reward_ledger_revise" AFTER INSERT OR UPDATE OR DELETE ON "reward_ledger" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "level_changes_revise" AFTER INSERT OR UPDATE OR DELETE ON "level_changes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();
