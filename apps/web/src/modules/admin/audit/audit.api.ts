import type { QueryOf } from '@zhiyu/contract/endpoint';
import { listAudit } from '@zhiyu/contract/modules/admin/audit';
import { call } from '../../../platform/request/call.ts';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: () => [...auditKeys.all, 'list'] as const,
};

export const fetchAudit = (query: QueryOf<typeof listAudit>) => call(listAudit, { query });
