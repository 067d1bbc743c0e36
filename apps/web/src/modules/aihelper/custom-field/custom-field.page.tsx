import {
  createCustomField,
  deleteCustomFields,
  listCustomFields,
  updateCustomField,
} from '@zhiyu/contract/modules/aihelper/field';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { fieldBody, fieldKeys } from './field.api.ts';
import { fieldColumns } from './field.columns.tsx';
import { FieldModal } from './field.modal.tsx';

/**
 * /aihelper/customField: the form the agent desk fills from what is said on a call (smart form
 * filling, docs/aihelper-desk.md). Each field has a type, whether it is required, how its value is
 * found, a select's options with their keywords, and its place in the form.
 */
export default function CustomFieldPage() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listCustomFields,
    invalidate: [fieldKeys.all],
    create: { endpoint: createCustomField, body: fieldBody },
    update: { endpoint: updateCustomField, body: withId(fieldBody) },
    remove: { endpoint: deleteCustomFields, body: idsOf },
  });
  const columns = useMemo(() => fieldColumns(t), [t]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={fieldKeys.list()}
        list={listCustomFields}
        codes={crudCodes('aihelper.customField')}
        texts={{
          add: t('field.add'),
          edit: t('field.edit'),
          actions: t('actions'),
          editAction: t('editAction'),
          deleteConfirm: (row) => t('field.deleteConfirm', { name: row.name }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('field.batchDeleteConfirm', { count: rows.length }),
        }}
        addTestId="field-add"
        actionsTestId={() => 'field-actions'}
        rowActions={(_row, { edit, remove }) => [
          edit && { ...edit, testId: 'field-edit' },
          remove && { ...remove, testId: 'field-delete' },
        ]}
        form={(ctx) => <FieldModal {...ctx} />}
      />
    </PageContainer>
  );
}
