/**
 * Roles of the admin area (issue 4): channel-level roles (/aiadmin/channel/role) and tenant-level
 * roles (/aiadmin/tenant/role), their grants (the checkable resource tree) and deletion rules.
 * Both screens share one set of shapes; each has its own endpoints and permission codes.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import type { PermissionCode } from '../../permissions.ts';

export const ROLE_NAME_MAX = 30;
export const ROLE_DESCRIPTION_MAX = 200;
/** More ids than the whole registry holds would be a mistake; the cap keeps bodies small. */
export const GRANT_IDS_MAX = 5000;

export const RoleLevel = z.enum(['channel', 'tenant']);
export type RoleLevel = z.infer<typeof RoleLevel>;

const id = z.string().trim().min(1).max(64);

export const RoleRow = z.object({
  id: z.string(),
  level: RoleLevel,
  name: z.string(),
  description: z.string(),
  channelId: z.string().nullable(),
  channelName: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  /** Users holding the role. */
  userCount: z.number(),
  /** Resources granted to the role. */
  grantCount: z.number(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type RoleRow = z.infer<typeof RoleRow>;

export const ROLE_SORT_FIELDS = ['name', 'createdAt'] as const;

export const RoleListQuery = sortedPageQuery(ROLE_SORT_FIELDS).extend({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(ROLE_NAME_MAX).optional(),
  /** Operators pick a channel; channel and tenant admins are held to their own. */
  channelId: id.optional(),
  /** Tenant roles: operators and channel admins pick a tenant. */
  tenantId: id.optional(),
});
export type RoleListQuery = z.input<typeof RoleListQuery>;

const roleName = z.string().trim().min(1).max(ROLE_NAME_MAX);
const roleDescription = z.string().trim().max(ROLE_DESCRIPTION_MAX).default('');

/** channelId (channel roles) or tenantId (tenant roles): required of callers above that level. */
export const RoleCreate = z.object({
  name: roleName,
  description: roleDescription,
  channelId: id.optional(),
  tenantId: id.optional(),
});
export type RoleCreate = z.input<typeof RoleCreate>;

export const RoleUpdate = z.object({ id, name: roleName, description: roleDescription });
export type RoleUpdate = z.input<typeof RoleUpdate>;

export const RoleDelete = z.object({
  id,
  /** Confirmed by the user: remove the role from the users holding it, then delete it. */
  cascade: z.boolean().default(false),
});

/** A node of the grant editor: the resource, whether this caller may grant it, and the role's state. */
export const GrantNode = z.object({
  id: z.string(),
  /** requirements §3 resource types: 0 directory, 1 menu, 2 button, 3 interface. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  parentId: z.string().nullable(),
  module: z.string(),
  level: z.enum(['platform', 'channel', 'tenant']),
  /** requirements §3 validity: 0 valid, 1 invalid. */
  validity: z.union([z.literal(0), z.literal(1)]),
  /** False for ancestors shown only to place grantable nodes, and for invalid resources. */
  grantable: z.boolean(),
});
export type GrantNode = z.infer<typeof GrantNode>;

export const GrantTree = z.object({
  roleId: z.string(),
  /** Grantable resources and their ancestors, in registry order. */
  nodes: z.array(GrantNode),
  /** The role's grants this caller may edit (a subset of the grantable nodes). */
  granted: z.array(z.string()),
  /** How many of the role's grants lie outside what this caller may grant: kept as they are on save. */
  kept: z.number(),
});
export type GrantTree = z.infer<typeof GrantTree>;

export const GrantSave = z.object({
  roleId: id,
  /** The complete set of grants within the caller's grantable nodes; it replaces them. */
  resourceIds: z.array(z.string().min(1).max(120)).max(GRANT_IDS_MAX),
});
export type GrantSave = z.input<typeof GrantSave>;

export const GrantResult = z.object({
  roleId: z.string(),
  added: z.number(),
  removed: z.number(),
  total: z.number(),
});

export const Option = z.object({ id: z.string(), name: z.string() });
export const RoleScopes = z.object({
  /** Channels whose roles the caller administers. */
  channels: z.array(Option),
  /** Tenants whose roles the caller administers, with their channel. */
  tenants: z.array(Option.extend({ channelId: z.string() })),
});
export type RoleScopes = z.infer<typeof RoleScopes>;

type Res = 'channelRole' | 'tenantRole';
const code = (res: Res, action: string) => `admin.${res}.${action}` as PermissionCode;

/** The seven endpoints of one role screen; `level` decides which roles they reach. */
function roleEndpoints(level: RoleLevel) {
  const res: Res = level === 'channel' ? 'channelRole' : 'tenantRole';
  const base = `/ai-admin/${level}-role`;
  const owner = level === 'channel' ? { channelId: '1001' } : { tenantId: '2001' };
  return {
    list: defineEndpoint({
      id: `admin.${res}.list`,
      method: 'GET',
      path: `${base}/list`,
      access: code(res, 'list'),
      query: RoleListQuery,
      response: pageOf(RoleRow),
      example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
    }),
    create: defineEndpoint({
      id: `admin.${res}.create`,
      method: 'POST',
      path: `${base}/add`,
      access: code(res, 'create'),
      body: RoleCreate,
      response: RoleRow,
      example: { body: { name: `示例角色-walk-${level}`, description: '', ...owner } },
    }),
    update: defineEndpoint({
      id: `admin.${res}.update`,
      method: 'POST',
      path: `${base}/edit`,
      access: code(res, 'update'),
      body: RoleUpdate,
      response: RoleRow,
      // A role no one owns: valid input, answered 100002, changes nothing.
      example: { body: { id: 'role-none', name: '示例角色', description: '' } },
    }),
    remove: defineEndpoint({
      id: `admin.${res}.delete`,
      method: 'POST',
      path: `${base}/delete`,
      access: code(res, 'delete'),
      body: RoleDelete,
      response: z.object({ deleted: z.number(), removedFromUsers: z.number() }),
      example: { body: { id: 'role-none', cascade: false } },
    }),
    grants: defineEndpoint({
      id: `admin.${res}.grants`,
      method: 'GET',
      path: `${base}/grants`,
      access: code(res, 'grants'),
      query: z.object({ roleId: id }),
      response: GrantTree,
      example: { query: { roleId: 'role-none' } },
    }),
    grant: defineEndpoint({
      id: `admin.${res}.grant`,
      method: 'POST',
      path: `${base}/grant`,
      access: code(res, 'grant'),
      body: GrantSave,
      response: GrantResult,
      example: { body: { roleId: 'role-none', resourceIds: [] } },
    }),
  };
}

export const channelRole = roleEndpoints('channel');
export const tenantRole = roleEndpoints('tenant');

export const listChannelRoles = channelRole.list;
export const createChannelRole = channelRole.create;
export const updateChannelRole = channelRole.update;
export const deleteChannelRole = channelRole.remove;
export const channelRoleGrants = channelRole.grants;
export const grantChannelRole = channelRole.grant;

export const listTenantRoles = tenantRole.list;
export const createTenantRole = tenantRole.create;
export const updateTenantRole = tenantRole.update;
export const deleteTenantRole = tenantRole.remove;
export const tenantRoleGrants = tenantRole.grants;
export const grantTenantRole = tenantRole.grant;

/** The channels and tenants whose roles the caller administers (the pickers of both screens). */
export const listRoleScopes = defineEndpoint({
  id: 'admin.role.scopes',
  method: 'GET',
  path: '/ai-admin/role/scopes',
  access: ['admin.channelRole.list', 'admin.tenantRole.list'],
  response: RoleScopes,
  example: {},
});
