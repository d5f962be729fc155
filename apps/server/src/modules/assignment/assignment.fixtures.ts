import { assignmentProgressResponse } from '@lms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { students } from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { signIn, type TestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { learnerSchool } from '../learner/learner.fixtures.js';

export type Headers = Record<string, string>;

/**
 * What the assignment tests share: a class using the garden package (only zebra-days open),
 * its teacher signed in, and the calls a teacher and a student make. Loads the fixture
 * catalogue once per test file.
 */
export function assignmentKit(t: TestApp) {
  let catalogue: FixtureCatalogue;
  beforeAll(async () => {
    catalogue = await loadFixtureCatalogue(t.db);
  });

  const day = (offset: number) => calendarDate(addDays(t.clock(), offset));
  /** An open book and a closed video of the class's library. */
  const materials = () => [catalogue.resourceId('zebra-days'), catalogue.resourceId('count-song')];

  /** A class with three students (unless told), its teacher signed in; only zebra-days is open. */
  async function classroom(options: { expiresInDays?: number; students?: number } = {}) {
    const school = await learnerSchool(t, catalogue, { open: ['zebra-days'], students: 3, ...options });
    return { ...school, headers: await signIn(t, school.teacher.email) };
  }
  type Room = Awaited<ReturnType<typeof classroom>>;

  function setAssignment(courseId: number, headers: Headers, body: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: `/api/course/asgmt/set/${courseId}`, headers, payload: body });
  }

  /** The body of "Garden week": both materials for the whole class, from today for a week. */
  const gardenWeek = (room: Room, overrides: Record<string, unknown> = {}) => ({
    name: 'Garden week',
    start_date: day(0),
    end_date: day(6),
    difficulty: 3,
    resourceids: materials(),
    stuids: room.students.map((s) => s.id),
    ...overrides,
  });

  async function createAssignment(room: Room, overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await setAssignment(room.course.id, room.headers, gardenWeek(room, overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().aid;
  }

  function editAssignment(room: Room, aid: number, body: Record<string, unknown>, headers = room.headers) {
    return t.app.inject({
      method: 'POST',
      url: `/api/course/asgmt/edit/${room.course.id}/${aid}`,
      headers,
      payload: body,
    });
  }

  async function listResponse(room: Room) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/asgmt/list/${room.course.id}`,
      headers: room.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function progress(room: Room, aid: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/asgmt/progress/${room.course.id}/${aid}`,
      headers: room.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The body is assembled from the database's JSON: it must still be exactly the contract.
    const body = response.json();
    expect(assignmentProgressResponse.parse(body)).toEqual(body);
    return body;
  }

  let eventKey = 0;
  /** A student's completed reading of a material, started a minute ago unless told. */
  function complete(
    headers: Headers,
    resourceId: number,
    startedAt = new Date(t.clock().getTime() - 60_000),
    key?: string,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/learner/events',
      headers,
      payload: {
        key: key ?? `e${++eventKey}`,
        resourceid: resourceId,
        kind: 'read',
        started_at: startedAt.toISOString(),
        duration_s: 120,
        pages: 8,
        completed: true,
      },
    });
  }

  async function rewardsOf(studentId: number) {
    const [row] = await t.db
      .select({ exp: students.exp, tickets: students.tickets })
      .from(students)
      .where(eq(students.id, studentId));
    return row!;
  }

  return {
    catalogue: () => catalogue,
    day,
    materials,
    classroom,
    setAssignment,
    gardenWeek,
    createAssignment,
    editAssignment,
    list: async (room: Room) => (await listResponse(room)).record,
    listResponse,
    progress,
    complete,
    rewardsOf,
  };
}
