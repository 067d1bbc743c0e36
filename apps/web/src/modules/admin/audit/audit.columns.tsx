import { AUDIT_ENTITIES, type AuditRow } from '@zhiyu/contract/modules/admin/audit';
import type { TFunction } from 'i18next';
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

/** Search form and table of the audit trail; records are read-only, so there is no form. */
export function auditColumns(t: TFunction): SchemaColumn<AuditRow>[] {
  return [
    { dataIndex: 'at', title: t('col.at'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
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
    { dataIndex: 'actorName', title: t('col.actor'), in: ['table'], width: 140 },
    { dataIndex: 'actorName', title: t('col.actor'), in: ['search'], dataValue: (v) => ({ actor: v }) },
    {
      dataIndex: 'action',
      title: t('col.action'),
      valueType: 'select',
      valueEnum: Object.fromEntries(ACTIONS.map((a) => [a, t(`action.${a}`)])),
      in: ['search', 'table'],
      width: 110,
    },
    {
      dataIndex: 'entity',
      title: t('col.entity'),
      valueType: 'select',
      valueEnum: Object.fromEntries(AUDIT_ENTITIES.map((e) => [e, t(`entity.${e}`)])),
      in: ['search', 'table'],
      width: 120,
    },
    {
      dataIndex: 'entityName',
      title: t('col.target'),
      in: ['table'],
      width: 220,
      render: (_v, r) => (r.entityName ? `${r.entityName} (${r.entityId})` : r.entityId),
    },
    { dataIndex: 'entityId', title: t('col.entityId'), in: ['search'] },
    { dataIndex: 'tenantId', title: t('col.tenant'), in: ['search', 'table'], width: 110 },
    { dataIndex: 'ip', title: t('col.ip'), in: ['table'], width: 140 },
  ];
}
