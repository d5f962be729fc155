ALTER TABLE "institutions" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "learning_events_institution_latest_idx" ON "learning_events" USING btree ("institution_id","id");--> statement-breakpoint
-- institutions.revision: one step per committed transaction that changed what the staff pages
-- read. The count is taken when the transaction commits (deferred), so the institution's row
-- is always the last lock a transaction takes and concurrent writers cannot deadlock on it.
CREATE FUNCTION revise_institution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.institution_id; ELSE changed := NEW.institution_id; END IF;
  -- Once per institution and transaction, however many rows changed.
  IF current_setting('lms.revised_' || changed, true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('lms.revised_' || changed, 'yes', true);
    UPDATE institutions SET revision = revision + 1 WHERE id = changed;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_revise" AFTER INSERT OR UPDATE OR DELETE ON "courses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrolments_revise" AFTER INSERT OR UPDATE OR DELETE ON "enrolments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "students_revise" AFTER INSERT OR UPDATE OR DELETE ON "students" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_libraries_revise" AFTER INSERT OR UPDATE OR DELETE ON "course_libraries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_resource_flags_revise" AFTER INSERT OR UPDATE OR DELETE ON "course_resource_flags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "collections_revise" AFTER INSERT OR UPDATE OR DELETE ON "collections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "collection_items_revise" AFTER INSERT OR UPDATE OR DELETE ON "collection_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assignments_revise" AFTER INSERT OR UPDATE OR DELETE ON "assignments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assignment_materials_revise" AFTER INSERT OR UPDATE OR DELETE ON "assignment_materials" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assignment_students_revise" AFTER INSERT OR UPDATE OR DELETE ON "assignment_students" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
-- A change to the institution's own row (its quota, say) counts as well, unless it is the count itself.
CREATE FUNCTION count_institution_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revision = OLD.revision THEN NEW.revision := OLD.revision + 1; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "institutions_revise" BEFORE UPDATE ON "institutions" FOR EACH ROW EXECUTE FUNCTION count_institution_revision();--> statement-breakpoint
-- The catalogue is every institution's: loading it again counts for all of them.
CREATE FUNCTION revise_all_institutions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE institutions SET revision = revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_packages_revise" AFTER INSERT OR UPDATE OR DELETE ON "content_packages" FOR EACH STATEMENT EXECUTE FUNCTION revise_all_institutions();--> statement-breakpoint
CREATE TRIGGER "resources_revise" AFTER INSERT OR UPDATE OR DELETE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION revise_all_institutions();
