import { ENGINE_ENDPOINTS, type EngineScreen, listMyEngines } from '@zhiyu/contract/modules/admin/engine';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import * as svc from './service.ts';

/**
 * /ai-admin/nlp-engine/* (/aiadmin/nlp) and /ai-admin/speech-engine/* (/aiadmin/speechengine): the
 * same handlers, each screen under its own codes and limited to its own kinds. Operator only.
 */
function screenRoutes(app: FastifyInstance, screen: EngineScreen) {
  const api = ENGINE_ENDPOINTS[screen];
  route(app, api.list, ({ ctx, req, query }) => svc.listEngines(ctx, req, screen, query));
  route(app, api.create, ({ ctx, req, body }) => svc.createEngine(ctx, req, body));
  route(app, api.update, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateEngine(ctx, req, screen, id, input);
  });
  route(app, api.remove, ({ ctx, req, body }) => svc.deleteEngine(ctx, req, screen, body.id, body.cascade));
  route(app, api.test, ({ ctx, req, body }) => svc.testEngine(ctx, req, screen, body.id));
  route(app, api.assign, ({ ctx, req, body }) => svc.assignEngine(ctx, req, screen, body.id, body.tenantIds));
  route(app, api.tenants, ({ ctx, req }) => svc.tenantOptions(ctx, req));
}

export default function engineRoutes(app: FastifyInstance) {
  screenRoutes(app, 'nlp');
  screenRoutes(app, 'speech');
  // Any user of a tenant: the engines assigned to the session's current tenant.
  route(app, listMyEngines, ({ ctx, req, query }) => svc.enginesForTenant(ctx.db, scope(req).tenantId, query.kind));
}
