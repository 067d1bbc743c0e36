import { definePermissions, screenPermissions } from '../../permissions.ts';

/**
 * Interfaces (3) and buttons (2) of one admin screen. Every screen of issue 4 declares its codes
 * here, so the resource tree, role grants and the walk test all read one list.
 * `api` are interface codes (`admin.<res>.<action>`), `btn` button codes (`admin.<res>.<action>-button`).
 */
function screen<const R extends string, const A extends string, const B extends string>(
  menu: string,
  res: R,
  api: readonly A[],
  btn: readonly B[],
) {
  return screenPermissions('admin', menu, res, api, btn);
}

const CRUD = ['list', 'create', 'update', 'delete'] as const;
const CRUD_BTN = ['add', 'edit', 'delete'] as const;

export const ADMIN_PERMISSIONS = definePermissions([
  { code: 'admin.licence.view', type: 3, menu: '/aihelper/authorization' },
  { code: 'admin.licence.upload', type: 2, menu: '/aihelper/authorization' },
  { code: 'admin.model.list', type: 3, menu: '/learnself/model/modelmanager' },
  // channels: the list with create/edit lives at channel/add; a channel's tenants at channel/tenant/list
  ...screen('/aiadmin/channel/add', 'channel', CRUD, CRUD_BTN),
  ...screen('/aiadmin/channel/tenant/list', 'channelTenant', ['list'], []),
  // tenants, their apps and modules
  ...screen('/aiadmin/tenant/add', 'tenant', [...CRUD], CRUD_BTN),
  ...screen('/aiadmin/tenant/app/list', 'app', CRUD, CRUD_BTN),
  ...screen('/aiadmin/module', 'module', ['list', 'update'], ['edit']),
  // users: the three user screens share one set of interfaces, each screen its buttons
  ...screen(
    '/aiadmin/userManage',
    'user',
    [...CRUD, 'status', 'reset-password', 'unlock', 'roles', 'import', 'export'],
    [...CRUD_BTN, 'status', 'reset-password', 'unlock', 'roles', 'import', 'export'],
  ),
  ...screen(
    '/aiadmin/channel/user',
    'channelUser',
    ['list', 'create', 'update', 'status', 'reset-password', 'roles'],
    ['add', 'edit', 'status', 'reset-password', 'roles'],
  ),
  ...screen(
    '/aiadmin/tenant/user',
    'tenantUser',
    ['list', 'create', 'update', 'status', 'reset-password', 'roles'],
    ['add', 'edit', 'status', 'reset-password', 'roles'],
  ),
  // roles and the resource tree
  ...screen('/aiadmin/channel/role', 'channelRole', [...CRUD, 'grants', 'grant'], [...CRUD_BTN, 'grant']),
  ...screen('/aiadmin/tenant/role', 'tenantRole', [...CRUD, 'grants', 'grant'], [...CRUD_BTN, 'grant']),
  ...screen('/aiadmin/tenant/resource', 'resource', ['tree', 'update'], ['edit']),
  // branding, platform data and engines
  ...screen('/aiadmin/OEM', 'oem', ['list', 'update'], ['edit']),
  ...screen('/aiadmin/blacklist', 'blacklist', [...CRUD, 'import', 'export'], [...CRUD_BTN, 'import', 'export']),
  ...screen('/aiadmin/operating/botcase', 'botcase', CRUD, CRUD_BTN),
  ...screen('/aiadmin/callrecord', 'callrecord', ['list'], []),
  ...screen('/aiadmin/nlp', 'nlp', [...CRUD, 'test', 'assign'], [...CRUD_BTN, 'test', 'assign']),
  ...screen('/aiadmin/speechengine', 'speech', [...CRUD, 'test', 'assign'], [...CRUD_BTN, 'test', 'assign']),
  ...screen('/aiadmin/audit', 'audit', ['list'], []),
  // workspace: the industry tree (reading it is a public lookup; editing is the operator's)
  ...screen(
    '/index/operating/trade',
    'trade',
    ['create', 'update', 'delete', 'import', 'export'],
    [...CRUD_BTN, 'import', 'export'],
  ),
  // workspace: tenant SIP trunk settings
  ...screen('/index/tenant/sip', 'sip', ['get', 'update', 'test'], ['edit', 'test']),
] as const);
