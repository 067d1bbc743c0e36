import {
  EMAIL_MAX,
  type ManagedUserRow,
  NICKNAME_MAX,
  PHONE_MAX,
  REMARK_MAX,
  USER_LEVELS,
  USERNAME_MAX,
  type UserLevel,
  type UserView,
} from '@zhiyu/contract/modules/admin/user-manage';
import { PASSWORD_MAX_LENGTH } from '@zhiyu/contract/rules/password';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchNewUserRoles, fetchOrgs, fetchRoleOptions } from './user-manage.api.ts';

/** The list's columns: search form and table (the row also carries ids for the filters). */
export type ListRow = ManagedUserRow & { roleId?: string };

const channels = { load: async () => (await fetchOrgs()).channels, params: { k: 'channels' } };
const tenants = { load: async () => (await fetchOrgs()).tenants, params: { k: 'tenants' } };
const roleOptions = { load: () => fetchRoleOptions(), params: { k: 'roles' } };

const levelEnum = (t: TFunction) => Object.fromEntries(USER_LEVELS.map((l) => [l, t(`level.${l}`)]));

/** One list for the search form and the table of the three user screens. */
export function listColumns(t: TFunction, view: UserView, callerLevel: UserLevel | undefined): SchemaColumn<ListRow>[] {
  const pickChannel = callerLevel === 'platform' && view !== 'tenant';
  const pickTenant = callerLevel !== 'tenant' && view !== 'channel';
  return [
    { dataIndex: 'username', title: t('username'), in: ['search', 'table'], sorter: true, maxlength: USERNAME_MAX },
    { dataIndex: 'nickname', title: t('nickname'), in: ['search', 'table'], maxlength: NICKNAME_MAX },
    {
      dataIndex: 'level',
      title: t('level'),
      valueType: 'select',
      valueEnum: levelEnum(t),
      in: view === 'all' ? ['search', 'table'] : [],
      width: 90,
    },
    {
      dataIndex: 'channelId',
      title: t('channel'),
      valueType: 'select',
      request: channels,
      in: pickChannel ? ['search'] : [],
    },
    {
      dataIndex: 'tenantId',
      title: t('tenant'),
      valueType: 'select',
      request: tenants,
      in: pickTenant ? ['search'] : [],
    },
    { dataIndex: 'channelName', title: t('channel'), in: ['table'] },
    { dataIndex: 'tenantName', title: t('tenant'), in: view === 'channel' ? [] : ['table'] },
    { dataIndex: 'roleId', title: t('roles'), valueType: 'select', request: roleOptions, in: ['search'] },
    {
      dataIndex: 'roles',
      title: t('roles'),
      in: ['table'],
      render: (_v, row) => (
        <Space size={[0, 4]} wrap>
          {row.roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </Space>
      ),
    },
    { dataIndex: 'phone', title: t('phone'), in: ['search', 'table'], maxlength: PHONE_MAX },
    {
      dataIndex: 'status',
      title: t('status'),
      valueType: 'switch',
      in: ['search', 'table'],
      width: 90,
      render: (_v, row) => (
        <Space size={4}>
          <Tag color={row.status === 1 ? 'green' : 'default'}>{row.status === 1 ? t('enabled') : t('disabled')}</Tag>
          {row.locked && <Tag color="red">{t('locked')}</Tag>}
        </Space>
      ),
    },
    {
      dataIndex: 'createdAt',
      title: t('createdAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}

/** Fields of the create and edit dialogs. */
export interface UserForm {
  id?: string;
  username: string;
  nickname: string;
  password: string;
  level: UserLevel;
  channelId: string;
  tenantId: string;
  phone: string;
  email: string;
  remark: string;
  mustChangePassword: 0 | 1;
  appId?: string;
  roleIds?: string[];
}

const profile = (t: TFunction): SchemaColumn<UserForm>[] => [
  { dataIndex: 'nickname', title: t('nickname'), required: true, maxlength: NICKNAME_MAX },
  {
    dataIndex: 'phone',
    title: t('phone'),
    maxlength: PHONE_MAX,
    rules: [{ pattern: /^(\+?[0-9][0-9 -]*)?$/, message: t('phoneInvalid') }],
  },
  {
    dataIndex: 'email',
    title: t('email'),
    maxlength: EMAIL_MAX,
    rules: [{ type: 'email', message: t('emailInvalid') }],
  },
  { dataIndex: 'remark', title: t('remark'), valueType: 'textarea', maxlength: REMARK_MAX },
];

/**
 * The create dialog: where the new user goes follows the screen and the caller. userManage offers
 * the levels below the caller; the channel screen creates channel users, the tenant screen tenant
 * users; a tenant admin's users always join their tenant (the server defaults it).
 */
export function createColumns(
  t: TFunction,
  view: UserView,
  callerLevel: UserLevel | undefined,
): SchemaColumn<UserForm>[] {
  const levels =
    view !== 'all'
      ? [view]
      : USER_LEVELS.filter((l) =>
          callerLevel === 'platform' ? true : callerLevel === 'channel' ? l !== 'platform' : l === 'tenant',
        );
  // The narrowest level first: creating a platform user is the exception, chosen on purpose.
  const initial = levels[levels.length - 1];
  const level = (v: Record<string, unknown>) => (v.level as UserLevel | undefined) ?? initial;
  return [
    {
      dataIndex: 'username',
      title: t('username'),
      required: true,
      maxlength: USERNAME_MAX,
      placeholder: t('usernameHint'),
    },
    ...profile(t).slice(0, 1),
    {
      dataIndex: 'password',
      title: t('password'),
      password: true,
      required: true,
      maxlength: PASSWORD_MAX_LENGTH,
      placeholder: t('passwordHint'),
    },
    {
      dataIndex: 'level',
      title: t('level'),
      valueType: 'select',
      valueEnum: Object.fromEntries(levels.map((l) => [l, t(`level.${l}`)])),
      initialValue: initial,
      required: true,
      show: levels.length > 1,
    },
    {
      dataIndex: 'channelId',
      title: t('channel'),
      valueType: 'select',
      request: channels,
      required: true,
      show: (v) => callerLevel === 'platform' && level(v) === 'channel',
    },
    {
      dataIndex: 'tenantId',
      title: t('tenant'),
      valueType: 'select',
      request: tenants,
      required: true,
      show: (v) => callerLevel !== 'tenant' && level(v) === 'tenant',
    },
    // Roles of the tenant or channel the user joins, shown once that organisation is known.
    {
      dataIndex: 'roleIds',
      title: t('roles'),
      valueType: 'select',
      multiple: true,
      request: {
        load: fetchNewUserRoles,
        params: (v) => ({
          level: level(v),
          tenantId: v.tenantId as string | undefined,
          channelId: v.channelId as string | undefined,
        }),
      },
      show: (v) =>
        level(v) === 'tenant'
          ? callerLevel === 'tenant' || Boolean(v.tenantId)
          : level(v) === 'channel' && (callerLevel === 'channel' || Boolean(v.channelId)),
    },
    ...profile(t).slice(1),
    // An account an admin creates starts with a password someone else typed: changed at first sign-in.
    {
      dataIndex: 'mustChangePassword',
      title: t('mustChangePassword'),
      valueType: 'switch',
      yesNo: true,
      initialValue: 1,
    },
  ];
}

/** The edit dialog: the profile, and for a tenant user the app of their tenant they sign in to. */
export const editColumns = (t: TFunction, apps: { appid: string; name: string }[]): SchemaColumn<UserForm>[] => [
  ...profile(t),
  {
    dataIndex: 'appId',
    title: t('app'),
    valueType: 'select',
    valueEnum: Object.fromEntries(apps.map((a) => [a.appid, `${a.name} (${a.appid})`])),
    show: apps.length > 0,
  },
];
