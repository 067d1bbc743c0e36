import type { AppRow } from '@zhiyu/contract/modules/admin/app';
import { ORG_NAME_MAX } from '@zhiyu/contract/modules/admin/channel';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { remarkColumn, statusColumn } from '../org-common/org.ts';
import { fetchTenantOptions } from '../tenant/tenant.api.ts';

/**
 * /aiadmin/tenant/app/list. A tenant admin's apps are always their own tenant's, so the tenant
 * field only shows for channel admins and the operator; it is fixed once an app exists.
 */
export function appColumns(
  t: TFunction,
  { pickTenant, editing }: { pickTenant: boolean; editing: boolean },
): SchemaColumn<AppRow>[] {
  return [
    { dataIndex: 'appid', title: t('app.appid'), in: ['search', 'table'], maxlength: 8, width: 110 },
    {
      dataIndex: 'name',
      title: t('app.name'),
      required: true,
      maxlength: ORG_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 200,
    },
    {
      dataIndex: 'tenantId',
      title: t('app.tenant'),
      valueType: 'select',
      request: { load: fetchTenantOptions },
      required: true,
      show: pickTenant,
      disabled: editing,
      in: ['search', 'table', 'form'],
      render: (_v, row) => row.tenantName,
      width: 180,
    },
    statusColumn<AppRow>(t),
    { dataIndex: 'userCount', title: t('app.userCount'), in: ['table'], width: 100 },
    remarkColumn<AppRow>(t),
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
