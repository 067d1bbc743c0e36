import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POOL_KINDS, POOL_SOURCES } from '@zhiyu/contract/modules/learnself/pool';
import { Col, Form, InputNumber, Row, Select, Slider } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormRangePicker } from '../../../components/date-range/form-range.tsx';
import { Section } from '../../../components/section.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { OriginField } from '../pool/origin.field.tsx';
import type { Named } from '../pool/pool.api.ts';
import { SubmitCol } from '../submit.col.tsx';
import { clusterKeys, nluDatasetPage, startRun } from './cluster.api.ts';
import { type ClusterFormValues, clusterBody, formValuesOf } from './cluster.values.ts';

const named = (x: Named) => ({ value: x.id, label: x.name });

/**
 * Start clustering (requirements R4 §2): which pool utterances (source, bot or channel, outcome, time range),
 * how alike a group must be, its least size, and the dataset whose intents are offered as nearest.
 * The pool list's send-to-clustering presets the first four through the address.
 */
export function ClusterRunForm() {
  const { t } = useTranslation('learnself-data');
  const [params] = useSearchParams();
  // The address's preset is read once: the form is the user's after that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening
  const initial = useMemo(() => formValuesOf(params), []);
  const [form] = Form.useForm<ClusterFormValues>();
  const source = Form.useWatch('source', form);
  const qc = useQueryClient();
  const start = useMutation({
    mutationFn: (v: ClusterFormValues) => startRun(clusterBody(v)),
    onSuccess: () => {
      notifySuccess(t('form.started'));
      return qc.invalidateQueries({ queryKey: clusterKeys.runs() });
    },
  });
  const span = { xs: 24, md: 12, xl: 8 };
  return (
    <Section title={t('form.title')} style={{ marginBottom: 16 }}>
      <Form<ClusterFormValues>
        form={form}
        name="cluster"
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => start.mutate(v)}
        data-testid="cluster-form"
      >
        <Row gutter={24}>
          <Col {...span}>
            <Form.Item name="source" label={t('form.source')}>
              <Select
                allowClear
                placeholder={t('params.anySource')}
                options={POOL_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...span}>
            <OriginField
              source={source}
              botsKey="learnself-cluster-bots"
              labels={{
                channel: t('form.channel'),
                anyChannel: t('form.anyChannel'),
                bot: t('form.bot'),
                anyBot: t('form.anyBot'),
              }}
            />
          </Col>
          <Col {...span}>
            <Form.Item
              name="kind"
              label={t('form.kind')}
              rules={[{ required: true, message: t('table:requiredSelect') }]}
            >
              <Select options={POOL_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item name="range" label={t('form.range')}>
              <FormRangePicker />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item label={t('form.threshold')} tooltip={t('form.thresholdTip')} required>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Form.Item name="threshold" noStyle>
                  <Slider min={0.1} max={0.95} step={0.05} style={{ flex: 1 }} />
                </Form.Item>
                <Form.Item name="threshold" noStyle>
                  <InputNumber min={0.1} max={0.95} step={0.05} precision={2} style={{ width: 80 }} />
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item name="minSize" label={t('form.minSize')} tooltip={t('form.minSizeTip')} required>
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item name="datasetId" label={t('form.dataset')} tooltip={t('form.datasetTip')}>
              <SelectLoadMore<Named>
                queryKey={['learnself-cluster-datasets']}
                request={nluDatasetPage}
                toOption={named}
                placeholder={t('form.noDataset')}
                data-testid="cluster-dataset"
              />
            </Form.Item>
          </Col>
          <SubmitCol code="learnself.cluster.run-button" loading={start.isPending} testId="cluster-start">
            {t('form.submit')}
          </SubmitCol>
        </Row>
      </Form>
    </Section>
  );
}
