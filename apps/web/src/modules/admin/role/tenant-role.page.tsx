import { PageContainer } from '../../../components/page-container.tsx';
import { RolePanel } from './role.panel.tsx';

/** /aiadmin/tenant/role: tenant-level roles (tenant admin: own tenant; channel admin: its tenants; operator: any). */
export default function TenantRolePage() {
  return (
    <PageContainer>
      <RolePanel level="tenant" />
    </PageContainer>
  );
}
