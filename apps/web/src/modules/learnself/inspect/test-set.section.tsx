import { useMutation } from '@tanstack/react-query';
import { TEST_SET_MAX } from '@zhiyu/contract/modules/learnself/model';
import { Alert, Descriptions, Empty, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { toastError } from '../../../platform/request/toast.ts';
import { runTestSet } from './inspect.api.ts';
import { testItemsOf } from './test-set.rows.ts';

type Result = Awaited<ReturnType<typeof runTestSet>>;
const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : '-');

/**
 * Model testing with a workbook (requirements R4 §7): a first sheet with the intent and utterance
 * columns of the dataset workbook, run through the chosen model; accuracy, precision at the
 * model's threshold, and every utterance it got wrong.
 */
export function TestSetSection({ modelId }: { modelId: string | undefined }) {
  const { t } = useTranslation('learnself');
  const [skipped, setSkipped] = useState(0);
  const run = useMutation({ mutationFn: (v: Parameters<typeof runTestSet>) => runTestSet(...v) });
  const onRows = (rows: string[][]) => {
    if (!modelId) return;
    const parsed = testItemsOf(rows);
    if (!parsed.ok) {
      toastError(t(`testSet.problem.${parsed.problem}`, { max: TEST_SET_MAX }));
      return;
    }
    setSkipped(parsed.skipped);
    run.mutate([modelId, parsed.items]);
  };
  const r: Result | undefined = run.data;
  return (
    <Section title={t('testSet.title')} style={{ marginTop: 16 }}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('testSet.hint', { max: TEST_SET_MAX })} />
        {modelId ? (
          <FileUpload accept={['.xlsx', '.xls']} parseSheet onRows={onRows} />
        ) : (
          <Empty description={t('inspect.pickModel')} />
        )}
        <Spin spinning={run.isPending}>
          {r ? (
            <>
              <Descriptions size="small" column={4} data-testid="test-set-summary">
                <Descriptions.Item label={t('testSet.total')}>{r.total}</Descriptions.Item>
                <Descriptions.Item label={t('testSet.accuracy')}>{pct(r.correct, r.total)}</Descriptions.Item>
                <Descriptions.Item label={t('testSet.recognised')}>{pct(r.recognised, r.total)}</Descriptions.Item>
                <Descriptions.Item label={t('testSet.precision')}>
                  {pct(r.recognisedCorrect, r.recognised)}
                </Descriptions.Item>
              </Descriptions>
              {skipped > 0 && <Alert type="warning" showIcon title={t('testSet.skipped', { n: skipped })} />}
              <Table
                size="small"
                rowKey="index"
                dataSource={r.errors}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                locale={{ emptyText: t('testSet.noErrors') }}
                data-testid="test-set-errors"
                columns={[
                  { title: t('testSet.row'), dataIndex: 'index', width: 80, render: (i: number) => i + 2 },
                  { title: t('testSet.text'), dataIndex: 'text' },
                  { title: t('testSet.expected'), dataIndex: 'expected', width: 160 },
                  { title: t('testSet.predicted'), dataIndex: 'predicted', width: 160 },
                  {
                    title: t('testSet.confidence'),
                    dataIndex: 'probability',
                    width: 110,
                    render: (p: number) => p.toFixed(2),
                  },
                ]}
              />
            </>
          ) : (
            modelId && <Empty description={t('testSet.empty')} />
          )}
        </Spin>
      </Space>
    </Section>
  );
}
