import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotCaseRow } from '@zhiyu/contract/modules/admin/botcase';
import { listBotCases } from '@zhiyu/contract/modules/admin/botcase';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { addBotCase, botCaseKeys, editBotCase, fetchBotCases, removeBotCases } from './botcase.api.ts';
import { botCaseColumns } from './botcase.columns.tsx';

/** The fields a case is saved with (the cascader already gave `tradeId`). */
function body(v: Record<string, unknown>) {
  return {
    name: String(v.name ?? ''),
    tradeId: String(v.tradeId ?? ''),
    botId: String(v.botId ?? ''),
    description: typeof v.description === 'string' ? v.description : '',
    sort: typeof v.sort === 'number' ? v.sort : 0,
    status: (v.status === 0 ? 0 : 1) as 0 | 1,
  };
}

/** /aiadmin/operating/botcase — showcase bots the operator curates; tenants read the enabled ones. */
export default function BotCasePage() {
  const { t } = useTranslation('brand');
  const editDelete = useEditDelete();
  const columns = useMemo(() => botCaseColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<BotCaseRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: botCaseKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing ? editBotCase({ id: editing.id, ...body(v) }) : addBotCase(body(v)),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeBotCases, onSuccess: done });
  const openForm = (row?: BotCaseRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={botCaseKeys.list()}
        list={listBotCases}
        request={fetchBotCases}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="botcase-toolbar">
            <Can code="admin.botcase.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('botcase.add')}
              </Button>
            </Can>
            <AuditLink entity="botcase" />
            <Can code="admin.botcase.delete-button">
              <Popconfirm
                title={t('botcase.batchDeleteConfirm', { count: selected.length })}
                okText={t('confirm')}
                cancelText={t('cancel')}
                disabled={!selected.length}
                onConfirm={() => remove.mutateAsync(selected.map((r) => r.id)).then(clear)}
              >
                <Button danger disabled={!selected.length}>
                  {t('batchDelete')}
                </Button>
              </Popconfirm>
            </Can>
          </Space>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <Space>
              <Can code="admin.botcase.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <RowActions
                actions={editDelete({
                  remove: {
                    code: 'admin.botcase.delete-button',
                    confirm: t('botcase.deleteConfirm', { name: row.name }),
                    onClick: () => remove.mutateAsync([row.id]),
                  },
                })}
              />
            </Space>
          ),
        }}
      />
      <FormModal<BotCaseRow>
        open={open}
        title={editing ? t('botcase.edit') : t('botcase.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </PageContainer>
  );
}
