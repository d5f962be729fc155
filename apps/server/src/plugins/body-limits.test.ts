import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { createQuiz } from '../modules/echo/answers/answers.fixtures.js';
import { learnerSchool, signInStudent } from '../modules/learner/learner.fixtures.js';
import { sendHugeBody, slowClient } from '../test/body-attacks.js';
import { buildTestApp, closeTestApp, type TestApp } from '../test/harness.js';

// Real servers on a port: bodies and slow clients are about the connection, which inject() has none
// of. The bodies' server keeps the default timeouts, so no answer there depends on the machine's speed.
interface Server {
  t: TestApp;
  port: number;
  catalogue: FixtureCatalogue;
}

function serverWith(env: Record<string, string>): Server {
  const server = {} as Server;
  beforeAll(async () => {
    server.t = await buildTestApp({ env });
    await server.t.app.listen({ host: '127.0.0.1', port: 0 });
    server.port = (server.t.app.server.address() as { port: number }).port;
    server.catalogue = await loadFixtureCatalogue(server.t.db);
  });
  afterAll(async () => {
    if (server.t) await closeTestApp(server.t);
  });
  return server;
}

/** A student's upload of a recording to a question of an open quiz. */
async function answerTarget({ t, port, catalogue }: Server) {
  const school = await learnerSchool(t, catalogue, { students: 1 });
  const { quiz, questions } = await createQuiz(t.db, t.clock(), {
    institutionId: school.institution.id,
    courseId: school.course.id,
  });
  const headers = await signInStudent(t, school.institution.schoolCode, school.students[0]!.account);
  return { port, path: `/api/learner/echo/${quiz.id}/${questions[0]!.id}`, headers };
}

const MB = 1024 * 1024;

describe('request bodies', () => {
  const server = serverWith({});
  it('refuses a 500 MB recording that says its length before reading any of it', async () => {
    const answer = await sendHugeBody(await answerTarget(server), { part: 'audio', field: false, declared: true });
    expect(answer).toMatchObject({ status: 413, code: 'speech.too_large' });
    expect(answer.sentBytes).toBeLessThan(8 * MB);
  });

  it('stops reading a streamed 500 MB recording, or text field, soon after the route’s limit', async () => {
    const target = await answerTarget(server);
    for (const field of [false, true]) {
      const answer = await sendHugeBody(target, { part: field ? 'key' : 'audio', field, declared: false });
      expect(answer, `as a ${field ? 'field' : 'file'}`).toMatchObject({ status: 413, code: 'speech.too_large' });
      expect(answer.sentBytes).toBeLessThan(16 * MB);
    }
  });

  it('refuses a JSON body over its route’s limit before reading it', async () => {
    const answer = await sendHugeBody(
      { port: server.port, path: '/api/auth/login', headers: {} },
      { part: 'email', field: true, declared: true },
    );
    expect(answer).toMatchObject({ status: 413, code: 'common.payload_too_large' });
    expect(answer.sentBytes).toBeLessThan(8 * MB);
  });
});

describe('slow clients', () => {
  const server = serverWith({ HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '1500' });
  it('answers 408 and disconnects a client sending its body a byte at a time', async () => {
    const end = await slowClient(await answerTarget(server), { everyMs: 20 });
    expect(end.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(end.sentBytes).toBeLessThan(end.bodyBytes);
  });

  it('disconnects a client sending its headers a byte at a time', async () => {
    const end = await slowClient(
      { port: server.port, path: '/api/health', headers: { 'x-slow': 'y'.repeat(5_000) } },
      {
        everyMs: 20,
        headersOnly: true,
      },
    );
    expect(end.answer === '' || end.answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(end.sentBytes).toBeLessThan(5_000);
  });
});
