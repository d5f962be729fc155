import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-store.js';

/** The credentials the local server checks every signature against. */
const LOCAL_KEY = 'S3RVER';

export interface LocalS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for tests: it listens on a free loopback port, keeps its objects
 * in a throw-away folder and verifies each request's Signature Version 4.
 */
export async function startLocalS3(bucket = 'recordings-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lms-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: LOCAL_KEY,
      secretAccessKey: LOCAL_KEY,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
