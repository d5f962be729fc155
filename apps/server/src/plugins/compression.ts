import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache, AnswerEncoding } from '../lib/answer-cache.js';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

// Brotli first: smaller than gzip at the same cost for the browser.
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** The encoding the client prefers among ours (q-values honoured, `*` taken as gzip), or null. */
function acceptedEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) as AnswerEncoding | null;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    reply.header('vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
  }
}

/**
 * Compresses answers above ~1 kB for clients that accept it (brotli or gzip, by the
 * client's preference). A kept answer (see the answer cache) is sent as its kept compressed
 * copy, so sending it again compresses nothing; the web app's files arrive compressed at
 * build time (see the SPA plugin). Must be installed before any route.
 */
export async function installCompression(app: FastifyInstance, answers: AnswerCache): Promise<void> {
  // App-wide onSend hooks run before the route-level one of @fastify/compress, which leaves
  // alone an answer that already carries a Content-Encoding.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!Buffer.isBuffer(payload) || payload.length < COMPRESS_ABOVE_BYTES) return payload;
    const encoding = acceptedEncoding(request);
    const copy = encoding && answers.compressed(payload, encoding);
    if (!copy) return payload;
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding);
    return copy;
  });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_ABOVE_BYTES, encodings: ENCODINGS });
}
