import { PageContainer } from '../../../components/page-container.tsx';
import { RecordScreenView } from './record-screen.tsx';

/** /aicall/call-manage/outbound-record: outbound calls with their conversations. */
export default function OutboundRecordPage() {
  return (
    <PageContainer>
      <RecordScreenView screen="outboundRecord" />
    </PageContainer>
  );
}
