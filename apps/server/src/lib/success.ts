import type { FastifyReply } from 'fastify';

/** A successful answer: `{ status: 'success' }` with the call's own fields. */
export function success(): { status: 'success' };
export function success<Body extends object>(body: Body): { status: 'success' } & Body;
export function success(body: object = {}) {
  return { status: 'success' as const, ...body };
}

/**
 * Sends a body that is already JSON text (a kept answer, or one PostgreSQL assembled) as it
 * is. The route's reply is typed by its response schema, which documents this text; the
 * tests parse each such answer with the shared contract.
 */
export function sendJsonText(reply: unknown, body: Buffer | string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
}
