/**
 * /aiadmin/callrecord: the operator's read-only view of call records across tenants. Numbers are
 * masked per requirements §5 on the server; the records come from the call modules as calls finish.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CALL_RESULT_CLASSES } from '../../rules/call-result.ts';

export const CallDirection = z.union([z.literal(0), z.literal(1)]);

export const CallRecordRow = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  /** requirements §3: 0 inbound, 1 outbound. */
  direction: CallDirection,
  /** Masked (requirements §5). */
  phone: z.string(),
  lineNumber: z.string(),
  /** Milliseconds. */
  startedAt: z.number(),
  durationSec: z.number(),
  causeCode: z.number(),
  resultClass: z.enum(CALL_RESULT_CLASSES),
  rounds: z.number(),
  transferred: z.boolean(),
});
export type CallRecordRow = z.infer<typeof CallRecordRow>;

const ms = z.coerce.number().int().min(0);

export const CallRecordQuery = sortedPageQuery(['startedAt', 'durationSec']).extend({
  tenantId: z.string().trim().max(64).optional(),
  direction: z.coerce.number().pipe(CallDirection).optional(),
  resultClass: z.enum(CALL_RESULT_CLASSES).optional(),
  /** Digits the number ends with (at least 4, so a search cannot unmask a number). */
  phoneTail: z
    .string()
    .trim()
    .regex(/^\d{4,11}$/)
    .optional(),
  from: ms.optional(),
  to: ms.optional(),
});

export const listCallRecords = defineEndpoint({
  id: 'admin.callrecord.list',
  method: 'GET',
  path: '/ai-admin/callrecord/list',
  access: 'admin.callrecord.list',
  query: CallRecordQuery,
  response: pageOf(CallRecordRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'startedAt', sortOrder: 'DESC' } },
});
