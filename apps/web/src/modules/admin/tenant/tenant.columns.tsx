import { ORG_NAME_MAX } from '@zhiyu/contract/modules/admin/channel';
import { CORP_ID, type TenantRow, USERNAME } from '@zhiyu/contract/modules/admin/tenant';
import { PASSWORD_MAX_LENGTH } from '@zhiyu/contract/rules/password';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchChannelOptions } from '../channel/channel.api.ts';
import { contactColumns, moduleEnum, patternRule, remarkColumn, statusColumn } from '../org-common/org.ts';

/** The dialog's extra fields on create: the tenant's first admin. */
export type TenantForm = TenantRow & { adminUsername?: string; adminPassword?: string };

interface Opts {
  creating: boolean;
  /** A channel admin's own channel: the channel field is fixed to it. */
  fixedChannel: string | null;
}

const quota = (v: unknown, t: TFunction) => (v === null || v === undefined ? t('unlimited') : String(v));

export function ExpiryCell({ value, t }: { value: number | null; t: TFunction }) {
  if (value === null) return <Tag>{t('tenant.never')}</Tag>;
  const day = dayjs(value).format('YYYY-MM-DD');
  return value <= Date.now() ? <Tag color="red">{`${day} ${t('tenant.expired')}`}</Tag> : <span>{day}</span>;
}

/** The channel picker: every channel for the operator; fixed to their own for a channel admin. */
export function channelColumn(t: TFunction, fixedChannel: string | null): SchemaColumn<TenantForm> {
  return {
    dataIndex: 'channelId',
    title: t('tenant.channel'),
    valueType: 'select',
    request: { load: fetchChannelOptions },
    required: !fixedChannel,
    disabled: !!fixedChannel,
    initialValue: fixedChannel ?? undefined,
    in: ['search', 'table', 'form'],
    render: (_v, row) => row.channelName,
    width: 140,
  };
}

/** /aiadmin/tenant/add: search form, table and dialog of tenants. */
export function tenantColumns(t: TFunction, { creating, fixedChannel }: Opts): SchemaColumn<TenantForm>[] {
  return [
    { dataIndex: 'id', title: t('id'), in: ['table'], width: 80 },
    {
      dataIndex: 'name',
      title: t('tenant.name'),
      required: true,
      maxlength: ORG_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'corpId',
      title: t('tenant.corpId'),
      required: true,
      maxlength: 32,
      rules: [patternRule(CORP_ID, t('tenant.corpIdInvalid'))],
      in: ['search', 'table', 'form'],
      width: 120,
    },
    channelColumn(t, fixedChannel),
    ...contactColumns<TenantForm>(t),
    {
      dataIndex: 'expiresAt',
      title: t('tenant.expiresAt'),
      tooltip: t('tenant.expiresAtTip'),
      valueType: 'date',
      sorter: true,
      // The tenant works through the chosen day.
      dataValue: (v) =>
        dayjs(v as number)
          .endOf('day')
          .valueOf(),
      rules: creating
        ? [
            {
              validator: (_: unknown, v: unknown) =>
                typeof v !== 'number' || dayjs(v).endOf('day').valueOf() > Date.now()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('tenant.expiresAtPast'))),
            },
          ]
        : [],
      render: (v) => <ExpiryCell value={(v as number | null) ?? null} t={t} />,
      width: 150,
    },
    {
      dataIndex: 'userQuota',
      title: t('tenant.userQuota'),
      valueType: 'number',
      min: 0,
      precision: 0,
      placeholder: t('unlimited'),
      render: (v) => quota(v, t),
      width: 100,
    },
    {
      dataIndex: 'seatQuota',
      title: t('tenant.seatQuota'),
      valueType: 'number',
      min: 0,
      precision: 0,
      placeholder: t('unlimited'),
      render: (v) => quota(v, t),
      width: 100,
    },
    {
      dataIndex: 'modules',
      title: t('tenant.modules'),
      tooltip: t('tenant.modulesTip'),
      valueType: 'checkbox',
      valueEnum: moduleEnum(t),
      initialValue: [],
      width: 260,
    },
    statusColumn<TenantForm>(t),
    { dataIndex: 'userCount', title: t('tenant.userCount'), valueType: 'number', in: ['table'], width: 80 },
    {
      dataIndex: 'adminUsername',
      title: t('tenant.adminUsername'),
      tooltip: t('tenant.adminTip'),
      in: ['form'],
      show: creating,
      maxlength: 32,
      rules: [patternRule(USERNAME, t('tenant.adminUsernameInvalid'))],
    },
    {
      dataIndex: 'adminPassword',
      title: t('tenant.adminPassword'),
      in: ['form'],
      password: true,
      show: (v) => creating && !!v.adminUsername,
      required: true,
      maxlength: PASSWORD_MAX_LENGTH,
    },
    remarkColumn<TenantForm>(t),
  ];
}
