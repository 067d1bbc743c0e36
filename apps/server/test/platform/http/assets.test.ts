import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAssets } from '../../../src/platform/http/assets.ts';

// A build's hashed files, served from memory (platform/http/assets.ts), beside the static files.
const dist = path.join(os.tmpdir(), `zhiyu-assets-${randomBytes(4).toString('hex')}`);
const big = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'board-abc123.js'), big);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'assets', 'texts-zh-CN-abc123.json'), '{"a":"知语"}');
  writeFileSync(path.join(dist, 'assets', 'notes-abc123.txt'), 'plain');
  app = Fastify();
  await app.register(fastifyStatic, { root: dist, wildcard: true, index: false });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: '100404' }));
  const zipped = installAssets(app, dist);
  // Written after start: not in memory, so it comes from the disk.
  writeFileSync(path.join(dist, 'assets', 'late-abc123.js'), 'export const late = 1;\n');
  await zipped;
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web assets', () => {
  it('serves a built file as it is, typed and cached for a year', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/board-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(big);
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-encoding']).toBeUndefined();
    const texts = await app.inject({ method: 'GET', url: '/assets/texts-zh-CN-abc123.json' });
    expect([texts.headers['content-type'], texts.json()]).toEqual(['application/json; charset=utf-8', { a: '知语' }]);
  });

  it('sends the gzip copy to a client that accepts it, and a small file as it is', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/assets/board-abc123.js',
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('accept-encoding');
    expect(r.rawPayload.length).toBeLessThan(big.length / 2);
    expect(gunzipSync(r.rawPayload).toString()).toBe(big);
    const tiny = await app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect([tiny.headers['content-encoding'], tiny.body]).toEqual([undefined, 'export {};\n']);
  });

  it('leaves other files to the static files, and an unknown name gets their 404', async () => {
    const late = await app.inject({ method: 'GET', url: '/assets/late-abc123.js' });
    expect([late.statusCode, late.body]).toEqual([200, 'export const late = 1;\n']);
    const txt = await app.inject({ method: 'GET', url: '/assets/notes-abc123.txt' });
    expect([txt.statusCode, txt.body]).toEqual([200, 'plain']);
    const missing = await app.inject({ method: 'GET', url: '/assets/nope-abc123.js' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { code: '100404' }]);
  });
});
