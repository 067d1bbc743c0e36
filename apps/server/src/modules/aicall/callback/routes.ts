import * as api from '@zhiyu/contract/modules/aicall/callback';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { appScope } from '../voice/scope.ts';
import * as svc from './service.ts';
import { startCallbackWorker } from './worker.ts';

/** /v1/aicall-web/callback/* — interface settings and the delivery log; every instance delivers. */
export default function callbackRoutes(app: FastifyInstance) {
  route(app, api.getCallback, ({ ctx, req }) => svc.getCallback(ctx, appScope(req)));
  route(app, api.updateCallback, ({ ctx, req, body }) => svc.updateCallback(ctx, appScope(req), body));
  route(app, api.generateCallbackSecret, ({ ctx, req }) => svc.generateSecret(ctx, appScope(req)));
  route(app, api.testCallback, ({ ctx, req }) => svc.testCallback(ctx, appScope(req), langOf(req)));
  route(app, api.listDeliveries, ({ ctx, req, query }) => svc.listDeliveries(ctx, appScope(req), query));
  route(app, api.retryDelivery, ({ ctx, req, body }) => svc.retryDelivery(ctx, appScope(req), body.id));

  let worker: ReturnType<typeof startCallbackWorker> | undefined;
  app.addHook('onReady', async () => {
    worker = startCallbackWorker({ db: app.ctx.db, secret: app.ctx.secret, now: app.ctx.now, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
