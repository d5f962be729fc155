import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/index.js';

/**
 * Steady teacher traffic on one class while the database is taken away and given back: each
 * worker adds a student (a transaction) and reads the roster, over and over. What it records
 * answers the outage questions: which requests failed and how, how quickly, when service came
 * back, and whether every acknowledged write is in the database.
 */

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Below the API root, e.g. `/stu/list/7`. */
  path: string;
  headers: Record<string, string>;
  payload?: Record<string, unknown>;
}

export type ApiCall = (request: ApiRequest) => Promise<{ status: number; body: unknown }>;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Calls the app in this process. */
export const injectCall =
  (app: FastifyInstance): ApiCall =>
  async ({ method, path, headers, payload }) => {
    const response = await app.inject({ method, url: `/api${path}`, headers, payload });
    return { status: response.statusCode, body: parse(response.body) };
  };

/** Calls a server over HTTP at `base` (e.g. `http://127.0.0.1:3210`). */
export const fetchCall =
  (base: string): ApiCall =>
  async ({ method, path, headers, payload }) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: response.status, body: parse(await response.text()) };
  };

export interface Outcome {
  kind: 'write' | 'read';
  status: number;
  code: string | undefined;
  /** performance.now() when the request was sent and when its answer arrived. */
  sentAt: number;
  answeredAt: number;
  /** The student account a write added. */
  account?: string;
}

export interface RosterLoad {
  outcomes: Outcome[];
  /** Accounts of the students whose addition was answered 200: each must be in the database. */
  acknowledged(): string[];
  /** Lets every worker finish its current request, then stops. */
  stop(): Promise<void>;
}

const codeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body ? String((body as { code: unknown }).code) : undefined;

export function startRosterLoad(options: {
  call: ApiCall;
  headers: Record<string, string>;
  courseId: number;
  workers: number;
  /** Distinguishes this run's accounts from any other's. */
  tag: string;
}): RosterLoad {
  const { call, headers, courseId, tag } = options;
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;

  const record = async (kind: Outcome['kind'], request: ApiRequest, account?: string) => {
    const sentAt = performance.now();
    // Status 0: no answer at all (the server is gone), which an outage must never cause.
    const { status, body } = await call(request).catch(() => ({ status: 0, body: undefined }));
    outcomes.push({ kind, status, code: codeOf(body), sentAt, answeredAt: performance.now(), account });
  };

  const worker = async () => {
    while (running) {
      const account = `${tag}-${++sequence}`;
      await record(
        'write',
        {
          method: 'POST',
          path: fillPath(ROSTER_PATHS.addUser, { courseid: courseId }),
          headers,
          payload: { username: `Student ${account}`, account, password: 'outage-1' },
        },
        account,
      );
      await record('read', { method: 'GET', path: fillPath(ROSTER_PATHS.list, { courseid: courseId }), headers });
    }
  };
  const workers = Array.from({ length: options.workers }, worker);

  return {
    outcomes,
    acknowledged: () =>
      outcomes.flatMap((o) => (o.kind === 'write' && o.status === 200 && o.account ? [o.account] : [])),
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Milliseconds from `since` to the first answer of 200 to a request sent after it; undefined if none. */
export function recoveryMs(outcomes: Outcome[], since: number): number | undefined {
  const answers = outcomes.filter((o) => o.status === 200 && o.sentAt >= since).map((o) => o.answeredAt - since);
  return answers.length > 0 ? Math.min(...answers) : undefined;
}

/** The acknowledged accounts the database does not hold. */
export async function lostWrites(db: Db, institutionId: number, accounts: string[]): Promise<string[]> {
  if (accounts.length === 0) return [];
  const found = await db
    .select({ account: students.account })
    .from(students)
    .where(and(eq(students.institutionId, institutionId), inArray(students.account, accounts)));
  const present = new Set(found.map((row) => row.account));
  return accounts.filter((account) => !present.has(account));
}
