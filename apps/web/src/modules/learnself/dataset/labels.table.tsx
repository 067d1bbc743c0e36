import { useQuery } from '@tanstack/react-query';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { Alert, Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { datasetKeys, fetchLabels } from './dataset.api.ts';
import { labelText } from './items.columns.tsx';

type LabelCount = { label: string; count: number };

/** The labels of a dataset's working copy with how many utterances each holds, the largest first. */
export function LabelsTable({ dataset }: { dataset: DatasetRow }) {
  const { t } = useTranslation('learnself');
  const q = useQuery({ queryKey: datasetKeys.labels(dataset.id), queryFn: () => fetchLabels(dataset.id) });
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
  const rows = [...(q.data ?? [])].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const items = rows.reduce((n, r) => n + r.count, 0);
  return (
    <div data-testid="dataset-labels">
      {!q.isPending && (
        <Typography.Paragraph type="secondary">
          {t('label.summary', { labels: rows.length, items })}
        </Typography.Paragraph>
      )}
      <LocalPagedTable<LabelCount>
        rowKey="label"
        size="middle"
        loading={q.isFetching}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('label.empty')} /> }}
        columns={[
          {
            key: 'label',
            dataIndex: 'label',
            title: dataset.type === 'ner' ? t('item.entityType') : t('item.label'),
            sorter: (a, b) => a.label.localeCompare(b.label),
            render: (v: string) => labelText(t, dataset, v),
          },
          {
            key: 'count',
            dataIndex: 'count',
            title: t('label.count'),
            width: 160,
            sorter: (a, b) => a.count - b.count,
          },
        ]}
      />
    </div>
  );
}
