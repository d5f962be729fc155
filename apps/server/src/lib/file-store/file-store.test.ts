import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createFileStore } from './create-file-store.js';
import type { FileStore } from './file-store.js';
import { createFolderStore } from './folder-store.js';
import { createS3Store, objectUrl } from './s3-store.js';
import { type LocalS3, startLocalS3 } from './test-s3-server.js';

/** Bytes that differ at every position, so a range read from the wrong place shows. */
function pattern(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 256);
}

/** Stores may answer a Buffer: compare bytes as plain Uint8Arrays. */
const plain = (bytes: Uint8Array | null) => (bytes === null ? null : new Uint8Array(bytes));

const UNSAFE_KEYS = [
  '../escape.ogg',
  'recordings/../../etc/passwd',
  '/absolute.ogg',
  'a//b.ogg',
  '',
  'a b.ogg',
  '.hidden',
];

let local: LocalS3;
let folder: string;
beforeAll(async () => {
  local = await startLocalS3();
  folder = mkdtempSync(join(tmpdir(), 'lms-test-files-'));
});
afterAll(async () => {
  await local?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['folder', () => createFolderStore(folder)],
  ['S3-compatible bucket', () => createS3Store(local.settings)],
];

describe.each(stores)('the file store in a %s', (_, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps what is put and gives it back whole', async () => {
    const bytes = pattern(70_000);
    await store.put('recordings/1/2/whole.ogg', bytes, 'audio/ogg');
    expect(plain(await store.read('recordings/1/2/whole.ogg'))).toEqual(bytes);
    const file = await store.get('recordings/1/2/whole.ogg');
    expect(file?.size).toBe(70_000);
    expect(new Uint8Array(await buffer(file!.body))).toEqual(bytes);
  });

  it('answers a range with those bytes and the whole size', async () => {
    const bytes = pattern(50_000);
    await store.put('recordings/1/2/ranged.webm', bytes, 'audio/webm');
    const middle = await store.get('recordings/1/2/ranged.webm', { start: 1000, end: 40_999 });
    expect(middle?.size).toBe(50_000);
    expect(new Uint8Array(await buffer(middle!.body))).toEqual(bytes.subarray(1000, 41_000));
    const first = await store.get('recordings/1/2/ranged.webm', { start: 0, end: 0 });
    expect(new Uint8Array(await buffer(first!.body))).toEqual(bytes.subarray(0, 1));
    const last = await store.get('recordings/1/2/ranged.webm', { start: 49_990, end: 49_999 });
    expect(new Uint8Array(await buffer(last!.body))).toEqual(bytes.subarray(49_990));
  });

  it('cuts a range running past the end at the end', async () => {
    const bytes = pattern(100);
    await store.put('recordings/short.ogg', bytes, 'audio/ogg');
    const tail = await store.get('recordings/short.ogg', { start: 90, end: 5000 });
    expect(tail?.size).toBe(100);
    expect(new Uint8Array(await buffer(tail!.body))).toEqual(bytes.subarray(90));
  });

  it('gives nothing but the size for a range starting past the end', async () => {
    await store.put('recordings/tiny.ogg', pattern(100), 'audio/ogg');
    const past = await store.get('recordings/tiny.ogg', { start: 200, end: 300 });
    expect(past?.size).toBe(100);
    expect((await buffer(past!.body)).length).toBe(0);
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('recordings/again.ogg', pattern(300), 'audio/ogg');
    await store.put('recordings/again.ogg', Uint8Array.of(1, 2, 3), 'audio/ogg');
    expect(plain(await store.read('recordings/again.ogg'))).toEqual(Uint8Array.of(1, 2, 3));
    expect((await store.get('recordings/again.ogg'))?.size).toBe(3);
  });

  it('keeps an empty file', async () => {
    await store.put('recordings/empty.wav', new Uint8Array(0), 'audio/wav');
    expect(plain(await store.read('recordings/empty.wav'))).toEqual(new Uint8Array(0));
    expect((await store.get('recordings/empty.wav'))?.size).toBe(0);
  });

  it('answers null for a file that is not there, ranged or not', async () => {
    expect(await store.get('recordings/none/missing.ogg')).toBeNull();
    expect(await store.get('recordings/none/missing.ogg', { start: 0, end: 9 })).toBeNull();
    expect(plain(await store.read('recordings/none/missing.ogg'))).toBeNull();
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await store.put('recordings/gone.ogg', pattern(10), 'audio/ogg');
    await store.remove('recordings/gone.ogg');
    expect(plain(await store.read('recordings/gone.ogg'))).toBeNull();
    expect(await store.get('recordings/gone.ogg')).toBeNull();
    await expect(store.remove('recordings/gone.ogg')).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)('refuses the unsafe key %j everywhere', async (key) => {
    await expect(store.put(key, pattern(4), 'audio/ogg')).rejects.toThrow(/unsafe file store key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe file store key/);
    await expect(store.read(key)).rejects.toThrow(/unsafe file store key/);
    await expect(store.remove(key)).rejects.toThrow(/unsafe file store key/);
  });
});

describe('the S3-compatible store', () => {
  it('stores the content type given', async () => {
    const store = createS3Store(local.settings);
    await store.put('recordings/typed.m4a', pattern(20), 'audio/mp4');
    const signer = new AwsClient({ ...local.settings, service: 's3', retries: 0 });
    const response = await signer.fetch(objectUrl(local.settings, 'recordings/typed.m4a'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mp4');
  });

  it('signs every request: an unknown access key is refused and changes nothing', async () => {
    const good = createS3Store(local.settings);
    const forged = createS3Store({ ...local.settings, accessKeyId: 'SOMEONE-ELSE' });
    await good.put('recordings/signed.ogg', pattern(8), 'audio/ogg');
    await expect(forged.put('recordings/signed.ogg', pattern(3), 'audio/ogg')).rejects.toThrow(
      /PUT recordings\/signed\.ogg answered 403 \(InvalidAccessKeyId\)/,
    );
    await expect(forged.read('recordings/signed.ogg')).rejects.toThrow(/403/);
    await expect(forged.remove('recordings/signed.ogg')).rejects.toThrow(/403/);
    expect(plain(await good.read('recordings/signed.ogg'))).toEqual(pattern(8));
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const store = createS3Store({ ...local.settings, bucket: 'no-such-bucket' });
    await expect(store.read('recordings/any.ogg')).rejects.toThrow(/NoSuchBucket/);
    await expect(store.put('recordings/any.ogg', pattern(3), 'audio/ogg')).rejects.toThrow(/NoSuchBucket/);
  });

  it('reports a service out of reach as an error', async () => {
    const store = createS3Store({ ...local.settings, endpoint: 'http://127.0.0.1:1' });
    await expect(store.read('recordings/any.ogg')).rejects.toThrow(/file store: GET recordings\/any\.ogg failed/);
  });

  it('addresses objects path-style or virtual-hosted', () => {
    const settings = { endpoint: 'https://s3.example.com', bucket: 'lms-audio' };
    expect(objectUrl({ ...settings, forcePathStyle: true }, 'recordings/1/a.ogg').href).toBe(
      'https://s3.example.com/lms-audio/recordings/1/a.ogg',
    );
    expect(objectUrl({ ...settings, forcePathStyle: false }, 'recordings/1/a.ogg').href).toBe(
      'https://lms-audio.s3.example.com/recordings/1/a.ogg',
    );
    expect(
      objectUrl({ ...settings, endpoint: 'http://10.0.0.5:9000/storage/', forcePathStyle: true }, 'x.ogg').href,
    ).toBe('http://10.0.0.5:9000/storage/lms-audio/x.ogg');
  });
});

describe('createFileStore', () => {
  it('keeps recordings in DATA_DIR/recordings unless a bucket is configured', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-test-data-'));
    try {
      const store = createFileStore(loadConfig({ DATA_DIR: dataDir }));
      expect(store.kind).toBe('folder');
      await store.put('recordings/x.ogg', pattern(5), 'audio/ogg');
      expect(plain(await createFolderStore(join(dataDir, 'recordings')).read('recordings/x.ogg'))).toEqual(pattern(5));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the bucket the S3 variables name', async () => {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = local.settings;
    const store = createFileStore(
      loadConfig({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      }),
    );
    expect(store.kind).toBe('s3');
    await store.put('recordings/configured.ogg', pattern(6), 'audio/ogg');
    expect(plain(await createS3Store(local.settings).read('recordings/configured.ogg'))).toEqual(pattern(6));
  });
});
