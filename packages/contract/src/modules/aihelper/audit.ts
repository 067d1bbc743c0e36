/**
 * The agent assistant's audit logs (issue 20 §3 auditLogs, 审计日志): every change of its settings —
 * access channels and their keys, golden scripts, custom fields, quality rules, triggers and
 * thresholds — with who, when, from where, before and after, read from the platform audit trail
 * for the caller's tenant only.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { AuditRow } from '../admin/audit.ts';

/** The audit trail's entities of this module, as the services record them. */
export const AIHELPER_AUDIT_ENTITIES = [
  'aihelper.channel',
  'aihelper.script',
  'aihelper.customField',
  'aihelper.qcRule',
  'aihelper.trigger',
  'aihelper.threshold',
  'aihelper.profile',
] as const;

const ms = z.coerce.number().int().min(0);

export const AihelperAuditQuery = sortedPageQuery(['at']).extend({
  /** Part of the actor's username, case-insensitive. */
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.enum(AIHELPER_AUDIT_ENTITIES).optional(),
  from: ms.optional(),
  to: ms.optional(),
});

export const listAihelperAudit = defineEndpoint({
  id: 'aihelper.audit.list',
  method: 'GET',
  path: '/aihelper-api/audit/list',
  access: 'aihelper.audit.list',
  query: AihelperAuditQuery,
  response: pageOf(AuditRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});
