import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { tooLargeFor } from './upload-route.js';

/**
 * Hands each part of a multipart body to `take`, in order. The body is counted as it arrives and
 * refused (the route's "too large") as soon as it passes the route's `bodyLimit`, whatever the
 * part limits let through: a field cut at its size limit, or text around the parts, would else be
 * read to the end.
 */
export async function eachPart(request: FastifyRequest, take: (part: Multipart) => Promise<void>): Promise<void> {
  // A route reading uploads declares it (uploadRoute): its body limit, its refusal, the upload sweep's attacks.
  if (!request.routeOptions.config.upload)
    throw new Error(`${request.routeOptions.url} reads an upload it does not declare`);
  const limit = request.routeOptions.bodyLimit;
  let received = 0;
  let refuse: (error: Error) => void = () => {};
  const overflow = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) refuse(tooLargeFor(request));
  };
  // Counted from the first byte: the multipart reader starts reading in this same turn.
  request.raw.on('data', count);
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([parts.next(), overflow]);
      if (next.done) return;
      await Promise.race([take(next.value), overflow]);
    }
  } finally {
    request.raw.off('data', count);
  }
}
