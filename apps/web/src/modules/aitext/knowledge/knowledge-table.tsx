import type { KnowledgeRow } from '@zhiyu/contract/modules/aitext/stats';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatMetric } from '../overview/metrics.ts';
import { type KnowledgeFigure, type KnowledgeView, knowledgeDrill } from './knowledge-drill.ts';

const FIGURES: KnowledgeFigure[] = ['hits', 'clicks', 'likes', 'dislikes', 'participation'];
const ORDER = { ASC: 'ascend', DESC: 'descend' } as const;

export interface KnowledgeTableProps {
  t: TFunction;
  rows: KnowledgeRow[];
  view: KnowledgeView;
  loading: boolean;
  onSort: (field?: string, order?: 'ASC' | 'DESC') => void;
  /** Opens the sessions behind a figure of a row. */
  onOpen: (row: KnowledgeRow, figure: KnowledgeFigure) => void;
}

/** Rows of the knowledge analysis: every figure sortable on the server and a link to its sessions. */
export function KnowledgeTable({ t, rows, view, loading, onSort, onOpen }: KnowledgeTableProps) {
  const name = (r: KnowledgeRow) => {
    if (r.kind === 'category') return r.id ? r.name : t('knowledge.noCategory');
    const text = r.name || t('knowledge.unnamed', { id: r.id });
    return r.kind === 'segment' ? (
      <>
        <Tag>{t('knowledge.segment')}</Tag>
        {text}
      </>
    ) : (
      text
    );
  };
  const figure = (f: KnowledgeFigure) => (v: number, r: KnowledgeRow) => {
    const text = formatMetric(v, 'count');
    if (v === 0 || !knowledgeDrill(r, f)) return text;
    return (
      <Typography.Link data-testid={`fig-${r.id || 'none'}-${f}`} onClick={() => onOpen(r, f)}>
        {text}
      </Typography.Link>
    );
  };
  const columns: ColumnsType<KnowledgeRow> = [
    {
      key: 'name',
      title: view.by === 'category' ? t('knowledge.col.categoryName') : t('knowledge.col.name'),
      render: (_, r) => <span data-testid="knowledge-name">{name(r)}</span>,
      width: 280,
    },
    view.by === 'category'
      ? { key: 'items', dataIndex: 'items', title: t('knowledge.col.items'), width: 110 }
      : {
          key: 'category',
          dataIndex: 'category',
          title: t('knowledge.col.category'),
          width: 160,
          render: (v: string, r) => (r.kind === 'item' ? v || t('knowledge.noCategory') : '-'),
        },
    ...FIGURES.map((f) => ({
      key: f,
      dataIndex: f,
      title: t(`knowledge.col.${f}`),
      sorter: true,
      sortOrder: view.sortField === f ? ORDER[view.sortOrder] : null,
      render: figure(f),
    })),
    {
      key: 'participationRate',
      dataIndex: 'participationRate',
      title: t('knowledge.col.participationRate'),
      render: (v: number) => formatMetric(v, 'percent'),
    },
  ];
  return (
    <Table<KnowledgeRow>
      data-testid="knowledge-table"
      rowKey={(r) => `${r.kind}:${r.id}`}
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onChange={(_p, _f, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        onSort(
          s?.order ? String(s.columnKey) : undefined,
          s?.order === 'ascend' ? 'ASC' : s?.order === 'descend' ? 'DESC' : undefined,
        );
      }}
    />
  );
}
