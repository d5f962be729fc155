import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.basePath).toBe('/');
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(config.variant).toBe('global');
    expect(config.tokenTtlMs).toBe(12 * 3_600_000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jobs).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.outbound.privateOrigins).toEqual([]);
    expect(config.timeouts).toEqual({ headersMs: 20_000, requestMs: 120_000 });
  });

  it('reads how long a client may take over its headers and its request, the headers within the request', () => {
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '2000' }).timeouts).toEqual({
      headersMs: 500,
      requestMs: 2000,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '2000' }).timeouts.headersMs).toBe(2000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow();
  });

  it("reads the private origins the server may fetch from on a school's behalf", () => {
    const config = loadConfig({ OUTBOUND_PRIVATE_ORIGINS: 'https://ID.district.example, http://10.1.2.3:8080/' });
    expect(config.outbound.privateOrigins).toEqual(['https://id.district.example', 'http://10.1.2.3:8080']);
  });

  it.each(['https://id.district.example/oidc', 'ftp://id.district.example', 'http://user:secret@10.1.2.3'])(
    'refuses %s as a private origin: an origin is a scheme, a host and a port',
    (value) => {
      expect(() => loadConfig({ OUTBOUND_PRIVATE_ORIGINS: value })).toThrow(
        /Invalid environment variable OUTBOUND_PRIVATE_ORIGINS/,
      );
    },
  );

  it.each([
    ['true', true],
    ['false', false],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7, ::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
  ])('reads TRUST_PROXY=%s', (given, expected) => {
    expect(loadConfig({ TRUST_PROXY: given }).trustProxy).toEqual(expected);
  });

  it.each([
    ['lms', '/lms/'],
    ['/lms', '/lms/'],
    ['lms/', '/lms/'],
    ['//a/b//', '/a/b/'],
    ['/', '/'],
  ])('normalises BASE_PATH %s to %s', (given, expected) => {
    expect(loadConfig({ BASE_PATH: given }).basePath).toBe(expected);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', SEED_DEMO: ' ' }).port).toBe(3000);
  });

  it('reads flags and durations', () => {
    const config = loadConfig({ SEED_DEMO: 'false', TOKEN_TTL_HOURS: '2', APP_VARIANT: 'americas', JOBS: 'false' });
    expect(config.seedDemo).toBe(false);
    expect(config.jobs).toBe(false);
    expect(config.tokenTtlMs).toBe(2 * 3_600_000);
    expect(config.variant).toBe('americas');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_VARIANT', 'europe'],
    ['DATABASE_URL', 'mysql://localhost/lms'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_TTL_HOURS', '-1'],
    ['V2_URL', 'not a url'],
    ['BASE_PATH', '/l m s/'],
    ['TRUST_PROXY', 'my-balancer'],
    ['TRUST_PROXY', '10.0.0.0/8,'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid environment variable ${name}:`));
  });

  describe('the S3 bucket for recordings', () => {
    const bucket = {
      S3_BUCKET: 'lms-recordings',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('is off by default: recordings stay in DATA_DIR/recordings', () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toBeNull();
    });

    it('reads a bucket with its keys, path-style and us-east-1 unless told', () => {
      expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'lms-recordings',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
      expect(loadConfig({ ...bucket, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        region: 'eu-west-1',
        forcePathStyle: false,
      });
    });

    it.each([
      [{ S3_BUCKET: 'lms-recordings' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
      [{ S3_BUCKET: 'lms-recordings', S3_ACCESS_KEY_ID: 'key-id' }, 'S3_SECRET_ACCESS_KEY'],
      [{ S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    ])('refuses %j, naming %s', (given, missing) => {
      expect(() => loadConfig(given)).toThrow(
        `Invalid environment variable ${missing}: an S3 bucket for recordings needs`,
      );
    });

    it.each([
      ['S3_BUCKET', 'Not_A_Bucket'],
      ['S3_ENDPOINT', 'ftp://files.example.com'],
      ['S3_REGION', 'Europe West'],
      ['S3_FORCE_PATH_STYLE', 'sometimes'],
    ])('names the bad variable %s=%s', (name, value) => {
      expect(() => loadConfig({ ...bucket, [name]: value })).toThrow(
        new RegExp(`Invalid environment variable ${name}:`),
      );
    });
  });
});
