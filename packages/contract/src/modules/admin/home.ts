/**
 * The workspace home (/index, 工作台): what is set up and what needs attention, for the caller's
 * scope. One call answers the operator (the platform), a channel admin (their channel) and anyone
 * with a current tenant (a tenant admin, or an operator acting in a tenant). Each figure is counted
 * only when the caller holds the interface of the screen it summarises; otherwise it is null, so
 * the home never shows a count its reader could not see on that screen.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { definePermissions } from '../../permissions.ts';

export const HOME_PERMISSIONS = definePermissions([{ code: 'admin.home.summary', type: 3, menu: '/index' }] as const);

/** Tenants, the licence and the tenant itself are flagged this many days before they expire. */
export const EXPIRY_WARNING_DAYS = 30;
/** How many expiring tenants the home names (the rest are counted). */
export const EXPIRING_LISTED = 5;

/** A count as lists give it (requirements §9 paging): past the cap, `total` is the cap and `totalCapped` true. */
export const Counted = z.object({ total: z.number().int(), totalCapped: z.boolean() });
export type Counted = z.infer<typeof Counted>;

export const ExpiringTenant = z.object({ id: z.string(), name: z.string(), expiresAt: z.number() });

/** The operator's platform or a channel admin's channel. */
export const OrgSummary = z.object({
  level: z.enum(['platform', 'channel']),
  /** The channel's name at channel level; null for the platform. */
  name: z.string().nullable(),
  channels: Counted.nullable(),
  tenants: Counted.nullable(),
  /** The channel's tenant quota (null: unlimited, or the platform). */
  tenantQuota: z.number().nullable(),
  users: Counted.nullable(),
  /** Tenants expiring within EXPIRY_WARNING_DAYS, soonest first, at most EXPIRING_LISTED. */
  expiringTenants: z.array(ExpiringTenant).nullable(),
  expiringCount: z.number().int().nullable(),
  expiredCount: z.number().int().nullable(),
  nlpEngines: Counted.nullable(),
  speechEngines: Counted.nullable(),
  /** The installed licence (platform only); null when none is installed or the caller is not the operator. */
  licence: z.object({ customer: z.string(), expiresAt: z.number() }).nullable(),
});
export type OrgSummary = z.infer<typeof OrgSummary>;

/** The session's current tenant. */
export const TenantSummary = z.object({
  id: z.string(),
  name: z.string(),
  expiresAt: z.number().nullable(),
  users: Counted.nullable(),
  userQuota: z.number().nullable(),
  /** Bots the session sees; `published` have a published version. */
  bots: z.object({ total: z.number().int(), published: z.number().int() }).nullable(),
  runningTasks: z.number().int().nullable(),
  /** Calls of today (the tenant's calendar day), both directions, from the call rollups. */
  callsToday: z.number().int().nullable(),
  libraries: Counted.nullable(),
  textChannels: Counted.nullable(),
  sip: z.object({ configured: z.boolean(), enabled: z.boolean() }).nullable(),
});
export type TenantSummary = z.infer<typeof TenantSummary>;

export const ATTENTION_KINDS = [
  'licenceMissing',
  'licenceExpiring',
  'licenceExpired',
  'tenantsExpired',
  'tenantsExpiring',
  'tenantQuotaFull',
  'noEngines',
  'tenantExpiring',
  'userQuotaFull',
  'sipMissing',
  'sipDisabled',
  'noBots',
  'botsUnpublished',
] as const;
export const AttentionKind = z.enum(ATTENTION_KINDS);

/** One item of the "needs attention" list; `path` is the screen that fixes it ('' when none does). */
export const AttentionItem = z.object({
  kind: AttentionKind,
  severity: z.enum(['error', 'warning', 'info']),
  /** How many (tenants, bots…), or the days left for an expiry. */
  count: z.number().int().nullable(),
  path: z.string(),
});
export type AttentionItem = z.infer<typeof AttentionItem>;

export const HomeSummary = z.object({
  org: OrgSummary.nullable(),
  tenant: TenantSummary.nullable(),
  /** Most urgent first. */
  attention: z.array(AttentionItem),
  generatedAt: z.number(),
});
export type HomeSummary = z.infer<typeof HomeSummary>;

export const getHomeSummary = defineEndpoint({
  id: 'admin.home.summary',
  method: 'GET',
  path: '/ai-admin/home/summary',
  access: 'admin.home.summary',
  response: HomeSummary,
  example: {},
  quiet: true,
});
