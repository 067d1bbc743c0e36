import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { contentType, IMAGE_MIMES, isMarkup } from './sniff.ts';
import { firstChunk, readStream, type StoredFile } from './store.ts';

/**
 * Headers of every response carrying a stored user file, whatever its type: the browser may not
 * guess another type, and a file opened as a page runs no script, loads nothing and gets an
 * opaque origin (so it cannot read the console's tokens).
 */
export const USER_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/** `Content-Disposition` of a download, with the file's name (UTF-8, RFC 5987). */
export const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The `Content-Type` of a download for a stored type: markup (HTML, XML, SVG, scripts) is sent
 * as application/octet-stream, whatever the row says.
 */
export const downloadType = (mime: string) => (isMarkup(mime) ? 'application/octet-stream' : mime);

/** Only raster images (as sniffed) are ever shown inline; everything else is a download. */
export const isInline = (mime: string) => IMAGE_MIMES.includes(mime);

/**
 * Sends a stored file by its id-as-permission address. The type is decided from the stored bytes
 * now (`contentType`), not from the row: a row written before uploads were typed by content (an
 * `image/svg+xml` or `text/html`, or an HTML file declared as image/png) is still served safely.
 * Raster images go inline; anything else is an attachment. The first chunk read for the decision
 * is the first chunk sent.
 */
export async function sendStoredFile(reply: FastifyReply, db: Db, f: StoredFile) {
  const first = await firstChunk(db, f.id);
  const type = await contentType(first.data);
  reply.headers({
    ...USER_FILE_HEADERS,
    'content-type': type,
    'content-disposition': isInline(type) ? 'inline' : attachment(f.name),
  });
  return reply.send(readStream(db, f.id, first));
}
