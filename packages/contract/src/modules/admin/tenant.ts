/**
 * Tenants (issue 4): created and edited on /aiadmin/tenant/add by the operator (any channel) and
 * channel admins (their channel); listed per channel on /aiadmin/channel/tenant/list.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import type { ModuleKey } from '../../nav.ts';
import { PASSWORD_MAX_LENGTH } from '../../rules/password.ts';
import { contactName, contactPhone, idOf, OrgStatus, orgName, quota, remark } from './channel.ts';

/**
 * The seven modules of requirements §1 a tenant may enable. 'index' (workspace) and 'bot' (bot list) are
 * base modules every tenant keeps; they are not offered and never removed.
 */
export const OPTIONAL_MODULES = ['aicall', 'learnself', 'aihelper', 'aiadmin', 'aitext', 'aikb', 'botcall'] as const;
export const BASE_MODULES = ['index', 'bot'] as const satisfies readonly ModuleKey[];
export const OptionalModule = z.enum(OPTIONAL_MODULES);
export type OptionalModule = z.infer<typeof OptionalModule>;

/** One module at most once; the order of OPTIONAL_MODULES. */
export const moduleList = z
  .array(OptionalModule)
  .max(OPTIONAL_MODULES.length * 2)
  .transform((ms) => OPTIONAL_MODULES.filter((m) => ms.includes(m)));

/** Letters, digits, underscore and hyphen: the corpId travels in addresses (requirements §4 real-time). */
export const CORP_ID = /^[A-Za-z0-9_-]{2,32}$/;
/** Account names: letters, digits and . _ - @, 3 to 32 characters. */
export const USERNAME = /^[A-Za-z0-9._@-]{3,32}$/;

export const TenantRow = z.object({
  id: z.string(),
  name: z.string(),
  corpId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** Milliseconds; null never expires. */
  expiresAt: z.number().nullable(),
  userQuota: z.number().nullable(),
  seatQuota: z.number().nullable(),
  /** The enabled optional modules (base modules are implied). */
  modules: z.array(OptionalModule),
  status: OrgStatus,
  userCount: z.number(),
  remark: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TenantRow = z.infer<typeof TenantRow>;

export const TenantInput = z.object({
  name: orgName,
  corpId: z.string().trim().regex(CORP_ID),
  /** The operator picks it; a channel admin's tenants are always in their own channel. */
  channelId: idOf.optional(),
  contactName,
  contactPhone,
  /** Milliseconds; null never expires. Must lie in the future when the tenant is created. */
  expiresAt: z.number().int().min(0).nullable().default(null),
  userQuota: quota,
  seatQuota: quota,
  modules: moduleList.default([]),
  status: OrgStatus.default(1),
  remark,
});
export type TenantInput = z.input<typeof TenantInput>;

/** Creating a tenant may also create its first admin: both fields or neither. */
export const TenantCreate = TenantInput.extend({
  adminUsername: z.string().trim().regex(USERNAME).optional(),
  adminPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
}).refine((b) => (b.adminUsername === undefined) === (b.adminPassword === undefined), {
  message: 'adminUsername and adminPassword go together',
  path: ['adminPassword'],
});
export type TenantCreate = z.input<typeof TenantCreate>;

export const TenantCreated = TenantRow.extend({
  /** The first app's appid (8 digits). */
  appid: z.string(),
  adminUsername: z.string().nullable(),
});

export const TENANT_SORT_FIELDS = ['name', 'createdAt', 'expiresAt'] as const;
export const TenantListQuery = sortedPageQuery(TENANT_SORT_FIELDS).extend({
  name: z.string().trim().max(50).optional(),
  corpId: z.string().trim().max(32).optional(),
  channelId: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(OrgStatus).optional(),
});
export type TenantListQuery = z.input<typeof TenantListQuery>;

/** A far-future instant for the examples (2100-01-01). */
const FAR = 4_102_444_800_000;

export const listTenants = defineEndpoint({
  id: 'admin.tenant.list',
  method: 'GET',
  path: '/ai-admin/tenant/list',
  access: 'admin.tenant.list',
  query: TenantListQuery,
  response: pageOf(TenantRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

/** /aiadmin/channel/tenant/list: the same rows, one channel at a time. */
export const listChannelTenants = defineEndpoint({
  id: 'admin.channelTenant.list',
  method: 'GET',
  path: '/ai-admin/channel/tenant/list',
  access: 'admin.channelTenant.list',
  query: TenantListQuery,
  response: pageOf(TenantRow),
  example: { query: { pageNum: 1, pageSize: 10, channelId: '1001' } },
});

export const createTenant = defineEndpoint({
  id: 'admin.tenant.create',
  method: 'POST',
  path: '/ai-admin/tenant/add',
  access: 'admin.tenant.create',
  body: TenantCreate,
  response: TenantCreated,
  example: {
    body: { name: '示例租户-walk', corpId: 'walk-corp', channelId: '1002', expiresAt: FAR, modules: ['aicall'] },
  },
});

export const updateTenant = defineEndpoint({
  id: 'admin.tenant.update',
  method: 'POST',
  path: '/ai-admin/tenant/edit',
  access: 'admin.tenant.update',
  body: TenantInput.extend({ id: idOf }),
  response: TenantRow,
  example: { body: { id: 'tenant-none', name: '示例租户', corpId: 'walk-none', expiresAt: FAR } },
});

export const deleteTenant = defineEndpoint({
  id: 'admin.tenant.delete',
  method: 'POST',
  path: '/ai-admin/tenant/delete',
  access: 'admin.tenant.delete',
  body: z.object({ id: idOf }),
  response: z.null(),
  example: { body: { id: 'tenant-none' } },
});

export const TenantOption = z.object({ id: z.string(), name: z.string(), channelId: z.string() });
export type TenantOption = z.infer<typeof TenantOption>;

/** Tenants the caller administers, for the tenant pickers (apps, modules); optionally one channel's. */
export const listTenantOptions = defineEndpoint({
  id: 'admin.tenant.options',
  method: 'GET',
  path: '/ai-admin/tenant/options',
  access: ['admin.tenant.list', 'admin.channelTenant.list', 'admin.app.list', 'admin.module.list'],
  query: z.object({ channelId: z.string().trim().max(64).optional() }),
  response: z.array(TenantOption),
});
