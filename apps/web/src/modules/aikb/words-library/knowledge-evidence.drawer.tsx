import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@zhiyu/contract/list';
import type { KnowledgeEvidenceRow } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import { Alert, Empty, Flex, Statistic, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { PagedTable } from '../../../components/crud/paged-table.tsx';
import { fetchEvidence, knowledgeKeys } from './kb.api.ts';

const SUMMARY = ['answered', 'picked', 'liked', 'disliked', 'transferred'] as const;

function evidenceColumns(t: TFunction): ColumnsType<KnowledgeEvidenceRow> {
  return [
    { title: t('evidence.question'), dataIndex: 'question', ellipsis: true },
    {
      title: t('evidence.outcome'),
      key: 'outcome',
      width: 260,
      render: (_v, r) => (
        <Flex gap={4} wrap>
          <Tag color={r.picked ? 'blue' : 'default'}>{r.picked ? t('evidence.viaPick') : t('evidence.direct')}</Tag>
          {r.vote === 'like' && <Tag color="green">{t('evidence.liked')}</Tag>}
          {r.vote === 'dislike' && <Tag color="red">{t('evidence.disliked')}</Tag>}
          {r.transferred && <Tag color="orange">{t('evidence.transferred')}</Tag>}
        </Flex>
      ),
    },
    { title: t('evidence.reason'), dataIndex: 'reason', width: 160, render: (v: string | null) => v || '-' },
    {
      title: t('evidence.score'),
      dataIndex: 'score',
      width: 90,
      render: (v: number | null) => (v === null ? '-' : v.toFixed(2)),
    },
    {
      title: t('evidence.askedAt'),
      dataIndex: 'askedAt',
      width: 170,
      render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
}

/**
 * What became of the questions one item answered in the text bot (GET knowledge/evidence): the
 * totals, then each answer newest first with the visitor's question and how it ended.
 */
export function KnowledgeEvidenceDrawer({
  item,
  onClose,
}: {
  item: { id: string; question: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('aikb');
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const q = useQuery({
    queryKey: knowledgeKeys.evidence(item?.id ?? '', page.pageNum, page.pageSize),
    queryFn: () => fetchEvidence(item?.id ?? '', page.pageNum, page.pageSize),
    enabled: !!item,
    placeholderData: keepPreviousData,
  });
  const data = q.data;
  return (
    <AppDrawer
      open={!!item}
      title={t('evidence.title', { question: item?.question ?? '' })}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => !open && setPage({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE })}
    >
      <Alert type="info" showIcon title={t('evidence.hint')} style={{ marginBottom: 16 }} />
      <Flex gap={32} style={{ marginBottom: 16 }} data-testid="kb-evidence-summary">
        {SUMMARY.map((k) => (
          <Statistic key={k} title={t(`evidence.sum.${k}`)} value={data?.summary[k] ?? 0} loading={q.isLoading} />
        ))}
      </Flex>
      {q.isError ? (
        <Empty description={t('evidence.failed')} />
      ) : (
        <PagedTable<KnowledgeEvidenceRow>
          rowKey="id"
          size="middle"
          loading={q.isFetching}
          columns={evidenceColumns(t)}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('evidence.none')} /> }}
          paging={{
            pageNum: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
            testId: 'kb-evidence-pagination',
          }}
          data-testid="kb-evidence-table"
        />
      )}
    </AppDrawer>
  );
}
