import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_META_NAME, type AppConfig } from '@lms/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { registerWithAccess } from './access.js';
import { refuseStaticFile } from './error-handler.js';

const PLACEHOLDER = '<!--app-config-->';
const COMPRESSED_COPY = /\.(br|gz)$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** index.html with the base path and the deployment settings the web app reads at start. */
export function injectAppConfig(html: string, config: Config): string {
  const settings: AppConfig = {
    basePath: config.basePath,
    variant: config.variant,
    v2Url: config.v2Url,
    contactUrl: config.contactUrl,
    links: config.links,
  };
  const tags = `<base href="${escapeHtml(config.basePath)}"><meta name="${APP_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(settings))}">`;
  return html.replace(PLACEHOLDER, () => tags);
}

/** The built web app's index.html, prepared once; null when the app has not been built. */
export async function loadIndexHtml(config: Config): Promise<string | null> {
  try {
    return injectAppConfig(await readFile(join(config.webDist, 'index.html'), 'utf8'), config);
  } catch {
    return null;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !!request.headers.accept?.includes('text/html');
}

/**
 * Serves the built web app under BASE_PATH: hashed assets cached for a year, index.html
 * never cached, files sent as the build compressed them, and every other page address
 * answered with index.html so the browser's router can take over. Unknown API addresses stay JSON 404s.
 */
export function installSpa(app: FastifyInstance, config: Config, indexHtml: string | null): void {
  const apiPrefix = `${config.basePath}api`;

  if (indexHtml !== null) {
    registerWithAccess(app, 'public', (scope) => {
      scope.setErrorHandler(refuseStaticFile);
      scope.register(fastifyStatic, {
        root: config.webDist,
        prefix: config.basePath,
        index: false,
        wildcard: true,
        dotfiles: 'ignore',
        cacheControl: false,
        // The build leaves a brotli and a gzip copy beside each file; the one the browser
        // prefers is sent (with Vary: Accept-Encoding), the plain file when it takes neither.
        preCompressed: true,
        // index.html is only ever sent with the settings filled in, and the compressed
        // copies only as the encoding of the file they belong to.
        allowedPath: (pathName) => pathName !== '/index.html' && !COMPRESSED_COPY.test(pathName),
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(join(config.webDist, 'assets', '/'));
          reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  const sendApp = (reply: FastifyReply) => {
    if (indexHtml === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page.');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };

  // The app's start page; the static files' catch-all would treat it as a directory listing.
  app.get(config.basePath, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendApp(reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    if (isApi || !wantsHtml(request)) throw new AppError('common.not_found');
    if (!path.startsWith(config.basePath)) return reply.redirect(config.basePath);
    return sendApp(reply);
  });
}
