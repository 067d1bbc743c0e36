import {
  type AttributeRow,
  createAttribute,
  deleteAttributes,
  listAttributes,
  updateAttribute,
} from '@zhiyu/contract/modules/aicall/customer-attribute';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrud, withId } from '../../../components/crud/use-crud.ts';
import { attributeKeys } from './attribute.api.ts';
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
  const columns = useMemo(() => attributeColumns(t), [t]);
  const crud = useCrud({
    list: listAttributes,
    invalidate: [attributeKeys.all],
    create: { endpoint: createAttribute, body: bodyOf },
    update: { endpoint: updateAttribute, body: withId(bodyOf) },
    remove: {
      endpoint: deleteAttributes,
      body: (rows) => ({ ids: rows.map((r) => r.id), removeValues: rows.some((r) => r.valueCount > 0) }),
    },
  });
  const confirmText = (rows: AttributeRow[]) => {
    const carried = rows.reduce((n, r) => n + r.valueCount, 0);
    return carried > 0
      ? t('attribute.deleteWithValues', { count: rows.length, values: carried })
      : t('attribute.deleteConfirm', { count: rows.length });
  };
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={attributeKeys.list()}
      list={listAttributes}
      codes={crudCodes('aicall.attribute')}
      texts={{
        add: t('attribute.add'),
        edit: t('attribute.edit'),
        actions: t('actions'),
        editAction: t('edit'),
        deleteConfirm: (row) => confirmText([row]),
        batchDelete: t('batchDelete'),
        batchDeleteConfirm: confirmText,
      }}
      actionsWidth={140}
      toolbarTestId="attribute-toolbar"
    />
  );
}
