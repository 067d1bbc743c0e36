import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '@zhiyu/contract/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runtimeConfig } from '../config.ts';
import { installAssets } from './assets.ts';
import { AppError, errorBody, langOf } from './errors.ts';

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0];
  return API_PREFIXES.some((x) => p === x || p.startsWith(`${x}/`));
}

function wantsHtml(req: FastifyRequest): boolean {
  return req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
}

/** Built web app with SPA fallback, runtime config for the client, and the API 404 envelope. */
export async function installWeb(app: FastifyInstance) {
  const { config } = app.ctx;
  const script = `window.__ZHIYU_CONFIG__ = ${JSON.stringify(runtimeConfig(config))};\n`;
  app.get('/runtime-config.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
  const dist = config.WEB_DIST;
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      // Vite's hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    void installAssets(app, dist);
  }
  app.setNotFoundHandler((req, reply) => {
    if (!isApiPath(req.url) && wantsHtml(req)) {
      if (hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).type('text/plain; charset=utf-8').send('web app not built: run `npm run build`');
    }
    return reply.code(404).send(errorBody(new AppError('100404'), langOf(req)));
  });
}
