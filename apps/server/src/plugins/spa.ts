import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_CONFIG_META_NAME,
  type AppConfig,
  FIRST_PAINT_MARKS,
  LANGUAGES,
  type Language,
  routerBasenameOf,
  startupLanguage,
  variantLanguages,
} from '@lms/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { registerWithAccess } from './access.js';
import { refuseStaticFile } from './error-handler.js';

const PLACEHOLDER = '<!--app-config-->';
const FIRST_PAINT = '<!--first-paint-->';
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\.\/(assets\/[\w-]+\.css)">/g;
/** Addresses of the login page that show more than the form (a school's logo, the reset request). */
const OTHER_LOGIN_MODES = ['mode', 'school'];
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

/** The built web app's pages, prepared once. */
export interface WebApp {
  /** index.html with the settings filled in, naming each language as the page's (for a first visit in it). */
  indexPages: Map<Language, string>;
  /** The same with the login page drawn in (`dist/first-paint`), by language, where the build drew it. */
  loginPages: Map<Language, string>;
  /** Content-Security-Policy sources allowing index.html's inline scripts, by their hash. */
  scriptHashes: string[];
}

/**
 * index.html with the styles it links written into it: whatever the page shows before the app's
 * code has run (the drawn login page, the brand) shows without waiting for them (the app's code
 * asks for a page's own again when it loads that page). A build whose styles cannot be read keeps its links.
 */
async function withStylesInside(indexHtml: string, config: Config): Promise<string> {
  const styles = new Map<string, string>();
  try {
    for (const [, file] of indexHtml.matchAll(STYLESHEET)) {
      styles.set(file!, await readFile(join(config.webDist, file!), 'utf8'));
    }
  } catch {
    return indexHtml;
  }
  return indexHtml.replace(STYLESHEET, (_link, file: string) => `<style>${styles.get(file)}</style>`);
}

/** The drawn login page with this deployment's base path and site links in place of the build's marks. */
export function withDeploymentSettings(page: string, config: Pick<Config, 'basePath' | 'links'>): string {
  const { basePath: mark } = FIRST_PAINT_MARKS;
  let html = page
    .replaceAll(mark, config.basePath)
    .replaceAll(routerBasenameOf(mark), routerBasenameOf(config.basePath));
  for (const [name, linkMark] of Object.entries(FIRST_PAINT_MARKS.links)) {
    const href = config.links[name as keyof typeof FIRST_PAINT_MARKS.links];
    html = href
      ? html.replaceAll(linkMark, escapeHtml(href))
      : html.replace(new RegExp(`<a href="${linkMark.replaceAll('.', '\\.')}"[^>]*>[^<]*</a>`), '');
  }
  // The links' list goes when none is left, as the app leaves it out.
  return html.replace(/<nav[^>]*><\/nav>/, '');
}

/** index.html naming `language` as the page's: what shows before the app's code has run is read in it. */
function inLanguage(indexHtml: string, language: Language): string {
  return indexHtml.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
}

async function loginPages(indexPages: Map<Language, string>, config: Config): Promise<Map<Language, string>> {
  const pages = new Map<Language, string>();
  // The page was drawn with every language in its switcher: a deployment offering fewer shows the brand.
  if (variantLanguages(config.variant).length !== LANGUAGES.length) return pages;
  for (const language of LANGUAGES) {
    try {
      const page = withDeploymentSettings(
        await readFile(join(config.webDist, 'first-paint', `${language}.html`), 'utf8'),
        config,
      );
      pages.set(
        language,
        indexPages.get(language)!.replace(FIRST_PAINT, () => page),
      );
    } catch {
      // Built without the drawn page: that language gets index.html as it is.
    }
  }
  return pages;
}

/** The built web app, or null when it has not been built. */
export async function loadWebApp(config: Config): Promise<WebApp | null> {
  let indexHtml: string;
  try {
    indexHtml = injectAppConfig(await readFile(join(config.webDist, 'index.html'), 'utf8'), config);
  } catch {
    return null;
  }
  indexHtml = await withStylesInside(indexHtml, config);
  const scriptHashes = [...indexHtml.matchAll(INLINE_SCRIPT)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
  );
  const indexPages = new Map(LANGUAGES.map((language) => [language, inLanguage(indexHtml, language)]));
  return { indexPages, loginPages: await loginPages(indexPages, config), scriptHashes };
}

/** The language the app will open in for a first visit, as the browser's first language decides (see startupLanguage). */
function firstVisitLanguage(request: FastifyRequest, config: Config): Language {
  const browser = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return startupLanguage({ saved: null, browser, variant: config.variant });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !!request.headers.accept?.includes('text/html');
}

/**
 * Serves the built web app under BASE_PATH: hashed assets cached for a year, index.html
 * never cached, files sent as the build compressed them, and every other page address
 * answered with index.html so the browser's router can take over. Unknown API addresses stay JSON 404s.
 */
export function installSpa(app: FastifyInstance, config: Config, web: WebApp | null): void {
  const apiPrefix = `${config.basePath}api`;

  if (web !== null) {
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

  const sendApp = (reply: FastifyReply, html: string | undefined) => {
    if (html === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page.');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // The app's start page, the login page: drawn in the visitor's language, so the form shows
  // before the app's code has run (the static files' catch-all would treat it as a directory listing).
  app.get(config.basePath, { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = firstVisitLanguage(request, config);
    const drawn = OTHER_LOGIN_MODES.some((name) => name in query) ? undefined : web?.loginPages.get(language);
    reply.header('Vary', 'Accept-Language');
    return sendApp(reply, drawn ?? web?.indexPages.get(language));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    if (isApi || !wantsHtml(request)) throw new AppError('common.not_found');
    if (!path.startsWith(config.basePath)) return reply.redirect(config.basePath);
    // In the language the app will open in for a first visit (index.html's script draws the class
    // list's frame in it when the device has no language of its own saved).
    reply.header('Vary', 'Accept-Language');
    return sendApp(reply, web?.indexPages.get(firstVisitLanguage(request, config)));
  });
}
