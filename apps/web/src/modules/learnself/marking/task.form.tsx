import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { TASK_ITEMS_MAX, TASK_NAME_MAX } from '@zhiyu/contract/modules/learnself/marking';
import type { ModelRow } from '@zhiyu/contract/modules/learnself/model';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { ACTIVE, INACTIVE } from '../../../components/schema/value-types/switch.tsx';
import { datasetPage } from '../dataset/dataset.api.ts';
import { fetchLabellers, trainedModels } from './marking.api.ts';
import type { MarkTaskForm } from './task.values.ts';
import { textsProblem } from './task.values.ts';

type Labeller = { username: string; nickname: string };
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const twoPerson = (v: Record<string, unknown>) => v.twoPerson === ACTIVE;

function labellerColumn(t: TFunction, field: 'labellerA' | 'labellerB'): SchemaColumn<MarkTaskForm> {
  const other = field === 'labellerA' ? 'labellerB' : 'labellerA';
  return {
    dataIndex: field,
    title: t(`task.${field}`),
    valueType: 'select',
    required: true,
    show: twoPerson,
    request: {
      load: fetchLabellers,
      params: { of: 'labellers' },
      label: (u: Labeller) => (u.nickname && u.nickname !== u.username ? `${u.nickname} (${u.username})` : u.username),
      value: (u: Labeller) => u.username,
    },
    rules: [
      ({ getFieldValue }) => ({
        validator: async (_rule, value) => {
          if (value && value === getFieldValue(other)) throw new Error(t('task.labellersSame'));
        },
      }),
    ],
  };
}

/**
 * The new-task form (requirements R4 §3): a name, the dataset, an optional model of that dataset to
 * pre-annotate with, one- or two-person labelling (two named labellers), and the utterances typed
 * one a line. Sent from the pool, the pool rows come with it and typed lines are optional.
 */
export function taskFormColumns(t: TFunction, fromPool: number): SchemaColumn<MarkTaskForm>[] {
  return [
    {
      dataIndex: 'name',
      title: t('task.name'),
      required: true,
      maxlength: TASK_NAME_MAX,
      placeholder: t('task.namePlaceholder'),
    },
    {
      dataIndex: 'datasetId',
      title: t('task.dataset'),
      valueType: 'select',
      required: true,
      tooltip: t('task.datasetTip'),
      pages: {
        key: 'learnself-marking-datasets',
        load: datasetPage,
        label: (d: DatasetRow) => `${d.name} (${t(`learnself:type.${d.type}`)})`,
        value: (d: DatasetRow) => d.id,
      },
    },
    {
      dataIndex: 'modelId',
      title: t('task.model'),
      valueType: 'select',
      tooltip: t('task.modelTip'),
      placeholder: t('task.modelNone'),
      disabled: (v) => !v.datasetId,
      request: {
        load: (p) => trainedModels(str(p.datasetId)),
        params: (v) => ({ datasetId: str(v.datasetId) }),
        label: (m: ModelRow) => `${m.name} (v${m.version})`,
        value: (m: ModelRow) => m.id,
      },
      rules: [
        // A model picked before the dataset was changed belongs to the other dataset.
        ({ getFieldValue }) => ({
          validator: async (_rule, value) => {
            const datasetId = str(getFieldValue('datasetId'));
            if (!value || !datasetId) return;
            const models = await trainedModels(datasetId);
            if (!models.some((m) => m.id === value)) throw new Error(t('task.modelOfDataset'));
          },
        }),
      ],
    },
    {
      dataIndex: 'twoPerson',
      title: t('task.twoPerson'),
      valueType: 'switch',
      valueEnum: { [ACTIVE]: t('table:yes'), [INACTIVE]: t('table:no') },
      initialValue: INACTIVE,
      tooltip: t('task.twoPersonTip'),
    },
    labellerColumn(t, 'labellerA'),
    labellerColumn(t, 'labellerB'),
    {
      dataIndex: 'texts',
      title: fromPool ? t('task.textsMore') : t('task.texts'),
      valueType: 'textarea',
      required: !fromPool,
      placeholder: t('task.textsPlaceholder'),
      tooltip: t('task.textsTip', { max: TASK_ITEMS_MAX }),
      rules: [
        {
          validator: async (_rule, v) => {
            if (!str(v).trim() && !fromPool) return; // `required` says it
            const problem = textsProblem(v, fromPool);
            if (problem) throw new Error(t(problem.key, problem.values));
          },
        },
      ],
    },
  ];
}

/** The new-task dialog: the list's add button, and the pool's send to labelling (`fromPool` rows). */
export function MarkTaskModal({
  open,
  fromPool = 0,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  fromPool?: number;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('learnself-marking');
  const columns = useMemo(() => taskFormColumns(t, fromPool), [t, fromPool]);
  return (
    <FormModal<MarkTaskForm>
      open={open}
      title={fromPool ? t('task.addFromPool', { count: fromPool }) : t('task.add')}
      columns={columns}
      saving={saving}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
