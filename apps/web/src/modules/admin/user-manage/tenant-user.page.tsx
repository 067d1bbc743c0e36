import { PageContainer } from '../../../components/page-container.tsx';
import { UsersPanel } from './users.panel.tsx';

/** /aiadmin/tenant/user — the users of a tenant (operators and channel admins pick it in the search form). */
export default function TenantUserPage() {
  return (
    <PageContainer>
      <UsersPanel view="tenant" btn="admin.tenantUser" />
    </PageContainer>
  );
}
