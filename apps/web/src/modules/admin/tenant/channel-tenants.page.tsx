import { listChannelTenants } from '@zhiyu/contract/modules/admin/tenant';
import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { moduleEnum, orgKeys, statusColumn, useOrgLevel } from '../org-common/org.ts';
import { fetchChannelTenants } from './tenant.api.ts';
import { channelColumn, ExpiryCell, type TenantForm } from './tenant.columns.tsx';

/**
 * /aiadmin/channel/tenant/list: one channel's tenants with their users, status, expiry and modules.
 * The operator picks the channel (empty: every channel); a channel admin's is fixed to their own.
 */
export default function ChannelTenantsPage() {
  const { t } = useTranslation('org');
  const { level, channelId } = useOrgLevel();
  const fixed = level === 'channel' ? channelId : null;
  const columns = useMemo<SchemaColumn<TenantForm>[]>(() => {
    const labels = moduleEnum(t);
    return [
      { ...channelColumn(t, fixed), required: false },
      { dataIndex: 'id', title: t('id'), in: ['table'], width: 80 },
      { dataIndex: 'name', title: t('tenant.name'), in: ['search', 'table'], sorter: true, width: 200 },
      { dataIndex: 'corpId', title: t('tenant.corpId'), in: ['table'], width: 120 },
      { dataIndex: 'userCount', title: t('tenant.userCount'), in: ['table'], width: 80 },
      statusColumn<TenantForm>(t),
      {
        dataIndex: 'expiresAt',
        title: t('tenant.expiresAt'),
        in: ['table'],
        sorter: true,
        render: (v) => <ExpiryCell value={(v as number | null) ?? null} t={t} />,
        width: 150,
      },
      {
        dataIndex: 'modules',
        title: t('tenant.modules'),
        in: ['table'],
        render: (_v, row) => (
          <Space size={[0, 4]} wrap>
            {row.modules.map((m) => (
              <Tag key={m}>{labels[m]}</Tag>
            ))}
          </Space>
        ),
      },
    ];
  }, [t, fixed]);
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={orgKeys.tenants('channel')}
        list={listChannelTenants}
        request={fetchChannelTenants}
      />
    </PageContainer>
  );
}
