import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { type FlowProblem, problemParams } from '@zhiyu/contract/modules/bot/validate';
import { Alert, Button, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  flow: BotFlow;
  /** null: not checked since the last change. */
  problems: FlowProblem[] | null;
  /** The server's refusal message of the last publish, if any. */
  refusal: string | null;
  onCheck: () => void;
  onPick: (p: FlowProblem) => void;
}

/** The flow's problems, one line each; a click selects what the problem names. */
export function ProblemsPanel({ flow, problems, refusal, onCheck, onPick }: Props) {
  const { t } = useTranslation('botflow');
  const { t: tb } = useTranslation('bot');
  return (
    <div data-testid="problems-panel">
      <Button block onClick={onCheck} style={{ marginBottom: 12 }} data-testid="check-flow">
        {t('problems.check')}
      </Button>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="refusal" />}
      {problems === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problems.notChecked')} />
      ) : problems.length === 0 ? (
        <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('problems.none')} />
      ) : (
        <List
          size="small"
          bordered
          header={t('problems.count', { n: problems.length })}
          dataSource={problems}
          renderItem={(p, i) => (
            <List.Item key={`${p.code}-${p.nodeId ?? ''}-${p.edgeId ?? ''}-${p.intentId ?? ''}-${i}`}>
              <Button
                type="link"
                danger
                icon={<WarningOutlined />}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                data-testid="problem-item"
                onClick={() => onPick(p)}
              >
                {tb(`problem.${p.code}`, problemParams(flow, p))}
              </Button>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
