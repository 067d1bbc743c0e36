import * as api from '@zhiyu/contract/modules/admin/user';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { orgsOf } from '../auth/orgs.ts';
import { changePassword, ownLoginLogs, updateProfile } from './service.ts';

export default function userRoutes(app: FastifyInstance) {
  route(app, api.updatePassword, async ({ ctx, body, req }) => {
    await changePassword(ctx, sessionOf(req).userId, body.oldPassword, body.newPassword);
    return null;
  });
  route(app, api.updateUser, ({ ctx, body, req }) => {
    const s = sessionOf(req);
    return updateProfile(ctx, s.userId, s.tenantId, body);
  });
  route(app, api.listOrgs, ({ ctx, req }) => orgsOf(ctx, sessionOf(req).userId));
  route(app, api.listLoginLogs, ({ ctx, query, req }) =>
    ownLoginLogs(ctx, sessionOf(req).userId, query.pageNum, query.pageSize),
  );
}
