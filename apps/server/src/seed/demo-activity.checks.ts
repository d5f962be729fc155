import { demo } from '@lms/demo';
import { type CourseSummary, dashboardResponse } from '@lms/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentStudents, assignments, learningEvents, rewardLedger, students } from '../db/schema/index.js';
import { signIn, type TestApp } from '../test/harness.js';

/** The demo's past work: reading, assignments and their rewards. */
export function demoActivityChecks(t: TestApp) {
  describe('demo activity', () => {
    it('has 60 days of reading and listening', async () => {
      const [row] = await t.db
        .select({
          events: count(),
          listened: sql<number>`count(*) filter (where ${learningEvents.kind} = 'listen')`.mapWith(Number),
          days: sql<number>`count(distinct date(${learningEvents.occurredAt}))`.mapWith(Number),
        })
        .from(learningEvents);
      // The demo classes have only books open, so nobody watches yet.
      expect(row!.events).toBeGreaterThan(1500);
      expect(row!.listened).toBeGreaterThan(0);
      expect(row!.days).toBeGreaterThanOrEqual(55);
    });

    it('has assignments in every state, auto-assigned ones, checked work, and rewards that match the ledger', async () => {
      const today = new Date(t.clock()).toISOString().slice(0, 10);
      const all = await t.db.select().from(assignments);
      expect(all.some((a) => a.startDate > today)).toBe(true);
      expect(all.some((a) => a.startDate <= today && a.endDate >= today)).toBe(true);
      expect(all.some((a) => a.endDate < today)).toBe(true);
      expect(all.some((a) => a.auto)).toBe(true);
      const seats = await t.db.select().from(assignmentStudents);
      expect(seats.some((s) => s.completedAt !== null)).toBe(true);
      expect(seats.some((s) => s.checked)).toBe(true);

      const [ledger] = await t.db
        .select({ rows: count(), exp: sql<number>`sum(${rewardLedger.exp})`.mapWith(Number) })
        .from(rewardLedger)
        .where(eq(rewardLedger.reason, 'assignment'));
      expect(ledger!.rows).toBe(seats.filter((s) => s.completedAt !== null).length);
      expect(ledger!.exp).toBeGreaterThan(0);
    });

    it('completes every assignment whose materials were all done within its period, and only those', async () => {
      const result = await t.db.execute(sql`
        select s.assignment_id, s.student_id, s.completed_at is not null as complete,
          bool_and(exists (
            select 1 from learning_events e
            where e.institution_id = s.institution_id and e.student_id = s.student_id
              and e.resource_id = m.resource_id and e.completed
              and e.occurred_at >= a.start_date::date and e.occurred_at < a.end_date::date + 1)) as all_done
        from assignment_students s
        join assignments a on a.institution_id = s.institution_id and a.id = s.assignment_id
        join assignment_materials m on m.institution_id = a.institution_id and m.assignment_id = a.id
        group by s.institution_id, s.assignment_id, s.student_id, s.completed_at`);
      const seats = (result as unknown as { rows: { complete: boolean; all_done: boolean }[] }).rows;
      expect(seats.some((seat) => seat.complete)).toBe(true);
      expect(seats.filter((seat) => seat.complete !== seat.all_done)).toEqual([]);
    });

    it("gives the teacher's classes with history dashboards with every chart and list filled, and students who need attention", async () => {
      const headers = await signIn(t, 'teacher@demo.test', demo.password);
      const list = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
      const reasons = new Set<string>();
      let overlooked = 0;
      let withHistory = 0;
      for (const course of list.json<{ active: CourseSummary[] }>().active) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/${course.courseid}?window=30d`,
          headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        const answer = dashboardResponse.parse(response.json());
        const { series } = answer;
        if (!series.minutes.some((day) => day.reading > 0)) continue;
        withHistory += 1;
        expect(series.completed.some((day) => day.books > 0)).toBe(true);
        expect(series.active_students.some((day) => day.students > 0)).toBe(true);
        expect(series.assignments.some((row) => row.complete > 0 && row.missed > 0)).toBe(true);
        expect(series.echo_scores.some((row) => row.average !== null)).toBe(true);
        expect(series.levels.some((row) => row.level !== null && row.students > 0)).toBe(true);
        expect(answer.popular.length).toBeGreaterThan(0);
        expect(answer.attention.length, course.course_name).toBeGreaterThan(0);
        overlooked += answer.overlooked.length;
        for (const row of answer.attention) for (const reason of row.reasons) reasons.add(reason);
      }
      expect(withHistory).toBeGreaterThanOrEqual(3);
      expect(overlooked).toBeGreaterThan(0);
      expect(reasons).toContain('inactive');
      expect(reasons).toContain('missed_assignments');
      expect(reasons).toContain('falling_echo');
    });

    it('signs in parent@demo.test with two children', async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/parent/login',
        payload: { email: demo.activity.parent.email, password: demo.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const children = await t.app.inject({
        method: 'GET',
        url: '/api/parent/children',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(children.json().record).toHaveLength(2);
      const withParent = await t.db
        .select()
        .from(students)
        .where(eq(students.parentAccount, demo.activity.parent.email));
      expect(withParent).toHaveLength(2);
    });
  });
}
