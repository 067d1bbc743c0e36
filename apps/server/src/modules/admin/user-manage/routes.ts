import * as io from '@zhiyu/contract/modules/admin/user-io';
import * as api from '@zhiyu/contract/modules/admin/user-manage';
import type { FastifyInstance } from 'fastify';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { levelsFor, levelsForView } from './access.ts';
import * as account from './account.ts';
import { assertFilterScope, exportUsers, importUsers, myExport, myImport } from './io-http.ts';
import * as repo from './repo.ts';
import * as svc from './service.ts';
import { userTemplate } from './template.ts';

/** /ai-admin/user-manage/* — the users of /aiadmin/userManage, channel/user and tenant/user. */
export default function userManageRoutes(app: FastifyInstance) {
  route(app, api.listManagedUsers, async ({ ctx, query, req }) => {
    const s = adminScope(req);
    const levels = await levelsForView(req, query.view);
    await assertFilterScope(ctx.db, s, query);
    const where = repo.filters(ctx.db, s, levels, query);
    return repo.listUsers(ctx.db, where, query, (u) => svc.isLockedIn(ctx, u));
  });
  route(app, api.getManagedUser, ({ ctx, query, req }) => svc.detail(req, ctx, query.id));
  route(app, api.createManagedUser, ({ ctx, body, req }) => svc.createUser(req, ctx, body));
  route(app, api.updateManagedUser, ({ ctx, body, req }) => svc.updateUser(req, ctx, body));
  route(app, api.setManagedUserStatus, ({ ctx, body, req }) => account.setStatus(req, ctx, body.id, body.status));
  route(app, api.resetManagedUserPassword, ({ ctx, body, req }) =>
    account.resetPassword(req, ctx, body.id, body.password),
  );
  route(app, api.setManagedUserRoles, ({ ctx, body, req }) => account.setRoles(req, ctx, body.id, body.roleIds));
  route(app, api.unlockManagedUser, ({ ctx, body, req }) => account.unlock(req, ctx, body.id));
  route(app, api.deleteManagedUser, ({ ctx, body, req }) => account.deleteUser(req, ctx, body.id));
  route(app, api.listUserRoleOptions, async ({ ctx, query, req }) => {
    if (query.tenantId || query.channelId) return svc.newUserRoleOptions(req, ctx, query);
    if (!query.userId) return repo.rolesInScope(ctx.db, adminScope(req));
    const u = await repo.findUser(ctx.db, query.userId);
    if (!u) return [];
    await svc.assertListable(req, ctx, u);
    return repo.rolesForUser(ctx.db, u);
  });
  route(app, api.listUserOrgOptions, async ({ ctx, req }) => {
    // Only callers who may list some level get here (access); the pickers show the scope's orgs.
    await levelsFor(req, 'list');
    return repo.orgsInScope(ctx.db, adminScope(req));
  });
  route(app, io.importManagedUsers, ({ ctx, query, req }) => importUsers(req, ctx, query.tenantId));
  route(app, io.importManagedUsersStatus, ({ ctx, query, req }) => myImport(req, ctx, query.jobId, 'status'));
  route(app, io.importManagedUsersErrors, ({ ctx, query, req, reply }) =>
    myImport(req, ctx, query.jobId, 'errors', reply),
  );
  route(app, io.importManagedUsersTemplate, async ({ req, reply }) => {
    adminScope(req);
    return sendTemplate(reply, userTemplate, langOf(req));
  });
  route(app, io.exportManagedUsers, ({ ctx, body, req }) => exportUsers(req, ctx, body));
  route(app, io.exportManagedUsersStatus, ({ ctx, query, req }) => myExport(req, ctx, query.jobId, 'status'));
  route(app, io.downloadManagedUsersExport, ({ ctx, query, req, reply }) =>
    myExport(req, ctx, query.jobId, 'download', reply),
  );
}
