/**
 * User administration (issue 4): /aiadmin/userManage, /aiadmin/channel/user and /aiadmin/tenant/user
 * share these endpoints. Each endpoint accepts the interface code of every screen whose buttons call
 * it; the server then narrows by the code the caller holds (a channel-user code reaches channel-level
 * users only, a tenant-user code tenant-level users only).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { PASSWORD_MAX_LENGTH } from '../../rules/password.ts';

export const USERNAME_MAX = 32;
export const NICKNAME_MAX = 32;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 64;
export const REMARK_MAX = 200;
/** Rows a user import file may hold: every row's password is hashed, which is the slow part. */
export const USER_IMPORT_MAX_ROWS = 500;
export const USER_IMPORT_MAX_MB = 2;

export const USER_LEVELS = ['platform', 'channel', 'tenant'] as const;
export const UserLevel = z.enum(USER_LEVELS);
export type UserLevel = z.infer<typeof UserLevel>;
/** Switch values of requirements §3: 1 enabled, 0 disabled. */
export const UserStatus = z.union([z.literal(0), z.literal(1)]);
/** Which screen asks: the whole user list, or the list fixed to channel or tenant users. */
export const USER_VIEWS = ['all', 'channel', 'tenant'] as const;
export const UserView = z.enum(USER_VIEWS);
export type UserView = z.infer<typeof UserView>;

/** Letters, digits, underscore, dot, @ and dash: a sign-in name. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const idField = z.string().trim().min(1).max(64);
export const usernameField = z.string().trim().min(2).max(USERNAME_MAX).regex(USERNAME_PATTERN);
export const nicknameField = z.string().trim().min(1).max(NICKNAME_MAX);
/** Digits with an optional leading + and dashes/spaces, or empty. */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(/^(\+?[0-9][0-9 -]*)?$/);
export const emailField = z.union([z.literal(''), z.string().trim().max(EMAIL_MAX).email()]);
export const remarkField = z.string().trim().max(REMARK_MAX);
export const passwordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const RoleRef = z.object({ id: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof RoleRef>;

export const ManagedUserRow = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  level: UserLevel,
  channelId: z.string().nullable(),
  channelName: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  appId: z.string().nullable(),
  roles: z.array(RoleRef),
  /** Masked per requirements §5 (rules/mask.ts); the full number only through `detail`. */
  phone: z.string(),
  email: z.string(),
  remark: z.string(),
  status: UserStatus,
  /** Locked by sign-in throttling right now. */
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.number(),
});
export type ManagedUserRow = z.infer<typeof ManagedUserRow>;

/** One user with the unmasked phone and, for a tenant user, the apps of their tenant: the edit form. */
export const ManagedUserDetail = ManagedUserRow.extend({
  phone: z.string(),
  apps: z.array(z.object({ appid: z.string(), name: z.string() })),
});

export const USER_SORT_FIELDS = ['createdAt', 'username'] as const;
const ms = z.coerce.number().int().min(0);

export const UserListQuery = sortedPageQuery(USER_SORT_FIELDS).extend({
  view: UserView.default('all'),
  /** Part of the username or the nickname, case-insensitive. */
  username: z.string().trim().max(USERNAME_MAX).optional(),
  nickname: z.string().trim().max(NICKNAME_MAX).optional(),
  /** Part of the phone number (digits). */
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX)
    .regex(/^[0-9+ -]*$/)
    .optional(),
  level: UserLevel.optional(),
  channelId: idField.optional(),
  tenantId: idField.optional(),
  status: z.coerce.number().pipe(UserStatus).optional(),
  roleId: idField.optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const CreateUserBody = z.object({
  username: usernameField,
  nickname: nicknameField,
  password: passwordField,
  /** Default: the caller's own level below the platform (tenant admins create tenant users). */
  level: UserLevel.optional(),
  /** Channel users: their channel (a channel admin's own by default). */
  channelId: idField.optional(),
  /** Tenant users: their tenant (a tenant admin's own by default). */
  tenantId: idField.optional(),
  /** Tenant users: the appid they sign in to; default the tenant's first app. */
  appId: idField.optional(),
  phone: phoneField.default(''),
  email: emailField.default(''),
  remark: remarkField.default(''),
  /** 1: the new user must change the password at the first sign-in. */
  mustChangePassword: UserStatus.default(1),
  /** Roles given at creation, in the same transaction: roles of the new user's tenant or channel. */
  roleIds: z.array(idField).max(100).default([]),
});
export type CreateUserBody = z.input<typeof CreateUserBody>;

export const UpdateUserBody = z.object({
  id: idField,
  nickname: nicknameField,
  phone: phoneField.default(''),
  email: emailField.default(''),
  remark: remarkField.default(''),
  /** Tenant users only: another app of their tenant. */
  appId: idField.optional(),
});

const LIST = ['admin.user.list', 'admin.channelUser.list', 'admin.tenantUser.list'] as const;
const CREATE = ['admin.user.create', 'admin.channelUser.create', 'admin.tenantUser.create'] as const;
const UPDATE = ['admin.user.update', 'admin.channelUser.update', 'admin.tenantUser.update'] as const;
const STATUS = ['admin.user.status', 'admin.channelUser.status', 'admin.tenantUser.status'] as const;
const RESET = [
  'admin.user.reset-password',
  'admin.channelUser.reset-password',
  'admin.tenantUser.reset-password',
] as const;
const ROLES = ['admin.user.roles', 'admin.channelUser.roles', 'admin.tenantUser.roles'] as const;

/** An id no one owns: valid input that changes nothing (100002). */
export const NO_USER = 'user-none';

export const listManagedUsers = defineEndpoint({
  id: 'admin.userManage.list',
  method: 'GET',
  path: '/ai-admin/user-manage/list',
  access: LIST,
  query: UserListQuery,
  response: pageOf(ManagedUserRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
});

export const getManagedUser = defineEndpoint({
  id: 'admin.userManage.detail',
  method: 'GET',
  path: '/ai-admin/user-manage/detail',
  access: UPDATE,
  query: z.object({ id: idField }),
  response: ManagedUserDetail,
  example: { query: { id: NO_USER } },
});

export const createManagedUser = defineEndpoint({
  id: 'admin.userManage.create',
  method: 'POST',
  path: '/ai-admin/user-manage/create',
  access: CREATE,
  body: CreateUserBody,
  response: ManagedUserRow,
  example: { body: { username: 'walk_example_user', nickname: '示例用户', password: 'Walk-Example#2026' } },
});

export const updateManagedUser = defineEndpoint({
  id: 'admin.userManage.update',
  method: 'POST',
  path: '/ai-admin/user-manage/update',
  access: UPDATE,
  body: UpdateUserBody,
  response: ManagedUserRow,
  example: { body: { id: NO_USER, nickname: '示例用户' } },
});

export const setManagedUserStatus = defineEndpoint({
  id: 'admin.userManage.status',
  method: 'POST',
  path: '/ai-admin/user-manage/status',
  access: STATUS,
  body: z.object({ id: idField, status: UserStatus }),
  response: ManagedUserRow,
  example: { body: { id: NO_USER, status: 0 } },
});

export const resetManagedUserPassword = defineEndpoint({
  id: 'admin.userManage.resetPassword',
  method: 'POST',
  path: '/ai-admin/user-manage/reset-password',
  access: RESET,
  body: z.object({ id: idField, password: passwordField }),
  response: z.null(),
  example: { body: { id: NO_USER, password: 'Reset-Example#2026' } },
});

export const setManagedUserRoles = defineEndpoint({
  id: 'admin.userManage.roles',
  method: 'POST',
  path: '/ai-admin/user-manage/roles',
  access: ROLES,
  /** The user's whole role set (replaces the previous one). */
  body: z.object({ id: idField, roleIds: z.array(idField).max(100) }),
  response: ManagedUserRow,
  example: { body: { id: NO_USER, roleIds: [] } },
});

export const unlockManagedUser = defineEndpoint({
  id: 'admin.userManage.unlock',
  method: 'POST',
  path: '/ai-admin/user-manage/unlock',
  access: 'admin.user.unlock',
  body: z.object({ id: idField }),
  response: z.null(),
  example: { body: { id: NO_USER } },
});

export const deleteManagedUser = defineEndpoint({
  id: 'admin.userManage.delete',
  method: 'POST',
  path: '/ai-admin/user-manage/delete',
  access: 'admin.user.delete',
  body: z.object({ id: idField }),
  response: z.null(),
  example: { body: { id: NO_USER } },
});

/**
 * Roles a user may be given (their own level and organisation); with `tenantId` or `channelId`, the
 * roles a new user of that tenant or channel may be given (the create form); with none, the roles in
 * scope (the list's filter).
 */
export const listUserRoleOptions = defineEndpoint({
  id: 'admin.userManage.roleOptions',
  method: 'GET',
  path: '/ai-admin/user-manage/role-options',
  access: LIST,
  query: z.object({ userId: idField.optional(), tenantId: idField.optional(), channelId: idField.optional() }),
  response: z.array(RoleRef),
  example: { query: {} },
});

export const OrgOption = z.object({ id: z.string(), name: z.string(), channelId: z.string().nullable() });
/** Channels and tenants the caller administers, for the pickers of the three screens. */
export const listUserOrgOptions = defineEndpoint({
  id: 'admin.userManage.orgs',
  method: 'GET',
  path: '/ai-admin/user-manage/orgs',
  access: LIST,
  response: z.object({ level: UserLevel, channels: z.array(OrgOption), tenants: z.array(OrgOption) }),
  example: {},
});
