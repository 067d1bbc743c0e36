import { createTag, deleteTags, listTags, type TagRow, updateTag } from '@zhiyu/contract/modules/aicall/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { tagKeys } from './tag.api.ts';
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
  const crud = useCrud({
    list: listTags,
    invalidate: [tagKeys.all],
    create: { endpoint: createTag, body: pick },
    update: { endpoint: updateTag, body: withId(pick) },
    remove: { endpoint: deleteTags, body: idsOf },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={tagKeys.list()}
      list={listTags}
      codes={crudCodes('aicall.tag')}
      texts={{
        add: t('tag.add'),
        edit: t('tag.edit'),
        actions: t('tag.actions'),
        editAction: t('tag.editAction'),
        deleteAction: t('tag.delete'),
        deleteConfirm: (row) => t('tag.deleteConfirm', { name: row.name }),
        batchDelete: t('tag.batchDelete'),
        batchDeleteConfirm: (rows) => t('tag.batchDeleteConfirm', { count: rows.length }),
      }}
      actionsWidth={140}
      toolbarTestId="tag-toolbar"
      toolbarExtra={() => <TagIoButtons onImported={() => void crud.refresh()} />}
    />
  );
}
