/**
 * The audit trail of the admin area (issue 4 rules): every change on the admin screens, who made it,
 * when, from which address, and the object before and after (secrets masked). Operators read it at
 * /aiadmin/audit, opened from the admin screens.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const AuditRow = z.object({
  id: z.string(),
  /** Milliseconds. */
  at: z.number(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  entityName: z.string(),
  channelId: z.string().nullable(),
  tenantId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditRow = z.infer<typeof AuditRow>;

/** Entities the admin screens record, labelled in the web locales (audit.json `entity.<value>`). */
export const AUDIT_ENTITIES = [
  'channel',
  'tenant',
  'app',
  'module',
  'user',
  'role',
  'resource',
  'oem',
  'blacklist',
  'botcase',
  'engine',
  'sip',
  'trade',
  'domain',
] as const;

const ms = z.coerce.number().int().min(0);
const text = z.string().trim().max(64);

export const AuditListQuery = sortedPageQuery(['at']).extend({
  /** Part of the actor's username, case-insensitive. */
  actor: text.optional(),
  action: text.optional(),
  entity: text.optional(),
  entityId: text.optional(),
  channelId: text.optional(),
  tenantId: text.optional(),
  from: ms.optional(),
  to: ms.optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const listAudit = defineEndpoint({
  id: 'admin.audit.list',
  method: 'GET',
  path: '/ai-admin/audit/list',
  access: 'admin.audit.list',
  query: AuditListQuery,
  response: pageOf(AuditRow),
  example: { query: { pageNum: 1, pageSize: 10, sortOrder: 'DESC' } },
});
