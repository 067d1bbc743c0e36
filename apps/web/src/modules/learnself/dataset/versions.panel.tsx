import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DATASET_DESCRIPTION_MAX,
  type DatasetRow,
  type DatasetVersionRow,
  DEFAULT_SPLIT_SEED,
  DEFAULT_TEST_RATIO,
} from '@zhiyu/contract/modules/learnself/dataset';
import { createModel } from '@zhiyu/contract/modules/learnself/model';
import { Alert, Button, Empty, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { call } from '../../../platform/request/call.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { modelBody, modelKeys } from '../model/model.api.ts';
import { ModelCreateModal } from '../model/model-create.modal.tsx';
import { addVersion, datasetKeys, fetchVersions } from './dataset.api.ts';

interface VersionForm {
  note: string;
  testRatio: number;
  seed: number;
}

const MODELS_PATH = '/learnself/model/modelmanager';

/**
 * A dataset's versions (requirements R4 datasets): each a frozen copy of the working copy split into
 * training and test items per label. A new version takes a note, the test share (20 % by default) and the
 * split seed; a version trains a model through the model create dialog.
 */
export function VersionsPanel({ dataset }: { dataset: DatasetRow }) {
  const { t } = useTranslation('learnself');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [training, setTraining] = useState<DatasetVersionRow | null>(null);
  const q = useQuery({ queryKey: datasetKeys.versions(dataset.id), queryFn: () => fetchVersions(dataset.id) });
  const make = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      addVersion({
        datasetId: dataset.id,
        note: typeof v.note === 'string' ? v.note.trim() : '',
        testRatio: Number(v.testRatio ?? DEFAULT_TEST_RATIO * 100) / 100,
        seed: Number(v.seed ?? DEFAULT_SPLIT_SEED),
      }),
    onSuccess: async (row) => {
      notifySuccess(t('version.created', { version: row.version, train: row.trainCount, test: row.testCount }));
      setCreating(false);
      await qc.invalidateQueries({ queryKey: datasetKeys.all });
    },
  });
  const train = useMutation({
    mutationFn: (v: Record<string, unknown>) => call(createModel, { body: modelBody(v) }),
    onSuccess: async (row) => {
      notifySuccess(t('model.created', { name: row.name }));
      setTraining(null);
      await qc.invalidateQueries({ queryKey: modelKeys.all });
      navigate(MODELS_PATH);
    },
  });
  // One object per chosen version: the dialog starts over when its preset changes.
  const preset = useMemo(
    () =>
      training
        ? { datasetId: dataset.id, datasetName: dataset.name, versionId: training.id, version: training.version }
        : undefined,
    [training, dataset.id, dataset.name],
  );
  const formColumns = useMemo<SchemaColumn<VersionForm>[]>(
    () => [
      {
        dataIndex: 'note',
        title: t('version.note'),
        valueType: 'textarea',
        maxlength: DATASET_DESCRIPTION_MAX,
        placeholder: t('version.notePlaceholder'),
      },
      {
        dataIndex: 'testRatio',
        title: t('version.testRatio'),
        valueType: 'number',
        required: true,
        min: 5,
        max: 50,
        precision: 0,
        suffix: '%',
        initialValue: DEFAULT_TEST_RATIO * 100,
        tooltip: t('version.testRatioTip'),
      },
      {
        dataIndex: 'seed',
        title: t('version.seed'),
        valueType: 'number',
        required: true,
        min: 0,
        max: 2_147_483_647,
        precision: 0,
        initialValue: DEFAULT_SPLIT_SEED,
        tooltip: t('version.seedTip'),
      },
    ],
    [t],
  );
  return (
    <div data-testid="dataset-versions">
      <Space style={{ marginBottom: 12 }}>
        <Can code="learnself.dataset.version-button">
          <Button type="primary" onClick={() => setCreating(true)} data-testid="version-add">
            {t('version.add')}
          </Button>
        </Can>
      </Space>
      {q.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : (
        <LocalPagedTable<DatasetVersionRow>
          rowKey="id"
          size="middle"
          loading={q.isFetching}
          dataSource={q.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('version.empty')} /> }}
          columns={[
            { key: 'version', dataIndex: 'version', title: t('version.version'), render: (v: number) => `v${v}` },
            { key: 'note', dataIndex: 'note', title: t('version.note'), width: 120, ellipsis: true },
            { key: 'itemCount', dataIndex: 'itemCount', title: t('version.items') },
            { key: 'trainCount', dataIndex: 'trainCount', title: t('version.train') },
            { key: 'testCount', dataIndex: 'testCount', title: t('version.test') },
            { key: 'labelCount', dataIndex: 'labelCount', title: t('version.labels') },
            {
              key: 'testRatio',
              dataIndex: 'testRatio',
              title: t('version.testRatio'),
              render: (v: number) => `${Math.round(v * 100)}%`,
            },
            { key: 'seed', dataIndex: 'seed', title: t('version.seed') },
            { key: 'creator', dataIndex: 'creator', title: t('version.creator') },
            {
              key: 'createdAt',
              dataIndex: 'createdAt',
              title: t('version.createdAt'),
              render: (v: number) => dayjs(v).format(TIME_FORMAT),
            },
            {
              key: 'actions',
              title: t('actions'),
              fixed: 'right',
              render: (_v, row) => (
                <RowActions
                  testId={`version-actions-${row.version}`}
                  actions={[
                    {
                      key: 'train',
                      label: t('version.trainModel'),
                      code: 'learnself.model.add-button',
                      onClick: () => setTraining(row),
                      testId: 'version-train',
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
      <FormModal<VersionForm>
        open={creating}
        title={t('version.addTitle')}
        columns={formColumns}
        saving={make.isPending}
        onSubmit={(v) => make.mutate(v)}
        onClose={() => setCreating(false)}
      />
      <ModelCreateModal
        open={!!training}
        preset={preset}
        saving={train.isPending}
        onSubmit={(v) => train.mutate(v)}
        onClose={() => setTraining(null)}
      />
    </div>
  );
}
