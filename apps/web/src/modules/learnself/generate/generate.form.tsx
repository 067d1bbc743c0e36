import { useMutation, useQuery } from '@tanstack/react-query';
import type { KnowledgeRow } from '@zhiyu/contract/modules/aikb/knowledge';
import type { LibraryRow } from '@zhiyu/contract/modules/aikb/library';
import { type DatasetRow, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { GENERATE_MAX } from '@zhiyu/contract/modules/learnself/generate';
import { AutoComplete, Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { nluDatasetPage } from '../cluster/cluster.api.ts';
import { datasetKeys, fetchLabels } from '../dataset/dataset.api.ts';
import { SubmitCol } from '../submit.col.tsx';
import { fetchItem, generate, generateKeys, intentUtterances, knowledgePage, libraryPage } from './generate.api.ts';
import { type GenerateTarget, presetOf } from './generate.data.ts';

interface Values {
  kind: 'intent' | 'knowledge';
  datasetId?: string;
  label?: string;
  libraryId?: string;
  itemId?: string;
  text?: string;
  max: number;
  generator: 'auto' | 'builtin';
}

/** What a generation answered, with what it varied and where its questions may go. */
export interface Generated {
  questions: string[];
  generator: 'builtin' | 'llm';
  engine: string;
  dropped: number;
  /** Left out because the knowledge item already has them as similar questions. */
  known: number;
  text: string;
  target: GenerateTarget;
  /** When it answered: each generation's list starts afresh. */
  at: number;
}

/** Where the generation stands, for the results below the form. */
export type GenState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'failed' }
  | { kind: 'done'; result: Generated };

const DEFAULT_MAX = 10;
const span = { xs: 24, md: 12, xl: 8 };
const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * What to generate from (requirements R4 §6): an intent of a dataset or a knowledge item, the sentence
 * to vary (one of the intent's utterances or the item's questions, or typed), how many, and whether
 * the built-in generator must be used even when a language-model engine is assigned.
 */
export function GenerateForm({ onState }: { onState: (s: GenState) => void }) {
  const { t } = useTranslation('learnself-tools');
  const [params] = useSearchParams();
  // The address's preset (the diagnosis's add-examples advice) is read once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening
  const preset = useMemo(() => presetOf(params), []);
  const names = useRef(new Map<string, string>(preset ? [[preset.datasetId, preset.datasetName]] : []));
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'intent';
  const datasetId = Form.useWatch('datasetId', form);
  const label = Form.useWatch('label', form);
  const libraryId = Form.useWatch('libraryId', form);
  const itemId = Form.useWatch('itemId', form);
  const labels = useQuery({
    queryKey: datasetKeys.labels(datasetId ?? ''),
    queryFn: () => fetchLabels(datasetId ?? ''),
    enabled: kind === 'intent' && !!datasetId,
  });
  const utterances = useQuery({
    queryKey: generateKeys.utterances(datasetId ?? '', label ?? ''),
    queryFn: () => intentUtterances(datasetId ?? '', label ?? ''),
    enabled: kind === 'intent' && !!datasetId && !!label,
  });
  const item = useQuery({
    queryKey: generateKeys.item(itemId ?? ''),
    queryFn: () => fetchItem(itemId ?? ''),
    enabled: kind === 'knowledge' && !!itemId,
  });
  // A new intent or item starts the sentence at its first utterance or its standard question.
  const first = kind === 'intent' ? utterances.data?.[0] : item.data?.question;
  useEffect(() => {
    if (first && !form.getFieldValue('text')) form.setFieldValue('text', first);
  }, [first, form]);
  const sentences =
    (kind === 'intent' ? utterances.data : item.data && [item.data.question, ...item.data.similar]) ?? [];
  const datasets = (q: LoadMoreQuery) =>
    nluDatasetPage(q).then((p) => {
      for (const d of p.list) names.current.set(d.id, d.name);
      return p;
    });
  const run = useMutation({
    mutationFn: async (v: Values) => {
      const text = (v.text ?? '').trim();
      const intent = v.kind === 'intent' && v.datasetId && v.label ? { datasetId: v.datasetId, label: v.label } : null;
      const r = await generate({ text, max: v.max, builtin: v.generator === 'builtin', ...(intent ?? {}) });
      const similar = new Set(item.data?.similar ?? []);
      const questions = v.kind === 'knowledge' ? r.questions.filter((q) => !similar.has(q)) : r.questions;
      const target: GenerateTarget = intent
        ? { kind: 'intent', ...intent, datasetName: names.current.get(intent.datasetId) ?? '' }
        : {
            kind: 'knowledge',
            libraryId: v.libraryId ?? '',
            itemId: v.itemId ?? '',
            question: item.data?.question ?? '',
          };
      return { ...r, questions, known: r.questions.length - questions.length, text, target, at: Date.now() };
    },
    onMutate: () => onState({ kind: 'running' }),
    onSuccess: (result) => {
      notifySuccess(t('gen.done', { count: result.questions.length }));
      onState({ kind: 'done', result });
    },
    // The request layer has said why.
    onError: () => onState({ kind: 'failed' }),
  });
  const clear = (...fields: (keyof Values)[]) => {
    for (const f of fields) form.setFieldValue(f, undefined);
  };
  return (
    <Form<Values>
      form={form}
      name="generate"
      layout="vertical"
      initialValues={{
        kind: 'intent',
        max: DEFAULT_MAX,
        generator: 'auto',
        datasetId: preset?.datasetId,
        label: preset?.label || undefined,
      }}
      onFinish={(v) => run.mutate(v)}
      data-testid="generate-form"
    >
      <Form.Item name="kind" label={t('gen.target')}>
        <Radio.Group
          optionType="button"
          onChange={() => clear('text')}
          options={[
            { value: 'intent', label: t('gen.toIntent') },
            { value: 'knowledge', label: t('gen.toKnowledge') },
          ]}
          data-testid="generate-kind"
        />
      </Form.Item>
      <Row gutter={24}>
        {kind === 'intent' ? (
          <>
            <Col {...span}>
              <Form.Item name="datasetId" label={t('gen.dataset')} rules={required(t('table:requiredSelect'))}>
                <SelectLoadMore<DatasetRow>
                  queryKey={['learnself-generate-datasets']}
                  request={datasets}
                  toOption={(d) => ({ value: d.id, label: d.name })}
                  known={preset ? [{ value: preset.datasetId, label: preset.datasetName }] : undefined}
                  placeholder={t('gen.datasetPlaceholder')}
                  allowClear={false}
                  onChange={() => clear('label', 'text')}
                  data-testid="generate-dataset"
                />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="label" label={t('gen.label')} rules={required(t('table:requiredSelect'))}>
                <Select
                  showSearch
                  disabled={!datasetId}
                  loading={labels.isFetching}
                  placeholder={datasetId ? t('gen.labelPlaceholder') : t('gen.datasetFirst')}
                  onChange={() => clear('text')}
                  options={(labels.data ?? []).map((l) => ({
                    value: l.label,
                    label: t('gen.labelOption', { label: l.label, count: l.count }),
                  }))}
                  data-testid="generate-label"
                />
              </Form.Item>
            </Col>
          </>
        ) : (
          <>
            <Col {...span}>
              <Form.Item name="libraryId" label={t('gen.library')} rules={required(t('table:requiredSelect'))}>
                <SelectLoadMore<LibraryRow>
                  queryKey={generateKeys.libraries()}
                  request={libraryPage}
                  toOption={(l) => ({ value: l.id, label: l.name })}
                  placeholder={t('gen.libraryPlaceholder')}
                  allowClear={false}
                  onChange={() => clear('itemId', 'text')}
                  data-testid="generate-library"
                />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="itemId" label={t('gen.item')} rules={required(t('table:requiredSelect'))}>
                <SelectLoadMore<KnowledgeRow>
                  key={libraryId ?? ''}
                  queryKey={generateKeys.knowledge(libraryId ?? '')}
                  request={knowledgePage(libraryId ?? '')}
                  toOption={(k) => ({ value: k.id, label: k.question })}
                  placeholder={libraryId ? t('gen.itemPlaceholder') : t('gen.libraryFirst')}
                  disabled={!libraryId}
                  allowClear={false}
                  onChange={() => clear('text')}
                  data-testid="generate-item"
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col {...span}>
          <Form.Item
            name="text"
            label={t('gen.text')}
            tooltip={t('gen.textTip')}
            rules={[
              ...required(t('table:required')),
              { max: UTTERANCE_MAX, message: t('table:maxlength', { max: UTTERANCE_MAX }) },
            ]}
          >
            <AutoComplete
              options={sentences.map((s) => ({ value: s }))}
              placeholder={t('gen.textPlaceholder')}
              data-testid="generate-text"
            />
          </Form.Item>
        </Col>
        <Col {...span}>
          <Form.Item name="max" label={t('gen.max')} required>
            <InputNumber
              min={1}
              max={GENERATE_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="generate-max"
            />
          </Form.Item>
        </Col>
        <Col {...span}>
          <Form.Item name="generator" label={t('gen.generator')} tooltip={t('gen.generatorTip')}>
            <Radio.Group
              options={[
                { value: 'auto', label: t('gen.auto') },
                { value: 'builtin', label: t('gen.builtin') },
              ]}
              data-testid="generate-generator"
            />
          </Form.Item>
        </Col>
        <SubmitCol code="learnself.generate.run-button" loading={run.isPending} testId="generate-run">
          {t('gen.submit')}
        </SubmitCol>
      </Row>
    </Form>
  );
}
