import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsTemplateRow } from '@zhiyu/contract/modules/aicall/sms';
import { listSmsTemplates } from '@zhiyu/contract/modules/aicall/sms';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import {
  addTemplate,
  editTemplate,
  fetchTemplates,
  fetchVariables,
  removeTemplates,
  settingKeys,
} from './settings.api.ts';
import { smsColumns } from './sms.columns.tsx';

type Values = Record<string, unknown>;
const bodyOf = (v: Values) => ({
  name: String(v.name ?? ''),
  content: String(v.content ?? ''),
  status: (v.status ?? 1) as 0 | 1,
});

/** SMS templates: search, create/edit with variables, enable/disable, delete. */
export default function SmsTemplatePanel() {
  const { t } = useTranslation('callset');
  const qc = useQueryClient();
  const vars = useQuery({ queryKey: settingKeys.smsVariables, queryFn: fetchVariables });
  const columns = useMemo(() => smsColumns(t, vars.data ?? []), [t, vars.data]);
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<SmsTemplateRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: settingKeys.sms });
  };
  const save = useMutation({
    mutationFn: (v: Values) => (editing ? editTemplate({ id: editing.id, ...bodyOf(v) }) : addTemplate(bodyOf(v))),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeTemplates, onSuccess: done });
  const openForm = (row?: SmsTemplateRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={[...settingKeys.sms, 'list']}
        list={listSmsTemplates}
        request={fetchTemplates}
        toolbar={() => (
          <Can code="aicall.sms.add-button">
            <Button type="primary" onClick={() => openForm()}>
              {t('sms.add')}
            </Button>
          </Can>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <Space size={0}>
              <Can code="aicall.sms.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <Can code="aicall.sms.delete-button">
                <Popconfirm
                  title={t('sms.deleteConfirm', { name: row.name })}
                  okText={t('confirm')}
                  cancelText={t('common:cancel')}
                  onConfirm={() => remove.mutateAsync([row.id])}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Can>
            </Space>
          ),
        }}
      />
      <FormModal<SmsTemplateRow>
        open={open}
        title={editing ? t('sms.edit') : t('sms.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
        width={680}
      />
    </>
  );
}
