import type { AppConfig, AppLinks } from '@lms/shared';
import { APP_CONFIG_META_NAME, APP_VARIANTS, type AppVariant, routerBasenameOf } from '@lms/shared/plain';

const NO_LINKS: AppLinks = { subscription: null, privacy: null, cookies: null, terms: null };
const DEFAULTS: AppConfig = { basePath: '/', variant: 'global', v2Url: null, contactUrl: null, links: NO_LINKS };

function isVariant(value: unknown): value is AppVariant {
  return APP_VARIANTS.includes(value as AppVariant);
}

function optionalUrl(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function readLinks(value: unknown): AppLinks {
  const links = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    subscription: optionalUrl(links.subscription),
    privacy: optionalUrl(links.privacy),
    cookies: optionalUrl(links.cookies),
    terms: optionalUrl(links.terms),
  };
}

function withSlashes(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Deployment settings injected by the server as a meta tag (the same build runs under
 * any base path and variant). Missing or malformed values fall back to the defaults,
 * which is also what the Vite dev server gives.
 */
export function readAppConfig(doc: Document): AppConfig {
  const content = doc.querySelector(`meta[name="${APP_CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!content) return DEFAULTS;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(content);
  } catch {
    console.error('[config] the lms-config meta tag is not valid JSON; using defaults');
    return DEFAULTS;
  }
  return {
    basePath: typeof raw.basePath === 'string' ? withSlashes(raw.basePath) : DEFAULTS.basePath,
    variant: isVariant(raw.variant) ? raw.variant : DEFAULTS.variant,
    v2Url: optionalUrl(raw.v2Url),
    contactUrl: optionalUrl(raw.contactUrl),
    links: readLinks(raw.links),
  };
}

export const appConfig = readAppConfig(document);

/** React Router wants the base path without its trailing slash ("/" stays "/"). */
export const routerBasename = routerBasenameOf(appConfig.basePath);

export const apiBase = `${appConfig.basePath}api`;
