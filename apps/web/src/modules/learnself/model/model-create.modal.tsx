import type { DatasetRow, DatasetVersionRow } from '@zhiyu/contract/modules/learnself/dataset';
import { MODEL_NAME_MAX } from '@zhiyu/contract/modules/learnself/model';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { datasetPage, fetchVersions } from '../dataset/dataset.api.ts';

interface ModelForm {
  name: string;
  datasetId: string;
  versionId: string;
}

/** The dataset version a model is trained from when the dialog is opened from that version. */
export interface ModelPreset {
  datasetId: string;
  datasetName: string;
  versionId: string;
  version: number;
}

const versionLabel = (t: TFunction, v: DatasetVersionRow) =>
  `v${v.version}${v.note ? ` · ${v.note}` : ''} (${t('model.versionCounts', { train: v.trainCount, test: v.testCount })})`;

/** The create form: a name, then a dataset and one of its versions (the version must be the dataset's). */
export function modelFormColumns(t: TFunction, preset?: ModelPreset): SchemaColumn<ModelForm>[] {
  return [
    {
      dataIndex: 'name',
      title: t('model.name'),
      required: true,
      maxlength: MODEL_NAME_MAX,
      placeholder: t('model.namePlaceholder'),
    },
    {
      dataIndex: 'datasetId',
      title: t('model.dataset'),
      valueType: 'select',
      required: true,
      disabled: !!preset,
      pages: {
        key: 'learnself-model-datasets',
        load: datasetPage,
        label: (d: DatasetRow) => `${d.name} (${t(`type.${d.type}`)})`,
        value: (d: DatasetRow) => d.id,
        // A dataset without a version has nothing to train on.
        disabled: (d: DatasetRow) => d.latestVersion === 0,
        known: preset ? [{ value: preset.datasetId, label: preset.datasetName }] : [],
      },
    },
    {
      dataIndex: 'versionId',
      title: t('model.version'),
      valueType: 'select',
      required: true,
      disabled: (v) => !!preset || !v.datasetId,
      placeholder: t('model.versionPlaceholder'),
      request: {
        load: (p) =>
          typeof p.datasetId === 'string' && p.datasetId ? fetchVersions(p.datasetId) : Promise.resolve([]),
        params: (v) => ({ datasetId: typeof v.datasetId === 'string' ? v.datasetId : '' }),
        label: (v: DatasetVersionRow) => versionLabel(t, v),
        value: (v: DatasetVersionRow) => v.id,
      },
      rules: [
        // A version picked before the dataset was changed belongs to the other dataset.
        ({ getFieldValue }) => ({
          validator: async (_rule, value) => {
            const datasetId = getFieldValue('datasetId');
            if (!value || !datasetId || preset) return;
            const versions = await fetchVersions(String(datasetId));
            if (!versions.some((v) => v.id === value)) throw new Error(t('model.versionOfDataset'));
          },
        }),
      ],
    },
  ];
}

/**
 * The model create dialog (requirements R4 models): the model page's add button and a dataset version's
 * train action (then the dataset and version are fixed). Creating starts the training at once.
 */
export function ModelCreateModal({
  open,
  preset,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  preset?: ModelPreset;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('learnself');
  const columns = useMemo(() => modelFormColumns(t, preset), [t, preset]);
  const row = useMemo(
    () =>
      preset
        ? {
            name: `${preset.datasetName}-v${preset.version}`.slice(0, MODEL_NAME_MAX),
            datasetId: preset.datasetId,
            versionId: preset.versionId,
          }
        : undefined,
    [preset],
  );
  return (
    <FormModal<ModelForm>
      open={open}
      title={t('model.add')}
      columns={columns}
      row={row}
      saving={saving}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
