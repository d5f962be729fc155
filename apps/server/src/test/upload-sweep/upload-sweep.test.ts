import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ERRORS, isErrorCode } from '@lms/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { levelTests } from '../../db/schema/index.js';
import type { UploadPart } from '../../lib/upload-route.js';
import { levelForm } from '../../modules/level/index.js';
import { upload } from '../../modules/roster/roster-test-files.js';
import type { Access } from '../../plugins/access.js';
import { sendHugeBody, slowClient } from '../body-attacks.js';
import { checksumOf } from '../fuzz/data-checksum.js';
import { fuzzWorld } from '../fuzz/fuzz-world.js';
import { buildTestApp, closeTestApp, type TestApp } from '../harness.js';
import { hostileRecordings } from '../hostile-recordings.js';

// Every route the app registers passes through the access rule: record each with whether its
// scope reads multipart bodies. The multipart reader refuses to read for a route that does not
// declare its upload (uploadRoute), so every upload route is found here and gets the attacks.
const registered = vi.hoisted(() => [] as { route: RouteOptions; multipart: boolean }[]);
vi.mock('../../plugins/access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      original.requireAccessRule.call(this, route);
      registered.push({ route, multipart: this.hasContentTypeParser('multipart/form-data') });
    },
  };
});

interface UploadRoute {
  name: string;
  url: string;
  access: Access;
  part: UploadPart;
  multipart: boolean;
}

let t: TestApp;
let port: number;
let world: Awaited<ReturnType<typeof fuzzWorld>>;
let routes: UploadRoute[];
/** The form fields the upload routes read beside the file: Try it's sentence, a level check's sentence to read. */
let fields: Record<string, string>;

beforeAll(async () => {
  // The default request timeout, so no 413 below depends on the machine's speed; the slow clients'
  // test shortens it on the running server.
  t = await buildTestApp({ env: { HEADERS_TIMEOUT_MS: '2000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  world = await fuzzWorld(t);
  routes = registered.flatMap(({ route, multipart }) => {
    const part = route.config?.upload;
    if (!part) return [];
    return [{ name: `${route.method} ${route.url}`, url: route.url, access: route.config!.access, part, multipart }];
  });
  const [check] = await t.db
    .select({ id: levelTests.id, form: levelTests.form })
    .from(levelTests)
    .where(and(eq(levelTests.studentId, world.hints.stuid as number), ne(levelTests.state, 'finished')));
  fields = { text: 'The cat sat down.', item: levelForm(check!.form).items.find((item) => item.kind === 'oral')!.key };
  world.hints = { ...world.hints, testid: check!.id } as typeof world.hints;
}, 600_000);
afterAll(async () => {
  if (t) await closeTestApp(t);
});

const pathOf = (route: UploadRoute) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => String((world.hints as Record<string, unknown>)[name]));

/** What is wrong with an answer to a hostile upload: not a refusal in the app's error format. */
function problemOf(status: number, body: string): string | null {
  if (status < 400 || status >= 500) return `${status} ${body.slice(0, 200)}`;
  const parsed = JSON.parse(body) as { status?: unknown; code?: unknown; message?: unknown };
  const known = isErrorCode(parsed.code) && parsed.status === 'error' && parsed.message === ERRORS[parsed.code].message;
  return known ? null : `${status} not the error format: ${body.slice(0, 100)}`;
}

const kept = async () =>
  (await readdir(join(t.config.dataDir, 'recordings'), { recursive: true }).catch(() => [])).length;

describe('uploads: every route that reads a multipart body', () => {
  it('finds every upload route, each reading multipart bodies', () => {
    expect(routes.map((route) => route.name).sort()).toEqual(
      expect.arrayContaining([
        'POST /api/learner/echo/:echoid/:qid',
        'POST /api/echo/try/:courseid',
        'POST /api/learner/level/:testid/answer',
        'POST /api/stu/importfromfile/:courseid',
        'POST /api/account/import/preview',
        'POST /api/account/import',
      ]),
    );
    expect(routes.filter((route) => !route.multipart).map((route) => route.name)).toEqual([]);
  });

  it('refuses recordings that could never be scored, in the error format, storing nothing', {
    timeout: 600_000,
  }, async () => {
    // Sessions first: opening one writes.
    const sessions = await Promise.all(routes.map((route) => world.headers(route.access)));
    const checksum = await checksumOf(t.db);
    const before = await checksum();
    const files = await kept();
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const headers = sessions[index]!;
      for (const [label, data] of hostileRecordings()) {
        const body = upload({ filename: 'answer.ogg', data }, fields);
        const payload = Buffer.from(
          body.payload.toString('latin1').replace('name="file"', `name="${route.part}"`),
          'latin1',
        );
        const response = await t.app.inject({
          method: 'POST',
          url: pathOf(route),
          headers: { ...body.headers, ...headers },
          payload,
        });
        const problem = problemOf(response.statusCode, response.body);
        if (problem) failures.push(`${route.name} ${label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await checksum()).toBe(before);
    expect(await kept()).toBe(files);
  });

  it('answers 413 to a 500 MB body within the first megabytes, declared or streamed, as a file or a field', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    let largest = 0;
    for (const route of routes) {
      const target = { port, path: pathOf(route), headers: await world.headers(route.access) };
      for (const declared of [true, false]) {
        for (const field of [false, true]) {
          const part = field ? 'padding' : route.part!;
          const answer = await sendHugeBody(target, { part, field, declared });
          const label = `${route.name} ${declared ? 'declared' : 'streamed'} ${field ? 'field' : 'file'}`;
          largest = Math.max(largest, answer.sentBytes);
          if (answer.status !== 413) failures.push(`${label}: ${answer.status} ${answer.code}`);
          if (answer.sentBytes > 16 * 1024 * 1024) failures.push(`${label}: answered after ${answer.sentBytes} bytes`);
        }
      }
    }
    console.info(`upload sweep: ${routes.length} routes answered 500 MB bodies after at most ${largest} bytes sent`);
    expect(failures).toEqual([]);
  });

  it('answers 408 and disconnects a client sending its upload a byte at a time', { timeout: 600_000 }, async () => {
    t.app.server.requestTimeout = 3_000;
    const ends = await Promise.all(
      routes.map(async (route) => {
        const target = { port, path: pathOf(route), headers: await world.headers(route.access) };
        return { route: route.name, ...(await slowClient(target, { everyMs: 25 })) };
      }),
    );
    const failures = ends
      .filter((end) => !end.answer.startsWith('HTTP/1.1 408') || end.sentBytes >= end.bodyBytes)
      .map((end) => `${end.route}: ${end.answer.slice(0, 40)} after ${end.sentBytes} bytes`);
    expect(failures).toEqual([]);
  });
});
