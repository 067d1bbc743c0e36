import { INGEST_STREAM_PATH, ingestEvents } from '@zhiyu/contract/modules/aihelper/ingest';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { type Channel, ingest } from './deliver.ts';
import { signedChannel, streamChannel } from './verify.ts';

/** POST /aihelper-api/ingest/events, and the same over a WebSocket stream (docs/aihelper-ingest.md). */
export default function ingestRoutes(app: FastifyInstance) {
  route(app, ingestEvents, async ({ ctx, body, req }) => ingest(app, await signedChannel(ctx, req), body));

  app.register(async (scoped) => {
    scoped.get(INGEST_STREAM_PATH, { websocket: true }, async (ws, req) => {
      const lang = langOf(req);
      ws.on('error', (err) => req.log.debug({ err: err.message }, 'ingest stream error'));
      let channel: Channel;
      try {
        channel = await streamChannel(app.ctx, req);
      } catch (e) {
        const code = e instanceof AppError ? e.code : '190003';
        ws.close(4401, code);
        return;
      }
      // One frame at a time, in the order sent: each answered before the next is read.
      let queue = Promise.resolve();
      ws.on('message', (data) => {
        queue = queue.then(async () => {
          let ref: unknown = null;
          try {
            const frame = JSON.parse(data.toString()) as { ref?: unknown };
            ref = typeof frame?.ref === 'string' ? frame.ref.slice(0, 64) : null;
            const result = await ingest(app, channel, frame);
            ws.send(JSON.stringify({ ref, code: '000000', data: result }));
          } catch (e) {
            const err = e instanceof AppError ? e : new AppError('190004', { params: { field: 'events' } });
            if (!(e instanceof AppError) && !(e instanceof SyntaxError))
              req.log.error({ err: e }, 'ingest frame failed');
            ws.send(JSON.stringify({ ref, ...errorBody(err, lang) }));
          }
        });
      });
    });
  });
}
