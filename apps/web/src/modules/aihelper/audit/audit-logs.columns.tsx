import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { AIHELPER_AUDIT_ENTITIES } from '@zhiyu/contract/modules/aihelper/audit';
import type { TFunction } from 'i18next';
import { auditColumns } from '../../../components/audit/audit.columns.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** What the module's services record. */
const ACTIONS = ['create', 'update', 'delete', 'key'];

/** Search form and table of the module's audit logs: its own entities, in the caller's tenant. */
export const auditLogColumns = (t: TFunction): SchemaColumn<AuditRow>[] =>
  auditColumns(t, { entities: AIHELPER_AUDIT_ENTITIES, actions: ACTIONS });
