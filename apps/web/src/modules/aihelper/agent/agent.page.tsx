import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { DeskPanel } from '@zhiyu/contract/modules/aihelper/profile';
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { DeskFrame } from './desk-frame.tsx';
import { FillPanel } from './fill.panel.tsx';
import { PortraitPanel } from './portrait.panel.tsx';
import { QualityPanel } from './quality.panel.tsx';
import { RecommendPanel } from './recommend.panel.tsx';
import { TranscriptPanel } from './transcript.panel.tsx';

const PANELS: Record<DeskPanel, (conv: AgentConversation) => ReactNode> = {
  recommend: (conv) => <RecommendPanel key="recommend" conv={conv} />,
  portrait: (conv) => <PortraitPanel key="portrait" conv={conv} />,
  qc: (conv) => <QualityPanel key="qc" conv={conv} />,
  fill: (conv) => <FillPanel key="fill" conv={conv} />,
};
/** The two columns beside the transcript: what to say and who is calling; what to mind and what to fill. */
const COLUMNS: DeskPanel[][] = [
  ['recommend', 'portrait'],
  ['qc', 'fill'],
];

/**
 * /aihelper/agent (the agent desk), and bare at /iframe/aihelper/agent: the signed-in agent's current
 * call as it happens. The transcript on the left; beside it the panels the skill group's assistant
 * settings show (all four by default): script recommendations and the customer portrait, the quality
 * alerts and the form being filled. A column left empty gives its room to the other. Below 992 px
 * everything stacks, the transcript first.
 */
export default function AgentDeskPage() {
  return (
    <DeskFrame>
      {(conv) => {
        const columns = COLUMNS.map((c) => c.filter((p) => conv.panels.includes(p))).filter((c) => c.length);
        return (
          <Row gutter={[12, 12]}>
            <Col xs={24} lg={12} xl={10}>
              <TranscriptPanel conv={conv} />
            </Col>
            <Col xs={24} lg={12} xl={14}>
              <Row gutter={[12, 12]}>
                {columns.map((c) => (
                  <Col key={c.join()} xs={24} xl={columns.length > 1 ? 12 : 24}>
                    <Flex vertical gap={12}>
                      {c.map((p) => PANELS[p](conv))}
                    </Flex>
                  </Col>
                ))}
              </Row>
            </Col>
          </Row>
        );
      }}
    </DeskFrame>
  );
}
