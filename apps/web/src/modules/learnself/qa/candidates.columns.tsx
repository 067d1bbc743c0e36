import { QA_SOURCES, QA_STATES, type QaCandidateRow, type QaRunRow } from '@zhiyu/contract/modules/learnself/qa';
import { Progress, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { runPage } from './qa.api.ts';

export const STATE_COLORS: Record<QaCandidateRow['state'], string> = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'default',
};
const SOURCE_COLORS: Record<QaCandidateRow['source'], string> = { document: 'blue', call: 'purple', text: 'cyan' };

/** The knowledge library screen, opened on a library. */
export const libraryLink = (libraryId: string) => `/aikb/words-library?library=${encodeURIComponent(libraryId)}`;

/** A run as the run filter names it: when, from what, how many. */
export const runLabel = (t: TFunction, r: QaRunRow) =>
  t('runs.label', {
    at: dayjs(r.createdAt).format('MM-DD HH:mm'),
    source: t(`runs.source.${r.source}`),
    summary: r.summary || t('runs.all'),
    count: r.candidateCount,
  });

function SourceCell({ row, t }: { row: QaCandidateRow; t: TFunction }) {
  const name = row.sourceName || t('source.unnamed');
  const where =
    row.source === 'document' ? row.sourceDetail : row.sourceAt ? dayjs(row.sourceAt).format('YYYY-MM-DD HH:mm') : '';
  return (
    <div style={{ width: 200 }} data-testid="qa-source">
      <Space size={4}>
        <Tag color={SOURCE_COLORS[row.source]}>{t(`source.${row.source}`)}</Tag>
        {row.source === 'document' && row.sourceLibraryId ? (
          <Link to={libraryLink(row.sourceLibraryId)}>
            <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 120, color: 'inherit' }}>
              {name}
            </Typography.Text>
          </Link>
        ) : (
          <Typography.Text ellipsis={{ tooltip: `${name} ${row.sourceId}` }} style={{ maxWidth: 120 }}>
            {name}
          </Typography.Text>
        )}
      </Space>
      {where && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: where }} style={{ display: 'block', width: 200 }}>
          {where}
        </Typography.Text>
      )}
    </div>
  );
}

/** The candidates table and its filters: question, answer, source, confidence, similar questions, state. */
export function candidateColumns(t: TFunction): SchemaColumn<QaCandidateRow>[] {
  const states = Object.fromEntries(QA_STATES.map((s) => [s, { text: t(`state.${s}`), color: STATE_COLORS[s] }]));
  const sources = Object.fromEntries(QA_SOURCES.map((s) => [s, t(`source.${s}`)]));
  return [
    {
      dataIndex: 'runId',
      title: t('col.run'),
      valueType: 'select',
      in: ['search'],
      pages: {
        key: 'learnself-qa-runs',
        load: runPage,
        label: (r: QaRunRow) => runLabel(t, r),
        value: (r: QaRunRow) => r.id,
      },
    },
    {
      dataIndex: 'question',
      title: t('col.keyword'),
      in: ['search'],
      placeholder: t('col.keywordPlaceholder'),
      dataValue: (v) => ({ keyword: v }),
    },
    {
      dataIndex: 'question',
      title: t('col.question'),
      in: ['table'],
      width: 220,
      render: (_v, r) => (
        <Typography.Text ellipsis={{ tooltip: r.question }} style={{ width: 204 }} data-testid="qa-question">
          {r.question}
        </Typography.Text>
      ),
    },
    {
      dataIndex: 'answer',
      title: t('col.answer'),
      in: ['table'],
      width: 280,
      render: (_v, r) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.answer }} style={{ width: 264, marginBottom: 0 }}>
          {r.answer}
        </Typography.Paragraph>
      ),
    },
    {
      dataIndex: 'source',
      title: t('col.source'),
      valueType: 'select',
      valueEnum: sources,
      in: ['search', 'table'],
      width: 216,
      render: (_v, r) => <SourceCell row={r} t={t} />,
    },
    {
      dataIndex: 'confidence',
      title: t('col.confidence'),
      in: ['table'],
      sorter: true,
      width: 120,
      render: (_v, r) => (
        <Tooltip title={t('col.confidenceTip')}>
          <Progress percent={Math.round(r.confidence * 100)} size="small" style={{ width: 100 }} />
        </Tooltip>
      ),
    },
    {
      dataIndex: 'similar',
      title: t('col.similar'),
      in: ['table'],
      width: 100,
      render: (_v, r) =>
        r.similar.length ? (
          <Tooltip title={r.similar.join(' / ')}>
            <Tag data-testid="qa-similar">{r.similar.length}</Tag>
          </Tooltip>
        ) : (
          0
        ),
    },
    {
      dataIndex: 'state',
      title: t('col.state'),
      valueType: 'select',
      valueEnum: states,
      in: ['search', 'table'],
      initialValue: 'pending',
    },
    {
      dataIndex: 'libraryName',
      title: t('col.library'),
      in: ['table'],
      width: 140,
      render: (_v, r) =>
        r.libraryId ? (
          <Link to={libraryLink(r.libraryId)}>
            <Typography.Text ellipsis={{ tooltip: r.libraryName }} style={{ width: 124, color: 'inherit' }}>
              {r.libraryName || r.libraryId}
            </Typography.Text>
          </Link>
        ) : (
          '-'
        ),
    },
    { dataIndex: 'createdAt', title: t('col.createdAt'), valueType: 'date', in: ['table'], sorter: true },
  ];
}
