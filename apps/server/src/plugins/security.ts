import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * Security headers with a strict CSP: the web app is same-origin scripts only (its settings
 * arrive in a meta tag) but for index.html's own inline script, allowed by its hash; antd
 * injects inline styles, and announcement HTML may show images from other sites. Covers, pages, videos and subtitles may come from a
 * separate content host (CONTENT_BASE_URL), which is then allowed for media and fetches too.
 * The headers are worked out once, when the server starts, and set on every answer.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'contentBaseUrl'>,
  scriptHashes: string[],
): void {
  const contentHost = URL.canParse(config.contentBaseUrl) ? [new URL(config.contentBaseUrl).origin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...contentHost],
        mediaSrc: ["'self'", 'blob:', ...contentHost],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // helmet 8 throws its errors rather than passing them on, so its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
