import { PageContainer } from '../../../components/page-container.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { RecordScreenView } from './record-screen.tsx';
import { SimulateInbound } from './simulate-inbound.tsx';

/** /aicall/call-manage/inbound-record: inbound calls, and the simulate action to place one on a simulated line. */
export default function InboundRecordPage() {
  return (
    <PageContainer>
      <RecordScreenView
        screen="inboundRecord"
        toolbar={
          <Can code="aicall.inboundRecord.simulate-button">
            <SimulateInbound />
          </Can>
        }
      />
    </PageContainer>
  );
}
