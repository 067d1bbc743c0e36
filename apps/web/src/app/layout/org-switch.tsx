import { useQuery, useQueryClient } from '@tanstack/react-query';
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import { orgs } from '@zhiyu/contract/modules/admin/user';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '../../platform/access/nav.ts';
import { call } from '../../platform/request/call.ts';
import { storeGrant } from '../../platform/session/grant.ts';
import { useCurrentOrg } from '../../platform/session/use-session.ts';

export const orgKeys = { list: () => ['admin', 'user', 'orgs'] as const };

/** SPEC §6: switching organisation replaces the grant; the current organisation is kept locally. */
export function OrgSwitch() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: orgKeys.list(), queryFn: () => call(orgs) });
  const options = (list.data ?? (current ? [current] : [])).map((o) => ({ value: o.id, label: o.name }));

  const onChange = async (orgId: string) => {
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

  return (
    <span data-testid="org-switch">
      <Select
        size="small"
        style={{ minWidth: 180 }}
        value={current?.id}
        options={options}
        loading={list.isLoading}
        placeholder={t('common:org')}
        onChange={(v) => void onChange(v)}
        popupMatchSelectWidth={false}
      />
    </span>
  );
}
