import {
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  type RoleLevel,
  type RoleRow,
  type RoleScopes,
} from '@zhiyu/contract/modules/admin/role';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchRoleScopes } from './role.api.ts';

type Owner = RoleScopes['channels'][number];

/**
 * One list for the search form, the table and the form of a role screen. `pickOwner`: the caller
 * administers several channels (operator) or tenants (operator, channel admin) and picks one.
 */
export function roleColumns(
  t: TFunction,
  level: RoleLevel,
  opts: { pickOwner: boolean; editing: boolean },
): SchemaColumn<RoleRow>[] {
  const owner: keyof RoleRow = level === 'channel' ? 'channelId' : 'tenantId';
  const ownerName: keyof RoleRow = level === 'channel' ? 'channelName' : 'tenantName';
  const ownerTitle = t(level === 'channel' ? 'role.channel' : 'role.tenant');
  return [
    {
      dataIndex: 'name',
      title: t('role.name'),
      required: true,
      maxlength: ROLE_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 200,
    },
    ...(opts.pickOwner
      ? [
          {
            dataIndex: owner,
            title: ownerTitle,
            valueType: 'select',
            required: true,
            disabled: opts.editing,
            in: ['search', 'form'],
            request: {
              load: async () => {
                const s = await fetchRoleScopes();
                return level === 'channel' ? s.channels : s.tenants;
              },
              label: (o: Owner) => o.name,
              value: (o: Owner) => o.id,
            },
          } satisfies SchemaColumn<RoleRow>,
        ]
      : []),
    { dataIndex: ownerName, title: ownerTitle, in: ['table'], width: 180 },
    {
      dataIndex: 'description',
      title: t('role.description'),
      valueType: 'textarea',
      maxlength: ROLE_DESCRIPTION_MAX,
      width: 240,
    },
    { dataIndex: 'userCount', title: t('role.userCount'), valueType: 'number', in: ['table'], width: 100 },
    { dataIndex: 'grantCount', title: t('role.grantCount'), valueType: 'number', in: ['table'], width: 100 },
    { dataIndex: 'createdAt', title: t('role.createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
