import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { Col, Form, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/section.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys, datasetPage, fetchVersions } from '../dataset/dataset.api.ts';
import { SubmitCol } from '../submit.col.tsx';
import { diagnosisKeys, startDiagnosis } from './diagnosis.api.ts';

interface Values {
  datasetId?: string;
  versionId?: string;
}

const DATASETS_PATH = '/learnself/model/dataset';

/**
 * Start a diagnosis (requirements R4 §5): a dataset and one of its versions (the newest by default).
 * The new diagnosis opens at once and shows its progress there.
 */
export function DiagnosisForm({ onStarted }: { onStarted: (id: string) => void }) {
  const { t } = useTranslation('learnself-tools');
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const datasetId = Form.useWatch('datasetId', form);
  const versions = useQuery({
    queryKey: datasetKeys.versions(datasetId ?? ''),
    queryFn: () => fetchVersions(datasetId ?? ''),
    enabled: !!datasetId,
  });
  // The newest version is picked once the dataset's versions are in.
  useEffect(() => {
    const newest = versions.data?.[0];
    if (newest && !form.getFieldValue('versionId')) form.setFieldValue('versionId', newest.id);
  }, [versions.data, form]);
  const start = useMutation({
    mutationFn: (v: Values) => startDiagnosis(v.versionId ?? ''),
    onSuccess: (row) => {
      notifySuccess(t('form.started', { name: row.datasetName, version: row.version }));
      void qc.invalidateQueries({ queryKey: diagnosisKeys.list() });
      onStarted(row.id);
    },
  });
  const span = { xs: 24, md: 12, xl: 8 };
  return (
    <Section title={t('form.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('form.hint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="diagnosis"
        layout="vertical"
        onFinish={(v) => start.mutate(v)}
        data-testid="diagnosis-form"
      >
        <Row gutter={24}>
          <Col {...span}>
            <Form.Item
              name="datasetId"
              label={t('form.dataset')}
              rules={[{ required: true, message: t('table:requiredSelect') }]}
            >
              <SelectLoadMore<DatasetRow>
                queryKey={['learnself-diagnosis-datasets']}
                request={datasetPage}
                toOption={(d) => ({ value: d.id, label: d.name })}
                placeholder={t('form.datasetPlaceholder')}
                allowClear={false}
                data-testid="diagnosis-dataset"
                onChange={() => form.setFieldValue('versionId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item
              name="versionId"
              label={t('form.version')}
              rules={[{ required: true, message: t('table:requiredSelect') }]}
            >
              <Select
                disabled={!datasetId}
                loading={versions.isFetching}
                placeholder={datasetId ? t('form.versionPlaceholder') : t('form.datasetFirst')}
                data-testid="diagnosis-version"
                notFoundContent={
                  versions.isSuccess ? (
                    <Typography.Text type="secondary" data-testid="diagnosis-no-version">
                      {t('form.noVersion')} <Link to={DATASETS_PATH}>{t('form.toDatasets')}</Link>
                    </Typography.Text>
                  ) : undefined
                }
                options={(versions.data ?? []).map((v) => ({
                  value: v.id,
                  label: t('form.versionOption', {
                    version: v.version,
                    count: v.itemCount,
                    at: dayjs(v.createdAt).format('YYYY-MM-DD HH:mm'),
                  }),
                }))}
              />
            </Form.Item>
          </Col>
          <SubmitCol code="learnself.diagnosis.run-button" loading={start.isPending} testId="diagnosis-start">
            {t('form.submit')}
          </SubmitCol>
        </Row>
      </Form>
    </Section>
  );
}
