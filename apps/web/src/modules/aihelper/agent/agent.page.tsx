import { Col, Flex, Row } from 'antd';
import { DeskFrame } from './desk-frame.tsx';
import { FillPanel } from './fill.panel.tsx';
import { PortraitPanel } from './portrait.panel.tsx';
import { QualityPanel } from './quality.panel.tsx';
import { RecommendPanel } from './recommend.panel.tsx';
import { TranscriptPanel } from './transcript.panel.tsx';

/**
 * /aihelper/agent (the agent desk), and bare at /iframe/aihelper/agent: the signed-in agent's current
 * call as it happens. The transcript on the left; script recommendations, the customer portrait,
 * the quality alerts and the form being filled beside it. Below 992 px everything stacks, the transcript first.
 */
export default function AgentDeskPage() {
  return (
    <DeskFrame>
      {(conv) => (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={12} xl={10}>
            <TranscriptPanel conv={conv} />
          </Col>
          <Col xs={24} lg={12} xl={14}>
            <Row gutter={[12, 12]}>
              <Col xs={24} xl={12}>
                <Flex vertical gap={12}>
                  <RecommendPanel conv={conv} />
                  <PortraitPanel conv={conv} />
                </Flex>
              </Col>
              <Col xs={24} xl={12}>
                <Flex vertical gap={12}>
                  <QualityPanel conv={conv} />
                  <FillPanel conv={conv} />
                </Flex>
              </Col>
            </Row>
          </Col>
        </Row>
      )}
    </DeskFrame>
  );
}
