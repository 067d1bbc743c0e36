import { PageContainer } from '../../../components/page-container.tsx';
import { RolePanel } from './role.panel.tsx';

/** /aiadmin/channel/role: channel-level roles (channel admin: own channel; operator: any, picked). */
export default function ChannelRolePage() {
  return (
    <PageContainer>
      <RolePanel level="channel" />
    </PageContainer>
  );
}
