import { prepareBenchData, roster400Xlsx, settleStatistics } from './fixtures.js';
import { measureLoad } from './load.js';
import type { Running } from './servers.js';
import { signIn } from './servers.js';

/**
 * The bench's class on a running server: the demo teacher's class of 400 imported students with
 * a 500-material package as its library, and what the load figures need to call it.
 */
export interface BenchClass {
  api: (path: string) => string;
  auth: Record<string, string>;
  courseid: number;
  packageColid: string;
  /** How long the 400-row roster import took, end to end (ms). */
  importMs: number;
  post: (path: string, body: Record<string, string>) => Promise<Response>;
}

export async function openBenchClass(product: Running, teacher: string): Promise<BenchClass> {
  const auth = { authorization: `Bearer ${await signIn(product.base, teacher)}` };
  const api = (path: string) => `${product.base}/api${path}`;
  const post = (path: string, body: Record<string, string>) =>
    fetch(api(path), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { courseid, packageColid } = await prepareBenchData(product.databaseUrl, teacher);
  const template = await (await fetch(api('/stu/importsample?lang=en-US'), { headers: auth })).arrayBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await roster400Xlsx(template))]), 'roster-400.xlsx');
  const started = performance.now();
  const imported = await fetch(api(`/stu/importfromfile/${courseid}`), { method: 'POST', headers: auth, body: form });
  const importMs = Math.round(performance.now() - started);
  if (!imported.ok) throw new Error(`400-row import failed: ${imported.status} ${await imported.text()}`);
  await settleStatistics(product.databaseUrl);
  return { api, auth, courseid, packageColid, importMs, post };
}

/** Sets the package as the class's library and opens every other material: how many it holds, the ids opened. */
export async function openHalfTheLibrary(room: BenchClass): Promise<{ materials: number; opened: string[] }> {
  await room.post(`/course/setlibrary/${room.courseid}`, { colid: room.packageColid });
  const detail = (await (await fetch(room.api(`/course/detail/${room.courseid}`), { headers: room.auth })).json()) as {
    record: { resourceid: number }[];
  };
  const half = detail.record.filter((_, i) => i % 2 === 0).map((r) => String(r.resourceid));
  await room.post(`/course/openresourcelist/${room.courseid}/${room.packageColid}/true`, {
    resourceids: half.join(','),
  });
  return { materials: detail.record.length, opened: half };
}

/** One of the imported students reading a material: a learning event's body and how to send many. */
export async function benchReader(room: BenchClass, resourceId: number) {
  const learner = (await (
    await room.post('/learner/login', { school: 'DEMO', account: 'bench.student0', password: 'pass-1000' })
  ).json()) as { token: string };
  const event = {
    key: 'bench-[<id>]',
    resourceid: resourceId,
    kind: 'read',
    started_at: new Date().toISOString(),
    duration_s: 90,
    pages: 4,
    completed: false,
  };
  const headers = { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' };
  return {
    event,
    headers,
    /** Learning events at 50 connections, each with its own key. */
    send: (seconds: number) =>
      measureLoad(room.api('/learner/events'), {
        connections: 50,
        seconds,
        method: 'POST',
        headers,
        body: JSON.stringify(event),
        idReplacement: true,
      }),
  };
}
