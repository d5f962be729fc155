import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.js';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog('/lms/') });
  app.get('/lms/api/course/list', async () => ({ status: 'success' }));
  app.get('/lms/api/stu/search/:courseid/:term', async () => ({ status: 'success' }));
  app.get('/lms/api/health', async () => ({ status: 'success' }));
  app.get('/lms/assets/app.js', async () => 'code');
  return app;
}

describe('request log', () => {
  it('writes one info line per API request, with method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/lms/api/course/list' });
    await app.inject({ method: 'GET', url: '/lms/api/nowhere' });
    expect(lines.map((l) => [l.msg, l.method, l.route, l.status])).toEqual([
      ['request', 'GET', '/lms/api/course/list', 200],
      ['request', 'GET', 'unknown', 404],
    ]);
    expect(typeof lines[0]?.ms).toBe('number');
    await app.close();
  });

  it('names the route, never what the path carries', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/lms/api/stu/search/7/Amelia%20Hart' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.route).toBe('/lms/api/stu/search/:courseid/:term');
    expect(JSON.stringify(lines)).not.toContain('Amelia');
    await app.close();
  });

  it('keeps health checks and the web app files out of the info log', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/lms/api/health' });
    await app.inject({ method: 'GET', url: '/lms/assets/app.js' });
    expect(lines).toEqual([]);
    await app.close();

    const debugLines: Record<string, unknown>[] = [];
    const verbose = appLoggingTo(debugLines, 'debug');
    await verbose.inject({ method: 'GET', url: '/lms/api/health' });
    expect(debugLines.filter((l) => l.msg === 'request')).toHaveLength(1);
    await verbose.close();
  });
});
