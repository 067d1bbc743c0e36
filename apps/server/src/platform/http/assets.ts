import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content types of the files a web build puts under assets/; any other file is left to @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** Files smaller than this go as they are: compressing them saves less than the header costs. */
const GZIP_MIN_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  body: Buffer;
  /** Filled in the background after start; until then the file goes uncompressed. */
  gzipped?: Buffer;
}

/** The build's hashed files under `dir`, read once: name → body and type. */
function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return assets;
  }
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    const file = path.join(dir, name);
    if (type && statSync(file).isFile()) assets.set(name, { type, body: readFileSync(file) });
  }
  return assets;
}

/**
 * Serves the web build's hashed files (`/assets/<name>`) from memory. A page load asks for about a
 * hundred of them at once over six connections; answering each from a buffer instead of a file
 * stream takes the server's time per file from about 2 ms to well under one, which the first
 * screen of a board waits on (docs/aicall-board-speed.md). The names carry a content hash, so a
 * file never changes under its name: cached for a year, immutable. Gzip copies are made once, in
 * the background, and sent to clients that accept them. A name not in the build falls through to
 * the static files (and their 404). Resolves once every gzip copy is made (tests wait for it).
 */
export function installAssets(app: FastifyInstance, dist: string): Promise<void> {
  const assets = readAssets(path.join(dist, 'assets'));
  const pack = promisify(gzip);
  const zipped = (async () => {
    for (const a of assets.values()) {
      if (a.body.length >= GZIP_MIN_BYTES) a.gzipped = await pack(a.body).catch(() => undefined);
    }
  })();
  // Not logged per request: a page load asks for a hundred files; failures still are (warn).
  app.get(
    '/assets/:name',
    { logLevel: 'warn' },
    (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const asset = assets.get(req.params.name);
      if (!asset) return reply.sendFile(`assets/${req.params.name}`);
      reply.header('content-type', asset.type).header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
      const gz = asset.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gz) reply.header('content-encoding', 'gzip');
      return reply.send(gz ? asset.gzipped : asset.body);
    },
  );
  return zipped;
}
