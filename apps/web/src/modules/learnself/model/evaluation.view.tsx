import type { Evaluation } from '@zhiyu/contract/modules/learnself/model';
import { Descriptions, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { useEntityTypeName } from '../dataset/entity-text.tsx';
import { ConfusionTable } from './confusion.table.tsx';
import { pct } from './model.state.tsx';

type LabelMetrics = Evaluation['perLabel'][number];

/** A titled block of the model detail. */
export function Block({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div style={{ marginBottom: 24 }} data-testid={testId}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/** The figures of an evaluation side by side: accuracy, macro-F1, test items, recognised, threshold. */
export function EvaluationSummary({ evaluation, threshold }: { evaluation: Evaluation; threshold: number | null }) {
  const { t } = useTranslation('learnself');
  const e = evaluation;
  const share = pct(e.recognised ? e.recognisedCorrect / e.recognised : null);
  // An entity model: entity-level figures, the share of utterances all right, the entities it found.
  const figures: { key: string; title: string; value: string | number; note?: string }[] = e.entities
    ? [
        { key: 'entityF1', title: t('eval.entityF1'), value: pct(e.entities.f1) },
        { key: 'entityPrecision', title: t('eval.entityPrecision'), value: pct(e.entities.precision) },
        { key: 'entityRecall', title: t('eval.entityRecall'), value: pct(e.entities.recall) },
        { key: 'accuracy', title: t('eval.exact'), value: pct(e.accuracy) },
        { key: 'test', title: t('eval.testCount'), value: e.testCount },
        {
          key: 'recognised',
          title: t('eval.entitiesFound'),
          value: e.recognised,
          note: t('eval.entitiesCorrect', { correct: e.recognisedCorrect, share }),
        },
      ]
    : [
        { key: 'accuracy', title: t('eval.accuracy'), value: pct(e.accuracy) },
        { key: 'macroF1', title: t('eval.macroF1'), value: pct(e.macroF1) },
        { key: 'test', title: t('eval.testCount'), value: e.testCount },
        {
          key: 'recognised',
          title: t('eval.recognised'),
          value: e.recognised,
          note: t('eval.recognisedCorrect', { correct: e.recognisedCorrect, share }),
        },
        // Two decimals: a confidence is compared with it (the model testing page shows both alike).
        { key: 'threshold', title: t('eval.threshold'), value: pct(threshold, 2) },
      ];
  return (
    <Descriptions
      bordered
      size="small"
      layout="vertical"
      column={figures.length}
      data-testid="evaluation-summary"
      items={figures.map((f) => ({
        key: f.key,
        label: f.title,
        children: (
          <div data-testid={`eval-${f.key}`}>
            <Statistic value={f.value} />
            {f.note && <Typography.Text type="secondary">{f.note}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}

/** Precision, recall, F1 and support of each label, sortable on every figure. */
export function PerLabelTable({ rows, entities = false }: { rows: LabelMetrics[]; entities?: boolean }) {
  const { t } = useTranslation('learnself');
  const typeName = useEntityTypeName();
  const num = (k: 'precision' | 'recall' | 'f1') => ({
    key: k,
    dataIndex: k,
    title: t(`eval.${k}`),
    width: 120,
    sorter: (a: LabelMetrics, b: LabelMetrics) => a[k] - b[k],
    render: (v: number) => pct(v),
  });
  return (
    <LocalPagedTable<LabelMetrics>
      rowKey="label"
      size="small"
      dataSource={[...rows].sort((a, b) => a.label.localeCompare(b.label))}
      columns={[
        {
          key: 'label',
          dataIndex: 'label',
          title: entities ? t('item.entityType') : t('item.label'),
          sorter: (a, b) => a.label.localeCompare(b.label),
          render: (v: string) => (entities ? typeName(v) : v),
        },
        num('precision'),
        num('recall'),
        num('f1'),
        {
          key: 'support',
          dataIndex: 'support',
          title: t('eval.support'),
          width: 100,
          sorter: (a, b) => a.support - b.support,
        },
      ]}
    />
  );
}

/** The whole evaluation of a model: the summary, the per-label figures and the confusion matrix. */
export function EvaluationView({ evaluation, threshold }: { evaluation: Evaluation; threshold: number | null }) {
  const { t } = useTranslation('learnself');
  return (
    <>
      <Block title={t('eval.summary')}>
        <EvaluationSummary evaluation={evaluation} threshold={threshold} />
      </Block>
      <Block title={evaluation.entities ? t('eval.perType') : t('eval.perLabel')} testId="evaluation-per-label">
        <PerLabelTable rows={evaluation.perLabel} entities={!!evaluation.entities} />
      </Block>
      {/* An entity model has no confusion matrix: an entity is found or not. */}
      {!evaluation.entities && (
        <Block title={t('eval.matrix')}>
          <ConfusionTable evaluation={evaluation} />
        </Block>
      )}
    </>
  );
}
