import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotRow } from '@zhiyu/contract/modules/bot/bot';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../platform/request/toast.ts';
import { botKeys, duplicateBot } from './bot.api.ts';

/**
 * Copying a bot row: says what the copy is called (list.copied) or why it failed, and refetches the
 * list so the copy shows. The call is silent, so a failure is told once, by this message.
 */
export function useCopyBot(row: Pick<BotRow, 'id'>) {
  const { t } = useTranslation('bot');
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => duplicateBot(row.id, { silent: true }),
    onSuccess: async (copy) => {
      toastSuccess(t('list.copied', { name: copy.name }));
      await qc.invalidateQueries({ queryKey: botKeys.all });
    },
    onError: (e) => toastError(t('list.copyFailed', { reason: e.message })),
  });
}
