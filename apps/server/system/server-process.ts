import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_PATHS } from '@lms/shared';
import { REPO_ROOT } from '../src/config.js';
import { TEST_PASSWORD } from '../src/test/fixtures.js';

/**
 * The real server in a process of its own (`node --import tsx apps/server/src/server.ts`), as
 * production runs it, on 127.0.0.1 only: for what a test cannot do to an app in its own
 * process (kill it, run two of it).
 */
export interface ServerProcess {
  base: string;
  /** The `application_name` of its database connections, to find them in pg_stat_activity. */
  applicationName: string;
  child: ChildProcess;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** What it wrote, for a failure's message. */
  output(): string;
}

const START_TIMEOUT_MS = 60_000;

/**
 * Ports for the servers these tests start: SYSTEM_TEST_PORT and the ones after it. Each test
 * file runs alone (the config turns file parallelism off), so files may share them.
 */
export const systemPort = (offset: number) => Number(process.env.SYSTEM_TEST_PORT ?? 3210) + offset;

export async function startServer(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const applicationName = `echo-lms-system-${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lms-system-')),
      WEB_DIST: join(tmpdir(), 'lms-system-no-web-dist'),
      PGAPPNAME: applicationName,
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    base: `http://127.0.0.1:${options.port}`,
    applicationName,
    child,
    alive,
    async kill(signal) {
      if (alive()) child.kill(signal);
      await exited;
    },
    output: () => output,
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited while starting:\n${output}`);
    const answered = await fetch(`${server.base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** Signs in a staff member (the fixtures' password unless given) and answers the header for later requests. */
export async function signInOver(base: string, email: string, password = TEST_PASSWORD) {
  const response = await fetch(`${base}/api${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}
