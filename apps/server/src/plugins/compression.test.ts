import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../lib/answer-cache.js';
import { COMPRESS_ABOVE_BYTES, installCompression } from './compression.js';

const BIG = { record: Array.from({ length: 200 }, (_, i) => ({ stuid: i, name: `Student ${i}` })) };
const SMALL = { status: 'success', count: 3 };
const KEPT = JSON.stringify({ record: Array.from({ length: 300 }, (_, i) => ({ resourceid: i, title: `Book ${i}` })) });

async function compressingApp() {
  const answers = createAnswerCache(1024 * 1024);
  const app = Fastify();
  await installCompression(app, answers);
  app.get('/big', async () => BIG);
  app.get('/small', async () => SMALL);
  app.get('/kept', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await answers.get('kept', async () => KEPT)),
  );
  return { app, answers };
}

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('compressed JSON answers', () => {
  it('compresses an answer above the threshold in the encoding the client prefers', async () => {
    const { app } = await compressingApp();
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.1', 'gzip'],
    ] as const) {
      const response = await app.inject({ url: '/big', headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decoded(response))).toEqual(BIG);
    }
    await app.close();
  });

  it('sends small answers, and answers to clients that take no compression, as they are', async () => {
    const { app } = await compressingApp();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(SMALL);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const big = await app.inject({ url: '/big', headers });
      expect(big.headers['content-encoding']).toBeUndefined();
      expect(big.json()).toEqual(BIG);
    }
    await app.close();
  });

  it('sends a kept answer as its kept compressed copy, the same bytes every time', async () => {
    const { app, answers } = await compressingApp();
    const first = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(first)).toBe(KEPT);
    const body = await answers.get('kept', async () => 'not built again');
    const copy = await answers.compressed(body, 'br');
    expect(first.rawPayload.equals(copy!)).toBe(true);
    expect(second.rawPayload.equals(copy!)).toBe(true);
    const gzip = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals((await answers.compressed(body, 'gzip'))!)).toBe(true);
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(KEPT);
    await app.close();
  });
});
