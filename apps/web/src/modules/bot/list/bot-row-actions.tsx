import { useMutation } from '@tanstack/react-query';
import type { BotRow } from '@zhiyu/contract/modules/bot/bot';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OpenedFrom } from '../../../app/route-names.ts';
import { Can } from '../../../platform/access/can.tsx';
import { removeBot } from './bot.api.ts';
import { type BotListAction, botDetailHref } from './bot-codes.ts';
import { useCopyBot } from './use-copy-bot.ts';

interface Props {
  row: BotRow;
  code: (action: BotListAction) => string;
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
    <Space size={0} wrap>
      <Can code={code('edit')}>
        <Button type="link" size="small" onClick={() => navigate(botDetailHref(row.id), { state: opened })}>
          {row.editable ? t('list.edit') : t('list.view')}
        </Button>
        {row.editable && (
          <Button type="link" size="small" onClick={onInfo}>
            {t('list.info')}
          </Button>
        )}
      </Can>
      <Can code={code('copy')}>
        <Button type="link" size="small" loading={copy.isPending} onClick={() => copy.mutate()}>
          {t('list.copy')}
        </Button>
      </Can>
      {row.editable && (
        <Can code={code('delete')}>
          <Popconfirm
            title={t('list.deleteConfirm', { name: row.name })}
            okText={t('list.confirm')}
            cancelText={t('list.cancel')}
            onConfirm={() => remove.mutateAsync()}
          >
            <Button type="link" size="small" danger>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Can>
      )}
    </Space>
  );
}
