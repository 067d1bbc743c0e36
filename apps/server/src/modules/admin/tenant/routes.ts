import * as api from '@zhiyu/contract/modules/admin/tenant';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as service from './service.ts';

/** /ai-admin/tenant/* and /ai-admin/channel/tenant/list: tenants in the caller's admin scope. */
export default function tenantRoutes(app: FastifyInstance) {
  route(app, api.listTenants, ({ ctx, req, query }) => service.listTenants(ctx, req, query));
  route(app, api.listChannelTenants, ({ ctx, req, query }) => service.listTenants(ctx, req, query));
  route(app, api.createTenant, ({ ctx, req, body }) => service.createTenant(ctx, req, body));
  route(app, api.updateTenant, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return service.updateTenant(ctx, req, id, input);
  });
  route(app, api.deleteTenant, ({ ctx, req, body }) => service.deleteTenant(ctx, req, body.id));
  route(app, api.listTenantOptions, ({ ctx, req, query }) => service.tenantOptions(ctx, req, query.channelId));
}
