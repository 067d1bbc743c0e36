import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LABEL_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { Alert, AutoComplete, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys, fetchLabels } from '../dataset/dataset.api.ts';
import type { Named } from '../pool/pool.api.ts';
import { type AddTarget, addCount, addRequest, isNewLabel } from './add-intent.values.ts';
import { addToIntent, clusterKeys, nluDatasetPage } from './cluster.api.ts';

/** antd's default z-index of drawers and dialogs. */
const DRAWER_Z = 1000;

interface Values {
  datasetId?: string;
  label?: string;
}

export interface AddIntentModalProps {
  /** The cluster (or its picked members) to add; null: closed. */
  target: AddTarget | null;
  /** The run's dataset, chosen first. */
  dataset?: Named;
  onClose: () => void;
  /** After a successful add (the drawer clears its picks). */
  onAdded?: () => void;
}

/**
 * Add to intent (requirements R4 §2): a dataset (the run's by default) and an intent of it, picked from
 * its labels or typed new; adds the cluster or the picked members and says how many went in and how
 * many were already there.
 */
export function AddIntentModal({ target, dataset, onClose, onAdded }: AddIntentModalProps) {
  const { t } = useTranslation('learnself-data');
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const datasetId = Form.useWatch('datasetId', form);
  const label = Form.useWatch('label', form) ?? '';
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({ datasetId: dataset?.id, label: '' });
  }, [target, dataset, form]);
  const labels = useQuery({
    queryKey: datasetKeys.labels(datasetId ?? ''),
    queryFn: () => fetchLabels(datasetId ?? ''),
    enabled: !!target && !!datasetId,
  });
  const add = useMutation({
    mutationFn: (a: { target: AddTarget; values: Values }) =>
      addToIntent(addRequest(a.target, a.values.datasetId ?? '', a.values.label ?? '')),
    onSuccess: async (r) => {
      notifySuccess(t('add.done', { added: r.added, skipped: r.skipped }));
      onAdded?.();
      onClose();
      await Promise.all([
        qc.invalidateQueries({ queryKey: clusterKeys.all }),
        qc.invalidateQueries({ queryKey: datasetKeys.all }),
      ]);
    },
  });
  const typed = label.trim();
  const options = (labels.data ?? [])
    .filter((l) => !typed || l.label.includes(typed))
    .map((l) => ({ value: l.label, label: t('add.labelOption', { label: l.label, count: l.count }) }));
  return (
    <AppModal
      open={!!target}
      title={t('add.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('add.ok')}
      cancelText={t('common:cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden={false}
      forceRender
      // Above the members drawer it may be opened from (both would sit at antd's 1000).
      zIndex={DRAWER_Z + 10}
    >
      {target && (
        <Typography.Paragraph data-testid="add-count">
          {target.picked?.length
            ? t('add.countPicked', { count: addCount(target) })
            : t('add.countAll', { count: addCount(target) })}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        name="addIntent"
        onFinish={(values) => target && add.mutate({ target, values })}
      >
        <Form.Item
          name="datasetId"
          label={t('add.dataset')}
          rules={[{ required: true, message: t('table:requiredSelect') }]}
        >
          <SelectLoadMore<Named>
            queryKey={['learnself-cluster-datasets']}
            request={nluDatasetPage}
            toOption={(x) => ({ value: x.id, label: x.name })}
            known={dataset ? [{ value: dataset.id, label: dataset.name }] : undefined}
            allowClear={false}
            data-testid="add-dataset"
            onChange={() => form.setFieldValue('label', '')}
          />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('add.label')}
          rules={[
            { required: true, whitespace: true, message: t('table:required') },
            { max: LABEL_MAX, message: t('table:maxlength', { max: LABEL_MAX }) },
          ]}
        >
          <AutoComplete
            options={options}
            placeholder={t('add.labelPlaceholder')}
            disabled={!datasetId}
            notFoundContent={labels.isFetching ? t('add.labelsLoading') : undefined}
            data-testid="add-label"
          />
        </Form.Item>
      </Form>
      {datasetId && labels.isSuccess && isNewLabel(label, labels.data) && (
        <Alert type="info" showIcon message={t('add.newLabel', { label: typed })} data-testid="add-new-label" />
      )}
    </AppModal>
  );
}
