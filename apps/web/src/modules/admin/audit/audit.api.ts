import { listAudit } from '@zhiyu/contract/modules/admin/audit';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: () => [...auditKeys.all, 'list'] as const,
};

export const fetchAudit = (query: WireQuery<typeof listAudit>) => callQuery(listAudit, query);
