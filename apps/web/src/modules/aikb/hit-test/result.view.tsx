import type { HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { AnswerCard } from './answer.card.tsx';
import { HitsTable } from './hits.table.tsx';

interface Props {
  result: HitTestResult;
  onCompare: (id: string) => void;
  comparing: boolean;
}

/** One result, just asked or from the history: what was asked of which libraries, the reply, the hits. */
export function ResultView({ result, onCompare, comparing }: Props) {
  const { t } = useTranslation('aikb-test');
  const names = result.libraries.map((l) => l.name).join(t('libraries.separator'));
  const libraries = result.allLibraries ? t('libraries.allAsked', { names }) : names || t('libraries.none');
  return (
    <div data-testid="hit-result" data-id={result.id}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', margin: '12px 0' }}>
        <Descriptions size="small" column={2} style={{ flex: 1 }}>
          <Descriptions.Item label={t('result.question')} span={2}>
            <span data-testid="hit-question">{result.question}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('result.libraries')} span={2}>
            {libraries}
          </Descriptions.Item>
          <Descriptions.Item label={t('result.askedAt')}>{dayjs(result.askedAt).format(TIME_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label={t('result.askedBy')}>{result.askedBy}</Descriptions.Item>
        </Descriptions>
        <Can code="aikb.hitTest.rerun-button">
          <Button onClick={() => onCompare(result.id)} loading={comparing} data-testid="hit-compare-now">
            {t('compare.button')}
          </Button>
        </Can>
      </div>
      <AnswerCard answer={result.answer} />
      <HitsTable result={result} />
    </div>
  );
}
