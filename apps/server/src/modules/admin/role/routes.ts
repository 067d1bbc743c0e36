import * as api from '@zhiyu/contract/modules/admin/role';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as svc from './service.ts';

/**
 * /ai-admin/channel-role/* and /ai-admin/tenant-role/* — the two role screens share one service;
 * every call is held to the caller's admin scope (platform, channel or tenant).
 */
export default function roleRoutes(app: FastifyInstance) {
  for (const level of ['channel', 'tenant'] as const) {
    const e = level === 'channel' ? api.channelRole : api.tenantRole;
    route(app, e.list, ({ ctx, req, query }) => svc.listRoles(ctx, req, level, query));
    route(app, e.create, ({ ctx, req, body }) => svc.createRole(ctx, req, level, body));
    route(app, e.update, ({ ctx, req, body }) => svc.updateRole(ctx, req, level, body));
    route(app, e.remove, ({ ctx, req, body }) => svc.deleteRole(ctx, req, level, body));
    route(app, e.grants, ({ ctx, req, query }) => svc.grantTree(ctx, req, level, query.roleId));
    route(app, e.grant, ({ ctx, req, body }) => svc.saveGrants(ctx, req, level, body));
  }
  route(app, api.listRoleScopes, ({ ctx, req }) => svc.roleScopes(ctx, req));
}
