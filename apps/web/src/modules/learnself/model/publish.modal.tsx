import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { botOptions } from '../dataset/dataset.columns.tsx';
import { modelKeys, publish, rollback } from './model.api.ts';

interface BotForm {
  botId: string;
}

/** After a publish or a rollback: the list and the model's detail show the bots anew. */
function useDone(onClose: () => void) {
  const qc = useQueryClient();
  return async (text: string) => {
    notifySuccess(text);
    onClose();
    await qc.invalidateQueries({ queryKey: modelKeys.all });
  };
}

/**
 * Publish to a bot (requirements R4 models): a callable intent model becomes the one the chosen bot
 * recognises with; the bot's previous model is kept for a rollback.
 */
export function PublishModal({ model, onClose }: { model: ModelRow | null; onClose: () => void }) {
  const { t } = useTranslation('learnself');
  const done = useDone(onClose);
  const columns = useMemo<SchemaColumn<BotForm>[]>(
    () => [
      {
        dataIndex: 'botId',
        title: t('model.publishBot'),
        valueType: 'select',
        required: true,
        placeholder: t('dataset.botPlaceholder'),
        tooltip: t('model.publishTip'),
        pages: botOptions('learnself-publish-bots'),
      },
    ],
    [t],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => publish(model?.id ?? '', String(v.botId ?? '')),
    onSuccess: () => done(t('model.published', { name: model?.name ?? '' })),
  });
  return (
    <FormModal<BotForm>
      open={!!model}
      title={t('model.publishTitle', { name: model?.name ?? '' })}
      columns={columns}
      saving={save.isPending}
      onSubmit={(v) => save.mutate(v)}
      onClose={onClose}
    />
  );
}

/**
 * Roll back (requirements R4 models): one of the bots using this model goes back to the model it used
 * before the last publish (none: it recognises with its flow's examples alone).
 */
export function RollbackModal({ model, onClose }: { model: ModelRow | null; onClose: () => void }) {
  const { t } = useTranslation('learnself');
  const done = useDone(onClose);
  const bots = model?.bots;
  const columns = useMemo<SchemaColumn<BotForm>[]>(
    () => [
      {
        dataIndex: 'botId',
        title: t('model.rollbackBot'),
        valueType: 'select',
        required: true,
        valueEnum: Object.fromEntries((bots ?? []).map((b) => [b.id, b.name])),
        tooltip: t('model.rollbackTip'),
      },
    ],
    [t, bots],
  );
  const row = useMemo(() => (bots?.[0] ? { botId: bots[0].id } : undefined), [bots]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => rollback(String(v.botId ?? '')),
    onSuccess: (r) => {
      const bot = bots?.find((b) => b.id === r.botId)?.name ?? '';
      return done(r.modelId ? t('model.rolledBack', { bot }) : t('model.rolledBackNone', { bot }));
    },
  });
  return (
    <FormModal<BotForm>
      open={!!model}
      title={t('model.rollbackTitle', { name: model?.name ?? '' })}
      columns={columns}
      row={row}
      saving={save.isPending}
      onSubmit={(v) => save.mutate(v)}
      onClose={onClose}
    />
  );
}
