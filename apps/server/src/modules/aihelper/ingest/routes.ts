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
      // Frames may arrive while the handshake is still being checked: the handler is attached at
      // once and every frame waits for the check, then they are taken one at a time in order.
      const verified = streamChannel(app.ctx, req).then(
        (c): Channel | null => c,
        (e) => {
          ws.close(4401, e instanceof AppError ? e.code : '190003');
          return null;
        },
      );
      let queue: Promise<unknown> = verified;
      ws.on('message', (data) => {
        queue = queue.then(async () => {
          const channel = await verified;
          if (!channel) return;
          let ref: unknown = null;
          try {
            const frame = JSON.parse(data.toString()) as { ref?: unknown };
            ref = typeof frame?.ref === 'string' ? frame.ref.slice(0, 64) : null;
            const result = await ingest(app, channel, frame);
            ws.send(JSON.stringify({ ref, code: '000000', data: result }));
          } catch (e) {
            // A frame that is not JSON is a bad batch; anything else unexpected is the server's fault.
            let err = e instanceof AppError ? e : new AppError('500000');
            if (e instanceof SyntaxError) err = new AppError('190004', { params: { field: 'events' } });
            else if (!(e instanceof AppError)) req.log.error({ err: e }, 'ingest frame failed');
            ws.send(JSON.stringify({ ref, ...errorBody(err, lang) }));
          }
        });
      });
    });
  });
}
