import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINDING_KINDS, type Finding, type FindingKind } from '@zhiyu/contract/modules/learnself/diagnosis';
import { Alert, Empty, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys } from '../dataset/dataset.api.ts';
import { generateLink } from '../generate/generate.data.ts';
import { applyFix, type DiagnosisDetail, diagnosisKeys } from './diagnosis.api.ts';
import { canApply, findingText, fixText, isAdvice, kindCounts, sortFindings } from './findings.data.ts';

const KIND_COLORS: Record<FindingKind, string> = {
  conflict: 'red',
  duplicate: 'orange',
  confusion: 'magenta',
  outlier: 'purple',
  few: 'blue',
};
/** Utterances shown in a finding's cell; the rest on hover. */
const TEXTS_SHOWN = 3;

type Filter = FindingKind | 'all';

/**
 * The findings of a diagnosis (requirements R4 §5), filtered by kind: what is wrong, the utterances
 * concerned, the suggested fix and whether it was applied (by whom, when). A move, delete or merge
 * applies with one click and is logged; advice to add examples opens the similar-question generator
 * on the intent. An applied fix cannot be applied again.
 */
export function FindingsTable({ diagnosis }: { diagnosis: DiagnosisDetail }) {
  const { t } = useTranslation('learnself-tools');
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const all = useMemo(() => sortFindings(diagnosis.findings), [diagnosis.findings]);
  const counts = useMemo(() => kindCounts(all), [all]);
  const rows = filter === 'all' ? all : all.filter((f) => f.kind === filter);
  const apply = useMutation({
    mutationFn: (f: Finding) => applyFix(diagnosis.id, f.id),
    onSuccess: async (r) => {
      notifySuccess(t('fix.done', { moved: r.moved, deleted: r.deleted }));
      await Promise.all([
        qc.invalidateQueries({ queryKey: diagnosisKeys.one(diagnosis.id) }),
        qc.invalidateQueries({ queryKey: datasetKeys.all }),
      ]);
    },
  });
  const columns: ColumnsType<Finding> = [
    {
      key: 'kind',
      title: t('finding.kind'),
      width: 100,
      render: (_, f) => (
        <Tag color={KIND_COLORS[f.kind]} data-testid="finding-kind">
          {t(`kind.${f.kind}`)}
        </Tag>
      ),
    },
    { key: 'what', title: t('finding.what'), width: 230, render: (_, f) => findingText(t, f) },
    {
      key: 'texts',
      title: t('finding.texts'),
      width: 190,
      render: (_, f) => (
        <Typography.Paragraph
          style={{ margin: 0 }}
          ellipsis={{ rows: TEXTS_SHOWN, tooltip: f.texts.join(' / ') }}
          data-testid="finding-texts"
        >
          {f.texts.join(' / ')}
        </Typography.Paragraph>
      ),
    },
    { key: 'fix', title: t('finding.fix'), width: 230, render: (_, f) => fixText(t, f) },
    {
      key: 'applied',
      title: t('finding.applied'),
      width: 100,
      render: (_, f) =>
        isAdvice(f) ? (
          <Typography.Text type="secondary">{t('finding.advice')}</Typography.Text>
        ) : (
          <div data-testid="finding-applied" data-applied={f.applied}>
            <Tag color={f.applied ? 'success' : 'default'}>{f.applied ? t('yes') : t('no')}</Tag>
            {f.applied && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {f.appliedBy} {f.appliedAt ? dayjs(f.appliedAt).format('YYYY-MM-DD HH:mm') : ''}
              </Typography.Text>
            )}
          </div>
        ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_, f) => (
        <RowActions
          testId={`finding-actions-${f.id}`}
          actions={[
            {
              key: 'apply',
              label: f.applied ? t('fix.applied') : t('fix.apply'),
              code: 'learnself.diagnosis.fix-button',
              hidden: isAdvice(f),
              disabled: !canApply(f),
              confirm: t('fix.confirm', { fix: fixText(t, f) }),
              testId: 'finding-apply',
              onClick: () => apply.mutateAsync(f),
            },
            {
              key: 'generate',
              label: t('fix.generate'),
              code: 'learnself.generate.run-button',
              hidden: !isAdvice(f),
              to: generateLink(diagnosis.datasetId, diagnosis.datasetName, f.labels[0] ?? ''),
              testId: 'finding-generate',
            },
          ]}
        />
      ),
    },
  ];
  const anyApplied = all.some((f) => f.applied);
  return (
    <div data-testid="findings">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          data-testid="finding-filter"
          options={[
            { value: 'all', label: t('finding.all', { count: all.length }) },
            ...FINDING_KINDS.map((k) => ({ value: k, label: `${t(`kind.${k}`)} ${counts[k]}` })),
          ]}
        />
        {anyApplied && <Alert type="info" showIcon title={t('fix.newVersion')} data-testid="finding-new-version" />}
        {/* No sideways scroll: the text columns wrap, so every column stays in view at 1280 px. */}
        <LocalPagedTable<Finding>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          data-testid="finding-table"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={all.length ? t('finding.noneOfKind') : t('finding.none')}
              />
            ),
          }}
        />
      </Space>
    </div>
  );
}
