import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';

// A host name or address with an optional port; anything else in a Host header is not printed.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The address printed on login cards: PUBLIC_URL when it is set, else the address the
 * teacher reached the app at, under the base path (`https://lms.school.example/lms/`).
 */
export function signInAddress(
  config: Pick<Config, 'publicUrl' | 'publicUrlGiven' | 'basePath'>,
  request: FastifyRequest,
) {
  const origin =
    config.publicUrlGiven || !HOST.test(request.host) ? config.publicUrl : `${request.protocol}://${request.host}`;
  return `${origin}${config.basePath}`;
}
