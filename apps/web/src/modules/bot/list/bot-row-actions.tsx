import { useMutation } from '@tanstack/react-query';
import type { BotRow } from '@zhiyu/contract/modules/bot/bot';
import type { ButtonCode } from '@zhiyu/contract/registry';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OpenedFrom } from '../../../app/route-names.ts';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { removeBot } from './bot.api.ts';
import { type BotListAction, botDetailHref } from './bot-codes.ts';
import { useCopyBot } from './use-copy-bot.ts';

interface Props {
  row: BotRow;
  code: (action: BotListAction) => ButtonCode;
  /** Opens the name/description dialog. */
  onInfo: () => void;
  onDone: () => unknown;
}

/**
 * A row's actions: the flow editor (read-only there for another app's shared bot), basic info,
 * copy, and delete with a confirm. Only the bot's own app may change or delete it.
 */
export function BotRowActions({ row, code, onInfo, onDone }: Props) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  // The editor's breadcrumb leads back to the list it was opened from.
  const opened: OpenedFrom = { from: useLocation().pathname };
  const copy = useCopyBot(row);
  const remove = useMutation({ mutationFn: () => removeBot(row.id), onSuccess: onDone });
  return (
    <RowActions
      testId={`bot-actions-${row.name}`}
      actions={[
        {
          key: 'edit',
          label: row.editable ? t('list.edit') : t('list.view'),
          code: code('edit'),
          onClick: () => navigate(botDetailHref(row.id), { state: opened }),
        },
        { key: 'info', label: t('list.info'), code: code('edit'), hidden: !row.editable, onClick: onInfo },
        {
          key: 'copy',
          label: t('list.copy'),
          code: code('copy'),
          loading: copy.isPending,
          onClick: () => copy.mutate(),
        },
        {
          key: 'delete',
          label: t('list.delete'),
          code: code('delete'),
          hidden: !row.editable,
          danger: true,
          confirm: t('list.deleteConfirm', { name: row.name }),
          onClick: () => remove.mutateAsync(),
        },
      ]}
    />
  );
}
