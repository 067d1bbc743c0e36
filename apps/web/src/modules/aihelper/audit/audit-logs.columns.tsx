import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { AIHELPER_AUDIT_ENTITIES } from '@zhiyu/contract/modules/aihelper/audit';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** What the module's services record. */
const ACTIONS = ['create', 'update', 'delete', 'key'];

/** Search form and table of the module's audit logs; records are read-only, so there is no form. */
export function auditLogColumns(t: TFunction): SchemaColumn<AuditRow>[] {
  return [
    { dataIndex: 'at', title: t('col.at'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
    {
      dataIndex: 'at',
      title: t('col.at'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { from } : {}), ...(to !== null ? { to } : {}) };
      },
    },
    { dataIndex: 'actorName', title: t('col.actor'), in: ['table'], width: 120 },
    { dataIndex: 'actorName', title: t('col.actor'), in: ['search'], dataValue: (v) => ({ actor: v }) },
    {
      dataIndex: 'action',
      title: t('col.action'),
      valueType: 'select',
      valueEnum: Object.fromEntries(ACTIONS.map((a) => [a, t(`action.${a}`)])),
      in: ['search', 'table'],
      width: 120,
    },
    {
      dataIndex: 'entity',
      title: t('col.entity'),
      valueType: 'select',
      valueEnum: Object.fromEntries(AIHELPER_AUDIT_ENTITIES.map((e) => [e, t(`entity.${e}`)])),
      in: ['search', 'table'],
      width: 130,
    },
    {
      dataIndex: 'entityName',
      title: t('col.target'),
      in: ['table'],
      width: 220,
      render: (_v, r) => r.entityName || r.entityId,
    },
    { dataIndex: 'ip', title: t('col.ip'), in: ['table'], width: 130 },
  ];
}
