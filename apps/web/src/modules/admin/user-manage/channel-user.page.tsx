import { PageContainer } from '../../../components/page-container.tsx';
import { UsersPanel } from './users.panel.tsx';

/** /aiadmin/channel/user — the channel-level users of a channel (operators pick it in the search form). */
export default function ChannelUserPage() {
  return (
    <PageContainer>
      <UsersPanel view="channel" btn="admin.channelUser" />
    </PageContainer>
  );
}
