import * as api from '@zhiyu/contract/modules/admin/module';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as service from './service.ts';

/** /ai-admin/module/* — the operator's module switches per tenant (/aiadmin/module). */
export default function moduleRoutes(app: FastifyInstance) {
  route(app, api.listModules, ({ ctx, req, query }) => service.listModules(ctx, req, query));
  route(app, api.updateModules, ({ ctx, req, body }) => service.updateModules(ctx, req, body.tenantId, body.modules));
}
