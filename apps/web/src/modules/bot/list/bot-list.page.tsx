import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { BotRow, createBot } from '@zhiyu/contract/modules/bot/bot';
import { listBots } from '@zhiyu/contract/modules/bot/bot';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can, useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addBot, botKeys, editBot, fetchBots, setShared } from './bot.api.ts';
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
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<BotRow | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: botKeys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const share = useMutation({
    mutationFn: ({ row, shared }: { row: BotRow; shared: 0 | 1 }) => setShared(row.id, shared),
    onSuccess: done,
  });
  const columns = useMemo(
    () =>
      botColumns(t, {
        canShare,
        onShare: (row, shared) => share.mutate({ row, shared }),
        sharing: share.isPending ? share.variables?.row.id : undefined,
      }),
    [t, canShare, share.isPending, share.variables, share.mutate],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing
        ? editBot({ id: editing.id, name: text(v.name), description: text(v.description) })
        : addBot({ name: text(v.name), type: Number(v.type) as BotType, description: text(v.description) }),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const openForm = (row?: BotRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={botKeys.list()}
        list={listBots}
        request={fetchBots}
        toolbar={() => (
          <Space wrap data-testid="bot-toolbar">
            <Can code={code('add')}>
              <Button type="primary" onClick={() => openForm()}>
                {t('list.add')}
              </Button>
            </Can>
          </Space>
        )}
        actions={{
          title: t('list.actions'),
          render: (row) => <BotRowActions row={row} code={code} onInfo={() => openForm(row)} onDone={done} />,
        }}
      />
      <FormModal<BotRow>
        open={open}
        title={editing ? t('list.editInfo') : t('list.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </PageContainer>
  );
}
