import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagRow } from '@zhiyu/contract/modules/aicall/tag';
import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addTag, editTag, fetchTags, removeTags, tagKeys } from './tag.api.ts';
import { tagColumns } from './tag.columns.tsx';
import { TagIoButtons } from './tag-io.buttons.tsx';

const FIELDS = ['name', 'group', 'enabled', 'description'] as const;

/** The fields a tag is saved with; everything else in the form (times) stays out of the body. */
const pick = (v: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.filter((k) => k in v).map((k) => [k, v[k]])) as Omit<
    TagRow,
    'id' | 'createdAt' | 'updatedAt'
  >;

/** Tag management tab: search, sortable table, create/edit modal, delete with confirm, batch delete. */
export default function TagPanel() {
  const { t } = useTranslation('aicall');
  const columns = useMemo(() => tagColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<TagRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: tagKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (editing ? editTag({ id: editing.id, ...pick(v) }) : addTag(pick(v))),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeTags, onSuccess: done });
  const openForm = (row?: TagRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={tagKeys.list()}
        list={listTags}
        request={fetchTags}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="tag-toolbar">
            <Can code="aicall.tag.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('tag.add')}
              </Button>
            </Can>
            <Can code="aicall.tag.delete-button">
              <Popconfirm
                title={t('tag.batchDeleteConfirm', { count: selected.length })}
                okText={t('tag.confirm')}
                cancelText={t('tag.cancel')}
                disabled={!selected.length}
                onConfirm={() => remove.mutateAsync(selected.map((r) => r.id)).then(clear)}
              >
                <Button danger disabled={!selected.length}>
                  {t('tag.batchDelete')}
                </Button>
              </Popconfirm>
            </Can>
            <TagIoButtons onImported={() => void qc.invalidateQueries({ queryKey: tagKeys.all })} />
          </Space>
        )}
        actions={{
          title: t('tag.actions'),
          width: 140,
          render: (row) => (
            <Space>
              <Can code="aicall.tag.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('tag.editAction')}
                </Button>
              </Can>
              <Can code="aicall.tag.delete-button">
                <Popconfirm
                  title={t('tag.deleteConfirm', { name: row.name })}
                  okText={t('tag.confirm')}
                  cancelText={t('tag.cancel')}
                  onConfirm={() => remove.mutateAsync([row.id])}
                >
                  <Button type="link" size="small" danger>
                    {t('tag.delete')}
                  </Button>
                </Popconfirm>
              </Can>
            </Space>
          ),
        }}
      />
      <FormModal<TagRow>
        open={open}
        title={editing ? t('tag.edit') : t('tag.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </>
  );
}
