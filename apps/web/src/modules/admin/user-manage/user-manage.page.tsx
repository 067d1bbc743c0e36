import { PageContainer } from '../../../components/page-container.tsx';
import { UsersPanel } from './users.panel.tsx';

/** /aiadmin/userManage — every user in the caller's scope. */
export default function UserManagePage() {
  return (
    <PageContainer>
      <UsersPanel view="all" btn="admin.user" />
    </PageContainer>
  );
}
