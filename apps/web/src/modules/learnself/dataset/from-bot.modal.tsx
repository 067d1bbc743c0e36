import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATASET_NAME_MAX, type DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys, fromBot } from './dataset.api.ts';
import { botOptions } from './dataset.columns.tsx';

interface FromBotForm {
  botId: string;
  name: string;
}

/**
 * Create from a bot (requirements R4 datasets): a new intent dataset linked to the chosen bot, holding
 * its flow intents' examples. The new dataset opens once made.
 */
export function FromBotModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (row: DatasetRow) => void;
}) {
  const { t } = useTranslation('learnself');
  const qc = useQueryClient();
  const columns = useMemo<SchemaColumn<FromBotForm>[]>(
    () => [
      {
        dataIndex: 'botId',
        title: t('dataset.bot'),
        valueType: 'select',
        required: true,
        placeholder: t('dataset.botPlaceholder'),
        pages: botOptions('learnself-from-bot'),
      },
      {
        dataIndex: 'name',
        title: t('dataset.name'),
        required: true,
        maxlength: DATASET_NAME_MAX,
        placeholder: t('dataset.namePlaceholder'),
      },
    ],
    [t],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => fromBot(String(v.botId ?? ''), String(v.name ?? '').trim()),
    onSuccess: async (row) => {
      notifySuccess(t('dataset.fromBotDone', { name: row.name, items: row.itemCount, labels: row.labelCount }));
      onClose();
      await qc.invalidateQueries({ queryKey: datasetKeys.all });
      onCreated(row);
    },
  });
  return (
    <FormModal<FromBotForm>
      open={open}
      title={t('dataset.fromBotTitle')}
      columns={columns}
      saving={save.isPending}
      onSubmit={(v) => save.mutate(v)}
      onClose={onClose}
    />
  );
}
