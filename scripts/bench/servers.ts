import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createCitusDatabase, dropCitusDatabase } from '../../apps/server/src/test/citus-cluster.js';

const root = join(import.meta.dirname, '../..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Running {
  base: string;
  databaseUrl: string;
  /** The server's process id (its processor time and memory are read from it). */
  pid: number;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // Loading the demo into PostgreSQL takes well over a minute on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

function stopper(child: ChildProcess, after?: () => Promise<void>) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await after?.();
  };
}

/** A new database for one server: its URL, and how to drop it again. */
interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function postgresBenchDatabase(): Promise<BenchDatabase> {
  const name = `lms_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A new database on the Citus cluster whose coordinator `citusUrl` names, on every node. */
async function citusBenchDatabase(citusUrl: string): Promise<BenchDatabase> {
  const name = `lms_bench_${Date.now()}`;
  return { url: await createCitusDatabase(citusUrl, name), drop: () => dropCitusDatabase(citusUrl, name) };
}

/** The product's server on a fresh PostgreSQL database with the demo data, in its own process. */
export function startProductOnPostgres(port: number): Promise<Running> {
  return startProduct(port, postgresBenchDatabase);
}

/** The product's server on a fresh database of a Citus cluster (the migrations distribute it), with the demo. */
export function startProductOnCitus(port: number, citusUrl: string): Promise<Running> {
  return startProduct(port, () => citusBenchDatabase(citusUrl));
}

/** Refuses a port something already answers on (a server left from an interrupted run would be measured instead). */
async function ensureFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is in use; stop what listens there first`);
}

async function startProduct(port: number, newDatabase: () => Promise<BenchDatabase>): Promise<Running> {
  await ensureFree(port);
  const database = await newDatabase();
  const databaseUrl = database.url;
  // BENCH_PROFILE=<dir> writes a CPU profile of the server (open it in Chrome DevTools) to find where time goes.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lms-bench-')),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child, database.drop);
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    // A server that never became healthy is stopped and its database dropped all the same.
    await stop();
    throw error;
  }
  return { base, databaseUrl, pid: child.pid!, stop };
}

/** A bare Fastify route in its own process: the ceiling the product's figures are read against. */
export async function startBareFastify(port: number): Promise<Running> {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ status: 'success' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = spawn('node', ['--input-type=module', '-e', code], {
    cwd: join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/bare`, child);
  return { base, databaseUrl: '', pid: child.pid!, stop: stopper(child) };
}

/** The login answer: the token and who signed in. */
export async function signInSession(
  base: string,
  email: string,
  password = 'demo1234',
): Promise<{ token: string; user: Record<string, unknown> }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; user?: Record<string, unknown> };
  if (!body.token || !body.user) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return { token: body.token, user: body.user };
}

export async function signIn(base: string, email: string, password = 'demo1234'): Promise<string> {
  return (await signInSession(base, email, password)).token;
}
