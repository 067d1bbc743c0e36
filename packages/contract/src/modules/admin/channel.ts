/**
 * Channels (resellers) of the platform, edited by the operator on /aiadmin/channel/add (issue 4).
 * Also the small shared pieces of the organisation screens: status switch, contact phone, quotas.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

/** requirements §3 switch: active 1 (enabled), inactive 0 (disabled). */
export const OrgStatus = z.union([z.literal(0), z.literal(1)]);
export type OrgStatus = z.infer<typeof OrgStatus>;

export const ORG_NAME_MAX = 50;
export const CONTACT_NAME_MAX = 30;
export const REMARK_MAX = 200;

/** A mainland mobile number (11 digits from 13…19) or a landline with area code (010-12345678). */
export const CONTACT_PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
/** A host name (optionally with port) whose login page shows the channel's OEM data. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export const orgName = z.string().trim().min(1).max(ORG_NAME_MAX);
export const contactName = z.string().trim().max(CONTACT_NAME_MAX).default('');
/** Empty, or a phone number of CONTACT_PHONE. */
export const contactPhone = z
  .string()
  .trim()
  .refine((s) => s === '' || CONTACT_PHONE.test(s), 'invalid phone number')
  .default('');
export const remark = z.string().trim().max(REMARK_MAX).default('');
/** A count limit: null (or absent) is unlimited, else a whole number ≥ 0. */
export const quota = z.number().int().min(0).max(1_000_000).nullable().default(null);
export const idOf = z.string().trim().min(1).max(64);

export const ChannelRow = z.object({
  id: z.string(),
  name: z.string(),
  /** '' when the channel has no host of its own. */
  host: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: OrgStatus,
  tenantQuota: z.number().nullable(),
  tenantCount: z.number(),
  remark: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ChannelRow = z.infer<typeof ChannelRow>;

export const ChannelInput = z.object({
  name: orgName,
  host: z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => s === '' || HOST_NAME.test(s), 'invalid host name')
    .default(''),
  contactName,
  contactPhone,
  status: OrgStatus.default(1),
  tenantQuota: quota,
  remark,
});
export type ChannelInput = z.input<typeof ChannelInput>;

export const CHANNEL_SORT_FIELDS = ['name', 'createdAt'] as const;
export const ChannelListQuery = sortedPageQuery(CHANNEL_SORT_FIELDS).extend({
  name: z.string().trim().max(ORG_NAME_MAX).optional(),
  status: z.coerce.number().pipe(OrgStatus).optional(),
});

export const listChannels = defineEndpoint({
  id: 'admin.channel.list',
  method: 'GET',
  path: '/ai-admin/channel/list',
  access: 'admin.channel.list',
  query: ChannelListQuery,
  response: pageOf(ChannelRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createChannel = defineEndpoint({
  id: 'admin.channel.create',
  method: 'POST',
  path: '/ai-admin/channel/add',
  access: 'admin.channel.create',
  body: ChannelInput,
  response: ChannelRow,
  example: { body: { name: '示例渠道-walk', contactPhone: '13800000000', tenantQuota: 5 } },
});

export const updateChannel = defineEndpoint({
  id: 'admin.channel.update',
  method: 'POST',
  path: '/ai-admin/channel/edit',
  access: 'admin.channel.update',
  body: ChannelInput.extend({ id: idOf }),
  response: ChannelRow,
  // No channel has this id: valid input, answered 100002, changes nothing.
  example: { body: { id: 'channel-none', name: '示例渠道' } },
});

export const deleteChannel = defineEndpoint({
  id: 'admin.channel.delete',
  method: 'POST',
  path: '/ai-admin/channel/delete',
  access: 'admin.channel.delete',
  body: z.object({ id: idOf }),
  response: z.null(),
  example: { body: { id: 'channel-none' } },
});

export const ChannelOption = z.object({ id: z.string(), name: z.string(), status: OrgStatus });
export type ChannelOption = z.infer<typeof ChannelOption>;

/**
 * Channels the caller administers, for the channel pickers of the tenant screens: every channel for
 * the operator, their own for a channel admin.
 */
export const listChannelOptions = defineEndpoint({
  id: 'admin.channel.options',
  method: 'GET',
  path: '/ai-admin/channel/options',
  access: ['admin.channel.list', 'admin.channelTenant.list', 'admin.tenant.list', 'admin.module.list'],
  response: z.array(ChannelOption),
});
