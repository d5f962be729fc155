-- A hand-over from a teacher's page recorded the teachers by id; a change of teacher in the
-- class's form records them by name. Earlier hand-overs now read the same: the teachers' names.
UPDATE "audit_log" AS a SET
  "before" = jsonb_build_object('teacher', (SELECT u."name" FROM "users" u
    WHERE u."id" = (a."before"->>'teacher_id')::integer AND u."institution_id" = a."institution_id")),
  "after" = jsonb_build_object('teacher', (SELECT u."name" FROM "users" u
    WHERE u."id" = (a."after"->>'teacher_id')::integer AND u."institution_id" = a."institution_id"))
WHERE a."action" = 'course.teacher_change' AND a."before" ? 'teacher_id';
