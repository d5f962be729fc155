import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VARIANTS } from '@lms/shared';
import { z } from 'zod';

/** Relative paths in the environment are read against the repository root, wherever the process was started. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const webUrl = z.url({ protocol: /^https?$/ }).optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(value)));

const proxyAddress = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody by default; `true` for
 * every hop (only behind a proxy that overwrites the header); or a comma list of the proxies'
 * addresses, subnets or the names loopback, linklocal and uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? 'false' : value))
  .pipe(
    z.union([
      z.enum(['true', 'false']).transform((value) => value === 'true'),
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .pipe(z.array(proxyAddress).min(1)),
    ]),
  );

/**
 * Servers inside the operator's network that the server may fetch from on a school's behalf
 * (a school's OpenID provider in a district network): a comma list of origins, each
 * `scheme://host[:port]`. Only these may resolve to private addresses, and only those named
 * with `http://` may be reached without TLS.
 */
const privateOrigins = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()))
  .transform((entries) => entries.filter((entry) => entry !== ''))
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/ })
        .refine((entry) => new URL(entry).href === `${new URL(entry).origin}/`, {
          message: 'an origin such as https://id.district.example or http://10.1.2.3:8080, without a path',
        })
        .transform((entry) => new URL(entry).origin),
    ),
  );

/** "lms", "/lms", "lms/" all mean "/lms/"; the app, the API and content live under it. */
function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  BASE_PATH: z
    .string()
    .regex(/^[\w\-/.]*$/, 'only letters, digits, "-", "_", "." and "/" are allowed')
    .default('/')
    .transform(normaliseBasePath),
  PUBLIC_URL: webUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  SEED_DEMO: flag,
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Echo LMS <no-reply@localhost>'),
  APP_VARIANT: z.enum(APP_VARIANTS).default('global'),
  V2_URL: webUrl,
  /** The secret this app and version 2 sign their one-time sign-in codes with (at least 32 characters). */
  SSO_SHARED_SECRET: z.string().trim().min(32, 'at least 32 characters').optional(),
  CONTACT_URL: webUrl,
  SUBSCRIPTION_URL: webUrl,
  PRIVACY_URL: webUrl,
  COOKIES_URL: webUrl,
  TERMS_URL: webUrl,
  CONTENT_BASE_URL: webUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  WEB_DIST: z.string().trim().min(1).default('apps/web/dist'),
  JOBS: flag,
  TRUST_PROXY: trustProxy,
  /** Milliseconds a client has to send a request's headers, and its whole request (headers and body). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  OUTBOUND_PRIVATE_ORIGINS: privateOrigins,
  // ── Recordings in an S3-compatible bucket (all of bucket and keys, or none) ──
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'a region name such as us-east-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, "." and "-"')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
});

/**
 * The variables that together name an S3 bucket: all of them, or none (S3_ENDPOINT alone also
 * asks for them). S3_REGION and S3_FORCE_PATH_STYLE have defaults and mean nothing alone.
 */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Names the S3 variables missing when some are given; empty when all or none are. */
function missingS3Variables(given: Record<string, unknown>): string[] {
  const named = [...S3_REQUIRED, 'S3_ENDPOINT'].some((name) => given[name] !== undefined);
  return named ? S3_REQUIRED.filter((name) => given[name] === undefined) : [];
}

function s3Settings(env: z.output<typeof environment>) {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? true,
  };
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof environment>) {
  return {
    port: env.PORT,
    basePath: env.BASE_PATH,
    /** Origin used in links sent by e-mail. */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** Whether PUBLIC_URL was set; without it, addresses printed for students follow the request. */
    publicUrlGiven: env.PUBLIC_URL !== undefined,
    dataDir: resolve(REPO_ROOT, env.DATA_DIR),
    /** Covers, pages, videos and subtitles, served by the content host under `${basePath}cms/resdl/`. */
    contentDir: resolve(REPO_ROOT, env.DATA_DIR, 'content'),
    /** Where answers point for content files: a separate host or CDN when set, else this server's content host. */
    contentBaseUrl: env.CONTENT_BASE_URL
      ? `${env.CONTENT_BASE_URL.replace(/\/+$/, '')}/`
      : `${env.BASE_PATH}cms/resdl/`,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    variant: env.APP_VARIANT,
    v2Url: env.V2_URL ?? null,
    /** Signs the codes of the switch to version 2 and checks those arriving from it; without it /ssologin refuses every code. */
    ssoSecret: env.SSO_SHARED_SECRET ?? null,
    contactUrl: env.CONTACT_URL ?? null,
    links: {
      subscription: env.SUBSCRIPTION_URL ?? null,
      privacy: env.PRIVACY_URL ?? null,
      cookies: env.COOKIES_URL ?? null,
      terms: env.TERMS_URL ?? null,
    },
    logLevel: env.LOG_LEVEL,
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3_600_000,
    webDist: resolve(REPO_ROOT, env.WEB_DIST),
    /** Whether this process runs the background jobs (the weekly auto-assignment) besides answering requests. */
    jobs: env.JOBS ?? true,
    /** Passed to Fastify: which proxies' X-Forwarded-For decides `request.ip` (sign-in limits are per address). */
    trustProxy: env.TRUST_PROXY,
    /**
     * A client that has not sent its headers, or its whole request, within these is answered 408
     * and disconnected (a client trickling a body a byte at a time holds a connection no longer).
     */
    timeouts: {
      headersMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      requestMs: env.REQUEST_TIMEOUT_MS,
    },
    /** Where the server may fetch from on a school's behalf though the address is private (see `privateOrigins`). */
    outbound: { privateOrigins: env.OUTBOUND_PRIVATE_ORIGINS },
    /** Where recordings live: this bucket when set, else the folder `DATA_DIR/recordings`. */
    s3: s3Settings(env),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; a bad variable stops the start with a message that names it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty assignment (`PORT=` in an env file) means "not set", so the default applies.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable ${problems.join('; ')}`);
  }
  const missing = missingS3Variables(given);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variable ${missing.join(', ')}: an S3 bucket for recordings needs ${S3_REQUIRED.join(', ')} together`,
    );
  }
  return toConfig(parsed.data);
}

/** Reads `.env` at the repository root when there is one; variables already set in the environment win. */
export function loadEnvFile(): void {
  const file = join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
