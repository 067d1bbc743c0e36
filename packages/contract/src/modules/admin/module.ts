/**
 * /aiadmin/module (issue 4): the operator switches the seven requirements §1 modules per tenant. A module
 * switched off leaves the tenant's nav_data at its users' next sign-in, and its endpoints refuse the
 * tenant's calls (140007) from the next request.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { idOf, OrgStatus } from './channel.ts';
import { moduleList, OptionalModule } from './tenant.ts';

export const ModuleRow = z.object({
  id: z.string(),
  name: z.string(),
  corpId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  status: OrgStatus,
  modules: z.array(OptionalModule),
});
export type ModuleRow = z.infer<typeof ModuleRow>;

export const ModuleListQuery = sortedPageQuery(['name', 'createdAt'] as const).extend({
  name: z.string().trim().max(50).optional(),
  channelId: z.string().trim().max(64).optional(),
  /** Only tenants that have this module enabled. */
  module: OptionalModule.optional(),
});

export const listModules = defineEndpoint({
  id: 'admin.module.list',
  method: 'GET',
  path: '/ai-admin/module/list',
  access: 'admin.module.list',
  query: ModuleListQuery,
  response: pageOf(ModuleRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const updateModules = defineEndpoint({
  id: 'admin.module.update',
  method: 'POST',
  path: '/ai-admin/module/update',
  access: 'admin.module.update',
  /** The whole set of enabled optional modules of one tenant. */
  body: z.object({ tenantId: idOf, modules: moduleList }),
  response: ModuleRow,
  // Tenant 2001 already has every module: valid input that changes nothing.
  example: {
    body: { tenantId: '2001', modules: ['aicall', 'learnself', 'aihelper', 'aiadmin', 'aitext', 'aikb', 'botcall'] },
  },
});
