import type { FastifyInstance } from 'fastify';
import { tooLargeFor } from '../lib/upload-route.js';

/**
 * Bodies are read no further than the route's limit: one that says it is larger is refused before
 * a byte of it is read, and an answer sent before the body has all come in closes the connection,
 * so the server does not read the rest of it to keep the connection for another request.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > request.routeOptions.bodyLimit) throw tooLargeFor(request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}
