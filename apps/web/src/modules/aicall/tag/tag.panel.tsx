import type { TagRow } from '@zhiyu/contract/modules/aicall/tag';
import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchDelete, useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
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
  const editDelete = useEditDelete();
  const crud = useCrud<TagRow>({
    invalidate: [tagKeys.all],
    create: (v) => addTag(pick(v)),
    update: (row, v) => editTag({ id: row.id, ...pick(v) }),
    remove: (rows) => removeTags(rows.map((r) => r.id)),
  });
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
              <Button type="primary" onClick={() => crud.openForm()}>
                {t('tag.add')}
              </Button>
            </Can>
            <BatchDelete
              code="aicall.tag.delete-button"
              count={selected.length}
              label={t('tag.batchDelete')}
              confirm={t('tag.batchDeleteConfirm', { count: selected.length })}
              onConfirm={() => crud.remove.mutateAsync(selected).then(clear)}
            />
            <TagIoButtons onImported={() => void crud.refresh()} />
          </Space>
        )}
        actions={{
          title: t('tag.actions'),
          width: 140,
          render: (row) => (
            <RowActions
              actions={editDelete({
                edit: { code: 'aicall.tag.edit-button', label: t('tag.editAction'), onClick: () => crud.openForm(row) },
                remove: {
                  code: 'aicall.tag.delete-button',
                  label: t('tag.delete'),
                  confirm: t('tag.deleteConfirm', { name: row.name }),
                  onClick: () => crud.remove.mutateAsync([row]),
                },
              })}
            />
          ),
        }}
      />
      <FormModal<TagRow>
        open={crud.open}
        title={crud.editing ? t('tag.edit') : t('tag.add')}
        columns={columns}
        row={crud.editing}
        saving={crud.save.isPending}
        onSubmit={(v) => crud.save.mutate(v)}
        onClose={crud.toggle}
      />
    </>
  );
}
