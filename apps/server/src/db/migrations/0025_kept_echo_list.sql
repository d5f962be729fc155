-- The Echo Valley list is a kept answer (keyed by the school's revision): what it reads besides
-- quizzes, students and seats counts as a change of the school too. A class's Echo Valley
-- settings (its switch and rewards), and a staff member's name (each quiz's author).
CREATE CONSTRAINT TRIGGER "echo_settings_revise" AFTER INSERT OR UPDATE OR DELETE ON "echo_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revise_institution();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_name_revise" AFTER UPDATE OF "name" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION revise_institution();
