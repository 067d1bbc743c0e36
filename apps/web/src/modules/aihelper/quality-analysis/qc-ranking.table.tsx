import type { QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFigure } from '../../../components/charts/kpi-cards.tsx';

type AgentRow = QcAnalysis['agents'][number];
type GroupRow = QcAnalysis['skillGroups'][number];
export type RankedRow = AgentRow | GroupRow;
type By = 'agent' | 'skillGroup';

const nameOf = (r: RankedRow, by: By) => (by === 'agent' ? (r as AgentRow).agent : (r as GroupRow).skillGroup);

export interface QcRankingProps {
  by: By;
  rows: RankedRow[];
  sortOrder: 'ASC' | 'DESC';
  onSort: (sortOrder: 'ASC' | 'DESC') => void;
  /** The address of the QC records behind a row (none for the row without a name). */
  linkOf: (name: string) => string;
}

/**
 * Agents or skill groups ranked by average score, in the order the server sorted them (the
 * `sortOrder` of the query: the score column's sorter asks for the other order). The name and the
 * conversations open the row's QC records.
 */
export function QcRanking({ by, rows, sortOrder, onSort, linkOf }: QcRankingProps) {
  const { t } = useTranslation(['aihelper', 'inputs']);
  const testId = by === 'agent' ? 'qc-agents' : 'qc-skill-groups';
  const link = (r: RankedRow, text: string, what: string) => {
    const name = nameOf(r, by);
    if (!name) return text;
    return (
      <Link to={linkOf(name)} data-testid={`${testId}-${what}`}>
        {text}
      </Link>
    );
  };
  const order: SortOrder = sortOrder === 'ASC' ? 'ascend' : 'descend';
  const columns: ColumnsType<RankedRow> = [
    { key: 'rank', title: t('qcAnalysis.col.rank'), width: 64, render: (_v, r) => rows.indexOf(r) + 1 },
    {
      key: 'name',
      title: t(by === 'agent' ? 'qcAnalysis.agent' : 'qcAnalysis.skillGroup'),
      render: (_v, r) => link(r, nameOf(r, by) || t('qcAnalysis.unnamed'), 'name'),
    },
    {
      key: 'conversations',
      title: t('qcAnalysis.col.conversations'),
      align: 'right',
      render: (_v, r) => link(r, formatFigure(t, r.conversations), 'conversations'),
    },
    {
      key: 'averageScore',
      dataIndex: 'averageScore',
      title: t('qcAnalysis.col.averageScore'),
      align: 'right',
      sorter: true,
      sortOrder: order,
      // Both directions and never none: the ranking always has an order.
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (v: number) => formatFigure(t, v, 'decimal'),
    },
    {
      key: 'passRate',
      dataIndex: 'passRate',
      title: t('qcAnalysis.col.passRate'),
      align: 'right',
      render: (v: number) => formatFigure(t, v, 'percent'),
    },
    {
      key: 'hits',
      dataIndex: 'hits',
      title: t('qcAnalysis.col.hits'),
      align: 'right',
      render: (v: number) => formatFigure(t, v),
    },
  ];
  return (
    <Card size="small" data-testid={testId} title={t(by === 'agent' ? 'qcAnalysis.agents' : 'qcAnalysis.skillGroups')}>
      <Table<RankedRow>
        size="small"
        rowKey={(r) => nameOf(r, by)}
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: <Typography.Text type="secondary">{t('qcAnalysis.noRows')}</Typography.Text> }}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const next = s?.order === 'descend' ? 'DESC' : s?.order === 'ascend' ? 'ASC' : undefined;
          onSort(next ?? (sortOrder === 'ASC' ? 'DESC' : 'ASC'));
        }}
      />
    </Card>
  );
}
