import * as api from '@zhiyu/contract/modules/admin/app';
import type { FastifyInstance } from 'fastify';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { route } from '../../../platform/http/route.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

/** /ai-admin/app/* — apps (appid) of the tenants in the caller's admin scope (/aiadmin/tenant/app/list). */
export default function appRoutes(app: FastifyInstance) {
  route(app, api.listApps, ({ ctx, req, query }) => repo.listApps(ctx.db, adminScope(req), query));
  route(app, api.createApp, ({ ctx, req, body }) => service.createApp(ctx, req, body));
  route(app, api.updateApp, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return service.updateApp(ctx, req, id, input);
  });
  route(app, api.deleteApp, ({ ctx, req, body }) => service.deleteApp(ctx, req, body.id));
}
