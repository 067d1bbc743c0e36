import { type ChannelRow, HOST_NAME, ORG_NAME_MAX } from '@zhiyu/contract/modules/admin/channel';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { contactColumns, patternRule, remarkColumn, statusColumn } from '../org-common/org.ts';

/** One list for the search form, the table and the dialog of /aiadmin/channel/add. */
export function channelColumns(t: TFunction): SchemaColumn<ChannelRow>[] {
  return [
    { dataIndex: 'id', title: t('id'), in: ['table'], width: 80 },
    {
      dataIndex: 'name',
      title: t('channel.name'),
      required: true,
      maxlength: ORG_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'host',
      title: t('channel.host'),
      tooltip: t('channel.hostTip'),
      rules: [patternRule(HOST_NAME, t('channel.hostInvalid'))],
      width: 180,
    },
    ...contactColumns<ChannelRow>(t),
    statusColumn<ChannelRow>(t),
    {
      dataIndex: 'tenantQuota',
      title: t('channel.tenantQuota'),
      tooltip: t('channel.tenantQuotaTip'),
      valueType: 'number',
      min: 0,
      precision: 0,
      placeholder: t('unlimited'),
      render: (v) => (v === null || v === undefined ? t('unlimited') : String(v)),
      width: 100,
    },
    { dataIndex: 'tenantCount', title: t('channel.tenantCount'), valueType: 'number', in: ['table'], width: 90 },
    remarkColumn<ChannelRow>(t),
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
