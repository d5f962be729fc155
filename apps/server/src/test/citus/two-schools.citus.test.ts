import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createCourse, createSchool, createStudents, enrol } from '../fixtures.js';
import { signIn, useTestApp } from '../harness.js';

const t = useTestApp();

/** The worker that holds a school's shard of every tenant table. */
async function workerOf(institutionId: number): Promise<number> {
  const [row] = rowsOf<{ port: number }>(
    await t.db.execute(sql`
      SELECT nodeport AS port FROM citus_shards
       WHERE table_name = 'institutions'::regclass
         AND shardid = get_shard_id_for_distribution_column('institutions', ${institutionId}::bigint)`),
  );
  if (!row) throw new Error(`no shard for school ${institutionId}`);
  return row.port;
}

async function schoolWithClass(name: string) {
  const school = await createSchool(t.db, name);
  const course = await createCourse(t.db, {
    institutionId: school.institution.id,
    teacherId: school.teacher.id,
    name: `${name} class`,
    today: t.clock(),
  });
  const students = await createStudents(t.db, { institutionId: school.institution.id, count: 3 });
  await enrol(t.db, course, students);
  return { ...school, course, students, worker: await workerOf(school.institution.id) };
}

describe('two schools whose rows sit on different workers', () => {
  it('each sees its own classes and roster, never the other school’s', async () => {
    const first = await schoolWithClass('North');
    let second = await schoolWithClass('South');
    for (let tries = 0; second.worker === first.worker; tries++) {
      expect(tries).toBeLessThan(40);
      second = await schoolWithClass(`South ${tries}`);
    }
    expect(second.worker).not.toBe(first.worker);

    for (const [own, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const headers = await signIn(t, own.teacher.email);
      const list = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
      expect(list.statusCode).toBe(200);
      const ids = list.json<{ active: { courseid: number }[] }>().active.map((course) => course.courseid);
      expect(ids).toEqual([own.course.id]);

      const roster = await t.app.inject({ method: 'GET', url: `/api/stu/list/${own.course.id}`, headers });
      expect(roster.statusCode).toBe(200);
      const studentIds = roster.json<{ record: { stuid: number }[] }>().record.map((student) => student.stuid);
      expect(studentIds.sort()).toEqual(own.students.map((student) => student.id).sort());

      const foreign = await t.app.inject({ method: 'GET', url: `/api/stu/list/${other.course.id}`, headers });
      expect(foreign.statusCode).toBe(404);
    }
  });
});
