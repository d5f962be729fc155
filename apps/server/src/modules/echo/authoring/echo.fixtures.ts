import { echoDetailResponse, echoListResponse, echoSentencesResponse } from '@lms/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../../db/client.js';
import { echoAnswers, echoQuestions, echoQuizzes, echoSettings } from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import { signIn, type TestApp } from '../../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../../catalogue/catalogue.fixtures.js';
import { learnerSchool } from '../../learner/learner.fixtures.js';

export type Headers = Record<string, string>;

/**
 * What the Echo Valley authoring tests share: a class using the garden package (three students,
 * zebra-days open), its teacher signed in, and the calls a teacher makes. Loads the fixture
 * catalogue once per test file.
 */
export function echoKit(t: TestApp) {
  let catalogue: FixtureCatalogue;
  beforeAll(async () => {
    catalogue = await loadFixtureCatalogue(t.db);
  });

  const day = (offset: number) => calendarDate(addDays(t.clock(), offset));
  const resourceId = (key: string) => catalogue.resourceId(key);

  async function classroom(options: { expiresInDays?: number; students?: number } = {}) {
    const school = await learnerSchool(t, catalogue, { open: ['zebra-days'], students: 3, ...options });
    return { ...school, headers: await signIn(t, school.teacher.email) };
  }
  type Room = Awaited<ReturnType<typeof classroom>>;

  /** A weekly quiz from today for a week: two sentences of zebra-days and a word of the teacher's own. */
  const weeklyBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Garden week',
    kind: 'weekly',
    open_date: day(0),
    close_date: day(6),
    questions: [
      { text: 'The cat sat down.', resourceid: resourceId('zebra-days') },
      { text: 'Zebra Days starts here.', resourceid: resourceId('zebra-days') },
      { text: 'Garden' },
    ],
    ...overrides,
  });

  /** A speaking task on a material of the class library. */
  const taskBody = (key: string, overrides: Record<string, unknown> = {}) => ({
    name: `Read ${key}`,
    kind: 'task',
    resourceid: resourceId(key),
    questions: [{ text: 'The cat sat down.', resourceid: resourceId(key) }, { text: 'The end.' }],
    ...overrides,
  });

  const url = (route: string, room: { course: { id: number } }, id?: number) =>
    `/api/echo/${route}/${room.course.id}${id === undefined ? '' : `/${id}`}`;

  function post(path: string, headers: Headers, payload?: object | string, extra: Headers = {}) {
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...headers,
        ...extra,
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const get = (path: string, headers: Headers) => t.app.inject({ method: 'GET', url: path, headers });

  const create = (room: Room, body: object | string, headers: Headers = room.headers, extra: Headers = {}) =>
    post(url('create', room), headers, body, extra);
  const edit = (room: Room, echoid: number, body: object, headers: Headers = room.headers) =>
    post(url('edit', room, echoid), headers, body);
  const publish = (room: Room, echoid: number, headers: Headers = room.headers) =>
    post(url('publish', room, echoid), headers);
  const remove = (room: Room, echoid: number, headers: Headers = room.headers) =>
    post(url('delete', room, echoid), headers);
  const setAuto = (room: Room, body: object, headers: Headers = room.headers) => post(url('auto', room), headers, body);

  async function createQuiz(room: Room, body: object = weeklyBody()): Promise<number> {
    const response = await create(room, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().echoid;
  }

  /** The list, checked against the contract. */
  async function list(room: Room, headers: Headers = room.headers) {
    const response = await get(url('list', room), headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(echoListResponse.parse(body)).toEqual(body);
    return body as ReturnType<typeof echoListResponse.parse>;
  }

  async function detail(room: Room, echoid: number) {
    const response = await get(url('detail', room, echoid), room.headers);
    expect(response.statusCode, response.body).toBe(200);
    return echoDetailResponse.parse(response.json());
  }

  const sentencesResponse = (room: Room, resource: number, headers: Headers = room.headers) =>
    get(`/api/echo/sentences/${room.course.id}/${resource}`, headers);

  async function sentences(room: Room, key: string) {
    const response = await sentencesResponse(room, resourceId(key));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(echoSentencesResponse.parse(body)).toEqual(body);
    return body.record as ReturnType<typeof echoSentencesResponse.parse>['record'];
  }

  const warnings = (room: Room, payload: object | string, headers: Headers = room.headers) =>
    post(url('warnings', room), headers, payload);

  return {
    catalogue: () => catalogue,
    resourceId,
    day,
    classroom,
    weeklyBody,
    taskBody,
    create,
    createQuiz,
    edit,
    publish,
    remove,
    setAuto,
    list,
    detail,
    get,
    url,
    sentences,
    sentencesResponse,
    warnings,
  };
}

export type EchoKit = ReturnType<typeof echoKit>;

/** Every Echo Valley row of a class: equal before and after, nothing changed. */
export async function echoRowsOf(db: Db, courseId: number) {
  const quizzes = await db
    .select()
    .from(echoQuizzes)
    .where(eq(echoQuizzes.courseId, courseId))
    .orderBy(asc(echoQuizzes.id));
  const questions = await db
    .select()
    .from(echoQuestions)
    .innerJoin(
      echoQuizzes,
      and(
        eq(echoQuizzes.institutionId, echoQuestions.institutionId),
        eq(echoQuizzes.id, echoQuestions.quizId),
        eq(echoQuizzes.courseId, courseId),
      ),
    )
    .orderBy(asc(echoQuestions.id));
  const answers = await db
    .select()
    .from(echoAnswers)
    .innerJoin(
      echoQuizzes,
      and(
        eq(echoQuizzes.institutionId, echoAnswers.institutionId),
        eq(echoQuizzes.id, echoAnswers.quizId),
        eq(echoQuizzes.courseId, courseId),
      ),
    )
    .orderBy(asc(echoAnswers.id));
  const settings = await db.select().from(echoSettings).where(eq(echoSettings.courseId, courseId));
  return { quizzes, questions, answers, settings };
}
