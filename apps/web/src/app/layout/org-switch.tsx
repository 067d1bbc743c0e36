import { ApartmentOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import { listOrgs } from '@zhiyu/contract/modules/admin/user';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '../../platform/access/nav.ts';
import { call } from '../../platform/request/call.ts';
import { storeGrant } from '../../platform/session/grant.ts';
import { useCurrentOrg, useUserInfo } from '../../platform/session/use-session.ts';

export const orgKeys = { list: () => ['admin', 'user', 'orgs'] as const };

/**
 * requirements §6: switching organisation replaces the grant; the current organisation is kept locally.
 * A dropdown rather than a Select: the shell already loads Dropdown, Select would add ~20 KB gzip.
 */
export function OrgSwitch() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const user = useUserInfo();
  // An operator or channel admin working inside a tenant sees that they act in another organisation.
  const acting = !!user && !user.tenantId && current?.type === 'tenant';
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: orgKeys.list(), queryFn: () => call(listOrgs) });

  const choose = async (orgId: string) => {
    if (orgId === current?.id) return;
    try {
      const grant = await call(switchOrg, { body: { orgId } });
      storeGrant(grant);
      // Everything cached belonged to the previous organisation.
      client.removeQueries({ predicate: (q) => q.queryKey[2] !== 'orgs' });
      navigate(homePath(grant.nav_data));
    } catch {
      /* reported by the request layer */
    }
  };

  const items = (list.data ?? (current ? [current] : [])).map((o) => ({
    key: o.id,
    label: <span data-testid={`org-${o.id}`}>{o.name}</span>,
  }));
  // While the list loads the menu says so; the button stays clickable (a loading antd button
  // swallows clicks, and a click that does nothing is a click the user repeats).
  if (list.isLoading)
    items.push({ key: '__loading', label: <span data-testid="org-loading">{t('common:orgLoading')}</span> });
  return (
    <>
      {acting && (
        <span data-testid="acting-tenant" style={ACTING_STYLE}>
          {t('common:actingIn', { name: current.name })}
        </span>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          selectable: true,
          selectedKeys: current ? [current.id] : [],
          onClick: ({ key }) => {
            if (key !== '__loading') void choose(key);
          },
        }}
      >
        <Button
          type="text"
          data-testid="org-switch"
          icon={list.isLoading ? <LoadingOutlined /> : <ApartmentOutlined />}
          aria-busy={list.isLoading}
        >
          {current?.name ?? t('common:org')}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}

const ACTING_STYLE = {
  padding: '0 8px',
  lineHeight: '22px',
  borderRadius: 4,
  color: '#d46b08',
  background: '#fff7e6',
  border: '1px solid #ffd591',
  fontSize: 12,
  whiteSpace: 'nowrap',
} as const;
