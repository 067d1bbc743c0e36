import { CLUSTER_STATUSES, type ClusterRow } from '@zhiyu/contract/modules/learnself/cluster';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

export const STATUS_COLORS: Record<ClusterRow['status'], string> = {
  open: 'orange',
  added: 'green',
  noise: 'default',
};

/** How many representatives the table shows (the server keeps five). */
const SHOWN = 3;

/** requirements R4 §2: each cluster's size, representatives, keywords, nearest intent and status. */
export function clusterColumns(t: TFunction): SchemaColumn<ClusterRow>[] {
  const statuses = Object.fromEntries(
    CLUSTER_STATUSES.map((s) => [s, { text: t(`status.${s}`), color: STATUS_COLORS[s] }]),
  );
  return [
    {
      dataIndex: 'representatives',
      title: t('cluster.representatives'),
      in: ['table'],
      width: 256,
      render: (_v, r) => (
        <div data-testid="cluster-representatives" style={{ width: 240 }}>
          {r.representatives.slice(0, SHOWN).map((text) => (
            <Typography.Text key={text} ellipsis={{ tooltip: text }} style={{ display: 'block', width: 240 }}>
              {text}
            </Typography.Text>
          ))}
        </div>
      ),
    },
    { dataIndex: 'size', title: t('cluster.size'), valueType: 'number', in: ['table'] },
    { dataIndex: 'occurrences', title: t('cluster.occurrences'), valueType: 'number', in: ['table'] },
    {
      dataIndex: 'keywords',
      title: t('cluster.keywords'),
      in: ['table'],
      width: 180,
      render: (_v, r) =>
        r.keywords.length ? (
          <Space size={[0, 4]} wrap style={{ width: 164 }}>
            {r.keywords.map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      dataIndex: 'nearestLabel',
      title: t('cluster.nearest'),
      in: ['table'],
      width: 140,
      render: (_v, r) =>
        r.nearestLabel ? (
          <span>
            {r.nearestLabel}
            {r.nearestSimilarity !== null && (
              <Typography.Text type="secondary"> ({r.nearestSimilarity.toFixed(2)})</Typography.Text>
            )}
          </span>
        ) : (
          '-'
        ),
    },
    {
      dataIndex: 'status',
      title: t('cluster.status'),
      valueType: 'select',
      valueEnum: statuses,
      in: ['search', 'table'],
    },
    {
      dataIndex: 'addedTo',
      title: t('cluster.addedTo'),
      in: ['table'],
      width: 150,
      render: (_v, r) =>
        r.addedTo ? (
          <Typography.Text ellipsis={{ tooltip: r.addedTo }} style={{ width: 134 }}>
            {r.addedTo}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
  ];
}
