import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeRow } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { listAttributes } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addAttribute, attributeKeys, editAttribute, fetchAttributes, removeAttributes } from './attribute.api.ts';
import { attributeColumns } from './attribute.columns.tsx';

/** The body of a save: options only for a select (the field is hidden otherwise). */
function bodyOf(v: Record<string, unknown>) {
  const type = v.type as AttributeRow['type'];
  return {
    name: String(v.name ?? ''),
    type,
    required: (v.required ? 1 : 0) as 0 | 1,
    options: type === 'select' && Array.isArray(v.options) ? (v.options as string[]) : [],
    sort: typeof v.sort === 'number' ? v.sort : 0,
  };
}

/**
 * The attribute tab: attributes of the app's customers (name, type, required, options, sort).
 * Deleting attributes customers carry values of says how many, and removes those values.
 */
export default function AttributePanel() {
  const { t } = useTranslation('customer');
  const editDelete = useEditDelete();
  const columns = useMemo(() => attributeColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<AttributeRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: attributeKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing ? editAttribute({ id: editing.id, ...bodyOf(v) }) : addAttribute(bodyOf(v)),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({
    mutationFn: (rows: AttributeRow[]) =>
      removeAttributes(
        rows.map((r) => r.id),
        rows.some((r) => r.valueCount > 0),
      ),
    onSuccess: done,
  });
  const confirmText = (rows: AttributeRow[]) => {
    const carried = rows.reduce((n, r) => n + r.valueCount, 0);
    return carried > 0
      ? t('attribute.deleteWithValues', { count: rows.length, values: carried })
      : t('attribute.deleteConfirm', { count: rows.length });
  };
  const openForm = (row?: AttributeRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={attributeKeys.list()}
        list={listAttributes}
        request={fetchAttributes}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="attribute-toolbar">
            <Can code="aicall.attribute.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('attribute.add')}
              </Button>
            </Can>
            <Can code="aicall.attribute.delete-button">
              <Popconfirm
                title={confirmText(selected)}
                okText={t('confirm')}
                cancelText={t('cancel')}
                disabled={!selected.length}
                onConfirm={() => remove.mutateAsync(selected).then(clear)}
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
              <Can code="aicall.attribute.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <RowActions
                actions={editDelete({
                  remove: {
                    code: 'aicall.attribute.delete-button',
                    confirm: confirmText([row]),
                    onClick: () => remove.mutateAsync([row]),
                  },
                })}
              />
            </Space>
          ),
        }}
      />
      <FormModal<AttributeRow>
        open={open}
        title={editing ? t('attribute.edit') : t('attribute.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </>
  );
}
