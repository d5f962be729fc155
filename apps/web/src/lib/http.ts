import { type ErrorCode, isErrorCode, LIMITS } from '@lms/shared/plain';
import { apiBase } from './config';

/** Status 0 means no usable response arrived (network failure, timeout, unreadable body). */
/** `details` carries what the server said beyond the code, e.g. an import's failing rows. */
export type Failure = { ok: false; status: number; code: ErrorCode; details?: unknown };
export type HttpResult<T> = { ok: true; data: T } | Failure;

/** What a generic authorised GET can bring back. A PDF has already been opened in a new tab. */
export type Download =
  | { kind: 'json'; data: unknown }
  | { kind: 'pdf' }
  | { kind: 'file'; blob: Blob; filename: string | null };

/**
 * The signed-in session and the router live above this layer; the app connects them
 * at start so the client can attach the token and react to 401 and 404.
 */
export interface HttpSession {
  token(): string | null;
  isOnLoginRoute(): boolean;
  /** The server no longer accepts the session, for the reason `code` says (ended, or the account suspended): forget it locally. */
  expire(code: ErrorCode): void;
  /** The service cannot answer for now (its database is out of reach): tell the user to try again shortly. */
  unavailable(): void;
  /** Opens the login page, which returns to the page the user was on after they sign in again. */
  signInAgain(): void;
  navigate(path: string): void;
}

type Body = Record<string, unknown>;

interface Exchange<T> {
  body?: Body | FormData;
  json?: boolean;
  accept?: string;
  /** A 404 is the caller's to handle: the page does not depend on this resource. */
  optional?: boolean;
  /** Sent besides the ones every request carries (for example an Idempotency-Key). */
  headers?: Record<string, string>;
  read(response: Response): Promise<T>;
}

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'common.validation',
  401: 'common.unauthorized',
  403: 'common.forbidden',
  404: 'common.not_found',
  413: 'common.payload_too_large',
  429: 'common.rate_limited',
  // A proxy or load balancer in front of the server may answer this with a page of its own.
  503: 'common.unavailable',
};

let session: HttpSession = {
  token: () => null,
  isOnLoginRoute: () => true,
  expire() {},
  unavailable() {},
  signInAgain() {},
  navigate() {},
};
let redirectPending = false;

export function connectHttp(next: HttpSession) {
  session = next;
}

function formBody(body: Body): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form;
}

function headersFor(accept: string, json: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: accept });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json) headers.set('Content-Type', 'application/json');
  return headers;
}

async function problemFrom(response: Response): Promise<{ code: ErrorCode; details?: unknown }> {
  const body = await response.json().catch(() => null);
  if (isErrorCode(body?.code)) return { code: body.code, details: body.details };
  return { code: CODE_FOR_STATUS[response.status] ?? 'common.system_error' };
}

/**
 * Several requests may fail with 401 at once when a session expires; the user is sent
 * to the login page once, after a pause long enough to read why.
 */
function expireSession(code: ErrorCode) {
  session.expire(code);
  if (redirectPending) return;
  redirectPending = true;
  setTimeout(() => {
    redirectPending = false;
    session.signInAgain();
  }, LIMITS.unauthorizedRedirectMs);
}

async function refuse(method: string, path: string, response: Response, optional: boolean): Promise<Failure> {
  const { code, details } = await problemFrom(response);
  // On the login page a 401 is the answer to wrong credentials, not a lost session.
  if (response.status === 401 && !session.isOnLoginRoute()) expireSession(code);
  // Only a missing resource the page stands on leads to the not-found page; business
  // codes answered with 404 (for example "no quiz yet") are for the caller to explain.
  else if (response.status === 404 && code === 'common.not_found' && !optional) session.navigate('/404');
  else {
    // However the page shows the failure, the user learns that trying again shortly will do.
    if (code === 'common.unavailable') session.unavailable();
    console.error(`[http] ${method} ${path} answered ${response.status} (${code})`);
  }
  return details === undefined
    ? { ok: false, status: response.status, code }
    : { ok: false, status: response.status, code, details };
}

async function exchange<T>(method: string, path: string, options: Exchange<T>): Promise<HttpResult<T>> {
  const { body, json = false, accept = 'application/json', optional = false, headers, read } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.requestTimeoutMs);
  try {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: headersFor(accept, json && body !== undefined, headers),
      // A FormData body (a file upload) goes as multipart; fetch sets the boundary itself.
      body: body === undefined || body instanceof FormData ? body : json ? JSON.stringify(body) : formBody(body),
      signal: controller.signal,
    });
    if (!response.ok) return await refuse(method, path, response, optional);
    return { ok: true, data: await read(response) };
  } catch (error) {
    console.error(`[http] ${method} ${path} got no usable response`, error);
    return { ok: false, status: 0, code: 'common.system_error' };
  } finally {
    clearTimeout(timer);
  }
}

const readJson = <T>(response: Response) => response.json() as Promise<T>;

function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  // RFC 6266: the UTF-8 `filename*` (a class name in any script) wins over the ASCII `filename` fallback.
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition) ?? /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

// The new tab needs the blob URL for a while after it opens; a minute is ample.
const PDF_URL_LIFETIME_MS = 60_000;

function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
}

async function readDownload(response: Response, pdfAsFile = false): Promise<Download> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return { kind: 'json', data: await response.json() };
  const blob = await response.blob();
  if (type.includes('application/pdf') && !pdfAsFile) {
    openPdf(blob);
    return { kind: 'pdf' };
  }
  return { kind: 'file', blob, filename: filenameOf(response) };
}

/**
 * The API client (SPEC §8). Every call resolves, never rejects: callers get
 * `{ ok: true, data }` or `{ ok: false, status, code }` with a code to translate.
 */
export const http = {
  get<T>(path: string): Promise<HttpResult<T>> {
    return exchange('GET', path, { read: readJson<T> });
  },
  /** Bodies are form-encoded unless `json` is asked for. */
  post<T>(
    path: string,
    body?: Body,
    options: { json?: boolean; headers?: Record<string, string> } = {},
  ): Promise<HttpResult<T>> {
    return exchange('POST', path, { ...options, body, read: readJson<T> });
  },
  /** Multipart upload: the form carries the file(s) and any other fields. */
  upload<T>(path: string, form: FormData): Promise<HttpResult<T>> {
    return exchange('POST', path, { body: form, read: readJson<T> });
  },
  /** A file; a PDF opens in a new tab unless `pdfAsFile` asks for it as a file to save. */
  download(path: string, options: { optional?: boolean; pdfAsFile?: boolean } = {}): Promise<HttpResult<Download>> {
    return exchange('GET', path, {
      accept: '*/*',
      optional: options.optional,
      read: (response) => readDownload(response, options.pdfAsFile),
    });
  },
};

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}
