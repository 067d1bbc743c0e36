import { AUDIT_ENTITIES, type AuditRow } from '@zhiyu/contract/modules/admin/audit';
import type { TFunction } from 'i18next';
import { auditColumns as trailColumns } from '../../../components/audit/audit.columns.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';

const ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'grant',
  'reset-password',
  'unlock',
  'import',
  'assign',
  'test',
];

/** Search form and table of the admin audit trail: every admin entity, searched across tenants. */
export const auditColumns = (t: TFunction): SchemaColumn<AuditRow>[] =>
  trailColumns(t, { entities: AUDIT_ENTITIES, actions: ACTIONS, org: true });
