import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../schema/types.ts';

export interface AuditColumnsOptions {
  /** The entities the trail may show, labelled `entity.<value>` in the audit namespace. */
  entities: readonly string[];
  /** The actions searched, labelled `action.<value>`. */
  actions: readonly string[];
  /** The operator's view across tenants: the object's id and the tenant, searched and shown. */
  org?: boolean;
}

/**
 * Search form and table of an audit trail (`t` of the audit namespace); records are read-only, so
 * there is no form. The platform's trail (/aiadmin/audit) and a module's (/aihelper/auditLogs) differ
 * only in their entities and actions, and whether the tenant is a column.
 */
export function auditColumns(t: TFunction, o: AuditColumnsOptions): SchemaColumn<AuditRow>[] {
  const org: SchemaColumn<AuditRow>[] = o.org
    ? [
        { dataIndex: 'entityId', title: t('col.entityId'), in: ['search'] },
        { dataIndex: 'tenantId', title: t('col.tenant'), in: ['search', 'table'], width: 110 },
      ]
    : [];
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
      valueEnum: Object.fromEntries(o.actions.map((a) => [a, t(`action.${a}`)])),
      in: ['search', 'table'],
      width: 120,
    },
    {
      dataIndex: 'entity',
      title: t('col.entity'),
      valueType: 'select',
      valueEnum: Object.fromEntries(o.entities.map((e) => [e, t(`entity.${e}`)])),
      in: ['search', 'table'],
      width: 130,
    },
    {
      dataIndex: 'entityName',
      title: t('col.target'),
      in: ['table'],
      width: 220,
      render: (_v, r) =>
        o.org ? (r.entityName ? `${r.entityName} (${r.entityId})` : r.entityId) : r.entityName || r.entityId,
    },
    ...org,
    { dataIndex: 'ip', title: t('col.ip'), in: ['table'], width: 140 },
  ];
}
