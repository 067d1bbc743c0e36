import { createHash } from 'node:crypto';
import { WIDGET_PATH } from '@zhiyu/contract/modules/aitext/chat';
import { buildWidget } from '@zhiyu/widget/build';
import type { FastifyInstance } from 'fastify';

let built: Promise<{ code: string; etag: string }> | undefined;

/**
 * The widget script at a stable address (/newaitext/widget.js). It is built from apps/widget on the
 * first request and kept for the life of the process, as the server itself runs from its sources:
 * nothing to build before `npm start`, and never a stale copy. Pages cache it for five minutes,
 * then revalidate by ETag.
 */
export default function widgetRoutes(app: FastifyInstance) {
  app.get(WIDGET_PATH, async (req, reply) => {
    built ??= buildWidget().then((code) => ({
      code,
      etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 20)}"`,
    }));
    const { code, etag } = await built.catch((e) => {
      built = undefined;
      throw e;
    });
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/javascript; charset=utf-8').send(code);
  });
}
