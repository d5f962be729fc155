/**
 * Adds learning activity to a running server through the learner API, as the student apps
 * would: every active student of the demo school signs in, reads, listens and watches what
 * is open to them, and works on their ongoing assignments.
 *
 *   npm run simulate -- --days 3 [--url http://localhost:3000/]   (or SIMULATE_URL)
 */
import { parseArgs } from 'node:util';
import { demo } from '@lms/demo';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '1' },
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://localhost:3000/' },
  },
});
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 60) throw new Error('--days must be a whole number from 1 to 60');
const api = new URL('api/', values.url.endsWith('/') ? values.url : `${values.url}/`);

const DEMO_SCHOOL = { code: 'DEMO', staff: 'admin@demo.test' };
/** Students signing in at the same time. */
const PARALLEL = 10;

async function call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, api), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as T & { code?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.code ?? ''}`);
  return json;
}

/** The demo school's active students, found through the administrator's class lists. */
async function demoAccounts(): Promise<string[]> {
  const { token } = await call<{ token: string }>('POST', 'auth/login', undefined, {
    email: DEMO_SCHOOL.staff,
    password: demo.password,
  });
  const { active } = await call<{ active: { courseid: number }[] }>('GET', 'course/list', token);
  const accounts = new Set<string>();
  for (const course of active) {
    const { record } = await call<{ record: { account: string; active: boolean }[] }>(
      'GET',
      `stu/list/${course.courseid}`,
      token,
    );
    for (const student of record) if (student.active) accounts.add(student.account);
  }
  return [...accounts];
}

interface Material {
  resourceid: number;
  type: string;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One student's days: a few materials from the library on most days, and the ongoing assignments' materials. */
async function simulateStudent(account: string): Promise<number> {
  const { token } = await call<{ token: string }>('POST', 'learner/login', undefined, {
    school: DEMO_SCHOOL.code,
    account,
    password: demo.password,
  });
  const { record: library } = await call<{ record: Material[] }>('GET', 'learner/library', token);
  const { record: assignments } = await call<{ record: { status: string; state: string; resourceids: number[] }[] }>(
    'GET',
    'learner/assignments',
    token,
  );
  const sessions: { material: Material; daysAgo: number }[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    if (library.length === 0 || Math.random() < 0.4) continue;
    for (let n = 1 + Math.floor(Math.random() * 3); n > 0; n--) sessions.push({ material: pick(library), daysAgo });
  }
  for (const assignment of assignments) {
    if (assignment.status !== 'ongoing' || assignment.state !== 'incomplete' || Math.random() < 0.5) continue;
    for (const resourceid of assignment.resourceids) {
      // Assigned materials need not be open in the library; those are counted as reading.
      const material = library.find((m) => m.resourceid === resourceid) ?? { resourceid, type: 'book' };
      sessions.push({ material, daysAgo: 0 });
    }
  }
  for (const { material, daysAgo } of sessions) {
    const durationS = 60 + Math.floor(Math.random() * 840);
    const startedAt = new Date(Date.now() - daysAgo * 86_400_000 - durationS * 1000 - Math.random() * 3_600_000);
    await call('POST', 'learner/events', token, {
      key: `sim-${account}-${startedAt.getTime()}-${material.resourceid}`,
      resourceid: material.resourceid,
      kind: material.type === 'video' ? 'watch' : Math.random() < 0.3 ? 'listen' : 'read',
      started_at: startedAt.toISOString(),
      duration_s: durationS,
      pages: material.type === 'video' ? 0 : 8 + Math.floor(Math.random() * 16),
      completed: Math.random() < 0.8,
    });
  }
  return sessions.length;
}

const accounts = await demoAccounts();
let events = 0;
let skipped = 0;
for (let i = 0; i < accounts.length; i += PARALLEL) {
  const results = await Promise.allSettled(accounts.slice(i, i + PARALLEL).map(simulateStudent));
  for (const result of results) {
    if (result.status === 'fulfilled') events += result.value;
    // A student whose password a teacher changed cannot sign in with the demo password.
    else skipped += 1;
  }
}
console.log(
  `${events} learning events over ${days} day(s) from ${accounts.length - skipped} students at ${api.origin}` +
    (skipped > 0 ? ` (${skipped} could not sign in)` : ''),
);
