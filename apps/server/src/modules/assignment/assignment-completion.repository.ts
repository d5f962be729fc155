import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Called in the transaction of a completing event, after it is stored. Every assignment
 * of the student that holds the material, whose period contains the event, and whose
 * materials now all have a completed event within the period, becomes complete; each is
 * credited once through the ledger (its unique key stops a second credit) and the
 * student's totals grow by what the ledger accepted. One statement.
 */
export async function completeAssignments(
  db: Db,
  event: { institutionId: number; studentId: number; resourceId: number; occurredAt: Date },
  at: Date,
): Promise<void> {
  const occurredAt = event.occurredAt.toISOString();
  const now = at.toISOString();
  await db.execute(sql`
    with done as (
      select a.id, a.reward_exp, a.reward_tickets
      from assignment_students s
      join assignments a on a.id = s.assignment_id and a.institution_id = ${event.institutionId}
      join assignment_materials held on held.institution_id = ${event.institutionId} and held.assignment_id = a.id
        and held.resource_id = ${event.resourceId}
      where s.institution_id = ${event.institutionId} and s.student_id = ${event.studentId}
        and s.completed_at is null
        and ${occurredAt}::timestamptz >= a.start_date::date
        and ${occurredAt}::timestamptz < a.end_date::date + 1
        and not exists (
          select 1 from assignment_materials m
          where m.institution_id = ${event.institutionId} and m.assignment_id = a.id and not exists (
            select 1 from learning_events e
            where e.student_id = s.student_id and e.institution_id = ${event.institutionId}
              and e.resource_id = m.resource_id and e.completed
              and e.occurred_at >= a.start_date::date and e.occurred_at < a.end_date::date + 1))
    ),
    marked as (
      update assignment_students s set completed_at = ${now}::timestamptz
      from done
      where s.institution_id = ${event.institutionId} and s.assignment_id = done.id
        and s.student_id = ${event.studentId} and s.completed_at is null
      returning s.assignment_id
    ),
    credited as (
      insert into reward_ledger (institution_id, student_id, reason, assignment_id, exp, tickets, created_at)
      select ${event.institutionId}, ${event.studentId}, 'assignment', done.id, done.reward_exp, done.reward_tickets,
        ${now}::timestamptz
      from done join marked on marked.assignment_id = done.id
      on conflict (student_id, assignment_id, institution_id) do nothing
      returning exp, tickets
    )
    update students
    set exp = students.exp + totals.exp, tickets = students.tickets + totals.tickets, updated_at = ${now}::timestamptz
    from (select sum(exp) as exp, sum(tickets) as tickets from credited having count(*) > 0) totals
    where students.id = ${event.studentId} and students.institution_id = ${event.institutionId}`);
}

/**
 * After an edit (a longer period, more students): every student of the assignment not yet
 * complete whose materials all have a completed event within the period as it now stands
 * becomes complete, at the moment the last of them was first completed, and is credited
 * through the ledger like any other completion (once per student and assignment; nothing
 * already credited is taken back or credited again). Answers how many became complete.
 */
export async function completeMembers(db: Db, institutionId: number, assignmentId: number, at: Date) {
  const result = await db.execute(sql`
    with done as (
      select s.student_id, max(firsts.completed_at) as completed_at
      from assignment_students s
      join assignments a on a.id = s.assignment_id and a.institution_id = ${institutionId}
      join assignment_materials m on m.assignment_id = a.id and m.institution_id = ${institutionId}
      cross join lateral (
        select min(e.occurred_at) as completed_at
        from learning_events e
        where e.institution_id = ${institutionId} and e.student_id = s.student_id
          and e.resource_id = m.resource_id and e.completed
          and e.occurred_at >= a.start_date::date and e.occurred_at < a.end_date::date + 1
      ) firsts
      where s.institution_id = ${institutionId} and s.assignment_id = ${assignmentId} and s.completed_at is null
      group by s.student_id
      having bool_and(firsts.completed_at is not null)
    ),
    marked as (
      update assignment_students s set completed_at = done.completed_at
      from done
      where s.institution_id = ${institutionId} and s.assignment_id = ${assignmentId}
        and s.student_id = done.student_id and s.completed_at is null
      returning s.student_id
    ),
    credited as (
      insert into reward_ledger (institution_id, student_id, reason, assignment_id, exp, tickets, created_at)
      select ${institutionId}, marked.student_id, 'assignment', a.id, a.reward_exp, a.reward_tickets, ${at.toISOString()}::timestamptz
      from marked
      join assignments a on a.id = ${assignmentId} and a.institution_id = ${institutionId}
      on conflict (student_id, assignment_id, institution_id) do nothing
      returning student_id, exp, tickets
    ),
    rewarded as (
      update students
      set exp = students.exp + credited.exp, tickets = students.tickets + credited.tickets,
        updated_at = ${at.toISOString()}::timestamptz
      from credited
      where students.id = credited.student_id and students.institution_id = ${institutionId}
      returning students.id
    )
    select (select count(*) from marked)::int as completed`);
  // Both drivers (node-postgres and PGlite) answer raw statements with a `rows` array.
  const [row] = (result as unknown as { rows: { completed: number }[] }).rows;
  return row?.completed ?? 0;
}
