import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import { createBot, listBots, updateBot } from '@zhiyu/contract/modules/bot/bot';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { botKeys, setShared } from './bot.api.ts';
import { botColumns } from './bot.columns.tsx';
import { botButtonCode } from './bot-codes.ts';
import { BotRowActions } from './bot-row-actions.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
type BotType = BodyOf<typeof createBot>['type'];

/**
 * /bot/bot-list and /index/bot (and the /iframe twin): the tenant's bots, with search by name and
 * type, create, basic-info edit, share switch, copy, delete and a link to the flow editor.
 */
export default function BotListPage() {
  const { t } = useTranslation('bot');
  const { pathname } = useLocation();
  const code = (a: Parameters<typeof botButtonCode>[1]) => botButtonCode(pathname, a);
  const canShare = useCan(code('share'));
  const crud = useCrud({
    list: listBots,
    invalidate: [botKeys.all],
    create: {
      endpoint: createBot,
      body: (v) => ({ name: text(v.name), type: Number(v.type) as BotType, description: text(v.description) }),
    },
    update: {
      endpoint: updateBot,
      body: ({ row, values: v }) => ({ id: row.id, name: text(v.name), description: text(v.description) }),
    },
  });
  const done = () => {
    notifySuccess();
    return crud.refresh();
  };
  const share = useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: 0 | 1 }) => setShared(id, shared),
    onSuccess: done,
  });
  const columns = useMemo(
    () =>
      botColumns(t, {
        canShare,
        onShare: (row, shared) => share.mutate({ id: row.id, shared }),
        sharing: share.isPending ? share.variables?.id : undefined,
      }),
    [t, canShare, share.isPending, share.variables, share.mutate],
  );
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={botKeys.list()}
        list={listBots}
        codes={{ add: code('add') }}
        texts={{ add: t('list.add'), edit: t('list.editInfo'), actions: t('list.actions'), deleteConfirm: () => null }}
        toolbarTestId="bot-toolbar"
        actionsCell={(row) => <BotRowActions row={row} code={code} onInfo={() => crud.openForm(row)} onDone={done} />}
      />
    </PageContainer>
  );
}
