import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '@zhiyu/contract/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runtimeConfig } from '../config.ts';
import { installAssets } from './assets.ts';
import { AppError, errorBody, langOf } from './errors.ts';

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0];
  return API_PREFIXES.some((x) => p === x || p.startsWith(`${x}/`));
}

function wantsHtml(req: FastifyRequest): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
}

/**
 * Whether a GET that matched no file is a console address, answered with the app shell. Browsers
 * ask for pages with `Accept: text/html`; link previews, load balancers and curl often do not, so
 * without it every other path counts too, except what can only be a missing file: anything under
 * /assets/ and names with an extension (a stale chunk must get a 404, not a page).
 */
export function isConsolePath(req: FastifyRequest): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.url)) return false;
  if (wantsHtml(req)) return true;
  const p = req.url.split('?')[0];
  if (p.startsWith('/assets/')) return false;
  return !/\.[A-Za-z0-9]+$/.test(p.slice(p.lastIndexOf('/') + 1));
}

/**
 * The Content-Security-Policy of the console's pages: they may be framed by the console itself and
 * by the host origins of EMBED_ALLOWED_ORIGINS, by nobody else. It replaces X-Frame-Options, which
 * cannot name origins (and is never sent, so the two cannot disagree).
 */
export function frameAncestors(origins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...origins].join(' ')}`;
}

/** Built web app with SPA fallback, runtime config for the client, and the API 404 envelope. */
export async function installWeb(app: FastifyInstance) {
  const { config } = app.ctx;
  const script = `window.__ZHIYU_CONFIG__ = ${JSON.stringify(runtimeConfig(config))};\n`;
  const csp = frameAncestors(config.EMBED_ALLOWED_ORIGINS);
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
        if (file.endsWith('.html')) reply.header('content-security-policy', csp);
      },
    });
    void installAssets(app, dist);
  }
  /** The app shell: the client routes every console address itself (requirements §2). */
  const sendShell = (reply: FastifyReply) => {
    if (hasWeb) {
      return reply.header('cache-control', 'no-cache').header('content-security-policy', csp).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('web app not built: run `npm run build`');
  };
  // `/` would otherwise reach the static files' wildcard as their root folder, refused there (403)
  // because folders are not listed. The client sends it on to /login, or home when signed in.
  app.get('/', (_req, reply) => sendShell(reply));
  app.setNotFoundHandler((req, reply) => {
    if (isConsolePath(req)) return sendShell(reply);
    return reply.code(404).send(errorBody(new AppError('100404'), langOf(req)));
  });
}
