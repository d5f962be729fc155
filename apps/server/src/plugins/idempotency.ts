import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/app-error.js';
import type { Principal } from '../modules/session/index.js';
import type { KeyOwner } from './idempotency.repository.js';
import * as repository from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something: a request with an `Idempotency-Key` header runs once per
     * key, and a repeat gets the first answer.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request reserved, while its answer is still to be kept. */
    idempotencyKey: { owner: KeyOwner; key: string; answered: boolean } | null;
  }
}

export const IDEMPOTENCY = {
  header: 'idempotency-key',
  /** Visible ASCII, as a UUID or any client's own token. */
  keyPattern: /^[\x21-\x7e]{1,255}$/,
  /** How long an answer is kept for repeats. */
  keepMs: 24 * 60 * 60_000,
  /** A reservation whose request has not answered by then was lost (its process ended); the key is free again. */
  abandonedMs: 2 * 60_000,
  /** How long a repeat waits for the first request to answer before answering common.request_in_progress. */
  waitMs: 2_000,
  pollMs: 100,
} as const;

type Claim =
  | { kind: 'reserved' }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'other_request' }
  | { kind: 'running' };

function ownerOf(principal: Principal): KeyOwner {
  const { institutionId } = principal;
  if (principal.kind === 'staff') return { institutionId, kind: 'staff', subjectId: principal.userId };
  if (principal.kind === 'student') return { institutionId, kind: 'student', subjectId: principal.studentId };
  return { institutionId, kind: 'parent', subjectId: principal.parentId };
}

/** What must be the same for a repeat: the route, its parameters and its validated input. */
function fingerprintOf(request: FastifyRequest): string {
  const { method, routeOptions, params, query, body } = request;
  return createHash('sha256')
    .update(JSON.stringify([method, routeOptions.url, params, query, body ?? null]))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY.header];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY.keyPattern.test(key)) {
    throw new AppError('common.validation', [
      { field: 'Idempotency-Key', message: 'Use 1 to 255 visible ASCII characters.' },
    ]);
  }
  return key;
}

function hooksOf<T>(existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [];
  return Array.isArray(existing) ? existing : [existing];
}

/**
 * `Idempotency-Key` on the routes that create something (`config: { idempotent: true }`).
 * The key is reserved in the database before the work starts (one insert, so of two racing
 * requests one runs); the answer (any status below 500) is kept for a day with a fingerprint
 * of the request. A repeat with the same key and request gets the kept status and body; with
 * another request, common.idempotency_key_reused; while the first still runs, it waits up to
 * two seconds and then answers common.request_in_progress. A 5xx frees the key, so a retry
 * does the work. Keys belong to the signed-in person, so they work across processes and
 * nobody can read another's answers.
 */
export function installIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotencyKey', null);

  async function claim(owner: KeyOwner, key: string, fingerprint: string): Promise<Claim> {
    const now = ctx.clock();
    await repository.deleteExpired(ctx.db, owner.institutionId, now);
    const lost = new Date(now.getTime() + IDEMPOTENCY.abandonedMs);
    const deadline = Date.now() + IDEMPOTENCY.waitMs;
    while (Date.now() < deadline) {
      if (await repository.reserve(ctx.db, owner, key, fingerprint, now, lost)) return { kind: 'reserved' };
      const row = await repository.findKey(ctx.db, owner, key);
      if (row && row.fingerprint !== fingerprint) return { kind: 'other_request' };
      if (row && row.status !== null && row.body !== null)
        return { kind: 'answered', status: row.status, body: row.body };
      // Still running, or freed a moment ago: look again shortly.
      await sleep(IDEMPOTENCY.pollMs);
    }
    return { kind: 'running' };
  }

  const reserveOrRepeat: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === undefined || !request.principal) return;
    const owner = ownerOf(request.principal);
    const claimed = await claim(owner, key, fingerprintOf(request));
    if (claimed.kind === 'other_request') throw new AppError('common.idempotency_key_reused');
    if (claimed.kind === 'running') throw new AppError('common.request_in_progress');
    if (claimed.kind === 'reserved') {
      request.idempotencyKey = { owner, key, answered: false };
      return;
    }
    // The kept body goes through the route's serializer again, so it is sent byte for byte as the first time.
    return reply.code(claimed.status).header('idempotent-replayed', 'true').send(JSON.parse(claimed.body));
  };

  const keepAnswer: preSerializationAsyncHookHandler = async (request, reply, payload) => {
    const reserved = request.idempotencyKey;
    if (!reserved || reply.statusCode >= 500) return payload;
    const expiresAt = new Date(ctx.clock().getTime() + IDEMPOTENCY.keepMs);
    const answer = { status: reply.statusCode, body: JSON.stringify(payload) };
    await repository.recordAnswer(ctx.db, reserved.owner, reserved.key, answer, expiresAt);
    reserved.answered = true;
    return payload;
  };

  const freeUnanswered: onResponseAsyncHookHandler = async (request) => {
    const reserved = request.idempotencyKey;
    if (!reserved || reserved.answered) return;
    await repository.release(ctx.db, reserved.owner, reserved.key).catch((error: unknown) => {
      request.log.warn({ err: error }, 'idempotency key not freed; it frees itself once abandoned');
    });
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...hooksOf(route.preHandler), reserveOrRepeat];
    route.preSerialization = [...hooksOf(route.preSerialization), keepAnswer];
    route.onResponse = [...hooksOf(route.onResponse), freeUnanswered];
  });
}
