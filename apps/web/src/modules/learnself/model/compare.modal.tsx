import { useQuery } from '@tanstack/react-query';
import type { Evaluation, ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { Alert, Button, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { fetchCompare, modelKeys } from './model.api.ts';
import { pct } from './model.state.tsx';

type Changed = { text: string; label: string; a: string; b: string };
type Figure = { key: string; name: string; a: string; b: string };

/** The two evaluations' figures side by side, one row per figure. */
export function figuresOf(t: (k: string) => string, a: Evaluation | null, b: Evaluation | null): Figure[] {
  const row = (key: string, f: (e: Evaluation) => string) => ({
    key,
    name: t(`eval.${key}`),
    a: a ? f(a) : '-',
    b: b ? f(b) : '-',
  });
  return [
    row('accuracy', (e) => pct(e.accuracy)),
    row('macroF1', (e) => pct(e.macroF1)),
    row('testCount', (e) => String(e.testCount)),
    row('recognised', (e) => String(e.recognised)),
  ];
}

/**
 * Comparing (requirements R4 models): two trained models' accuracy and macro-F1 side by side, and the test
 * utterances (of the first model's version) whose top prediction differs between them.
 */
function CompareBody({ a, b }: { a: ModelRow; b: ModelRow }) {
  const { t } = useTranslation('learnself');
  const q = useQuery({ queryKey: modelKeys.compare(a.id, b.id), queryFn: () => fetchCompare(a.id, b.id) });
  if (q.isPending) return <Skeleton active />;
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const mark = (predicted: string, truth: string) => (
    <Typography.Text type={predicted === truth ? 'success' : 'danger'}>{predicted || '-'}</Typography.Text>
  );
  return (
    <div data-testid="model-compare">
      <Table<Figure>
        rowKey="key"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={figuresOf(t, q.data.a, q.data.b)}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('compare.figure') },
          { key: 'a', dataIndex: 'a', title: a.name, ellipsis: true },
          { key: 'b', dataIndex: 'b', title: b.name, ellipsis: true },
        ]}
      />
      <Typography.Title level={5}>{t('compare.changed', { count: q.data.changed.length })}</Typography.Title>
      <LocalPagedTable<Changed>
        rowKey={(r) => `${r.text}\u0000${r.label}`}
        size="small"
        dataSource={q.data.changed}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compare.same')} /> }}
        columns={[
          { key: 'text', dataIndex: 'text', title: t('item.text'), ellipsis: true },
          { key: 'label', dataIndex: 'label', title: t('eval.trueLabel'), width: 110, ellipsis: true },
          {
            key: 'a',
            dataIndex: 'a',
            title: a.name,
            width: 110,
            ellipsis: true,
            render: (v: string, r) => mark(v, r.label),
          },
          {
            key: 'b',
            dataIndex: 'b',
            title: b.name,
            width: 110,
            ellipsis: true,
            render: (v: string, r) => mark(v, r.label),
          },
        ]}
      />
    </div>
  );
}

export function CompareModal({ models, onClose }: { models: [ModelRow, ModelRow] | null; onClose: () => void }) {
  const { t } = useTranslation('learnself');
  return (
    <AppModal open={!!models} title={t('compare.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {models && <CompareBody a={models[0]} b={models[1]} />}
    </AppModal>
  );
}
