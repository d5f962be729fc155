import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type ByteRange, type FileStore, type StoredFile } from './file-store.js';

/** Where the bucket is and how to sign requests to it (from the `S3_*` variables). */
export interface S3Settings {
  /** The service's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (most self-hosted servers) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/** How long a request may wait for the service's answer to begin; a body then streams at the reader's pace. */
const ANSWER_TIMEOUT_MS = 15_000;
/** Tries after a 5xx or 429 answer, with a growing random pause. */
const RETRIES = 2;

export class FileStoreError extends Error {
  override name = 'FileStoreError';
}

/** The object's address: path style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`). */
export function objectUrl(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const base = new URL(settings.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  if (settings.forcePathStyle) {
    base.pathname = `${basePath}/${encodeURIComponent(settings.bucket)}/${encodedKey}`;
  } else {
    base.hostname = `${settings.bucket}.${base.hostname}`;
    base.pathname = `${basePath}/${encodedKey}`;
  }
  return base;
}

/** `bytes 0-99/1234` (or `bytes *\/1234`) → 1234; null when the header is missing or names no size. */
function sizeFromContentRange(header: string | null): number | null {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

/** `bytes 0-99/1234` → the part sent and the whole size. */
function sentRange(header: string | null): { start: number; end: number; size: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

function bodyOf(response: Response): Readable {
  return response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
}

/**
 * Files in an S3-compatible bucket, signed with AWS Signature Version 4 (each request's body
 * hashed and signed too). Ranges are asked of the service, so a player seeking in a long
 * recording fetches only what it plays.
 */
export function createS3Store(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });

  /** Sends one request; the timeout covers the wait for the answer's head, not the reading of its body. */
  async function send(key: string, init: RequestInit): Promise<Response> {
    assertSafeKey(key);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ANSWER_TIMEOUT_MS);
    try {
      return await client.fetch(objectUrl(settings, key), { ...init, signal: controller.signal });
    } catch (error) {
      throw new FileStoreError(`file store: ${init.method ?? 'GET'} ${key} failed`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Throws for an answer that is not a success, naming the S3 error code (never the body as a whole). */
  async function refuse(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'no error code';
    throw new FileStoreError(`file store: ${what} answered ${response.status} (${code})`);
  }

  async function discard(response: Response): Promise<void> {
    await response.body?.cancel().catch(() => undefined);
  }

  /** A 404 is a missing file, unless it is the bucket that is missing. */
  async function missing(response: Response, what: string): Promise<null> {
    const text = await response.text().catch(() => '');
    if (text.includes('<Code>NoSuchBucket</Code>')) {
      throw new FileStoreError(`file store: ${what} answered 404 (NoSuchBucket)`);
    }
    return null;
  }

  async function head(key: string): Promise<number | null> {
    const response = await send(key, { method: 'HEAD' });
    await discard(response);
    if (response.status === 404) return null;
    if (!response.ok) return refuse(response, `HEAD ${key}`);
    return Number(response.headers.get('content-length') ?? 0);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) return refuse(response, `PUT ${key}`);
      await discard(response);
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send(key, { method: 'GET', headers });
      if (response.status === 404) return missing(response, `GET ${key}`);
      if (response.status === 416 && range) {
        // A range starting past the end: like a file read from there, nothing.
        await discard(response);
        const size = sizeFromContentRange(response.headers.get('content-range')) ?? (await head(key));
        return size === null ? null : { size, body: Readable.from([]) };
      }
      if (!response.ok) return refuse(response, `GET ${key}`);
      if (!range) {
        const size = Number(response.headers.get('content-length') ?? Number.NaN);
        if (!Number.isFinite(size)) {
          await discard(response);
          throw new FileStoreError(`file store: GET ${key} answered without its size`);
        }
        return { size, body: bodyOf(response) };
      }
      const sent = response.status === 206 ? sentRange(response.headers.get('content-range')) : null;
      if (sent && sent.start === range.start && sent.end <= range.end)
        return { size: sent.size, body: bodyOf(response) };
      // The whole object (a service that ignores ranges), or a part other than the one asked for:
      // cut the range out of what came, which must hold it.
      const bytes = new Uint8Array(await response.arrayBuffer());
      const from = sent?.start ?? 0;
      const size = sent?.size ?? bytes.length;
      const end = Math.min(range.end, size - 1);
      if (range.start < from || end - from >= bytes.length) {
        throw new FileStoreError(`file store: GET ${key} answered another range than asked`);
      }
      return { size, body: Readable.from([bytes.subarray(range.start - from, end - from + 1)]) };
    },

    async read(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return missing(response, `GET ${key}`);
      if (!response.ok) return refuse(response, `GET ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },

    async remove(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) return refuse(response, `DELETE ${key}`);
      await discard(response);
    },
  };
}
