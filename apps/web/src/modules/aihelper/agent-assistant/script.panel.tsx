import { createScript, deleteScripts, listScripts, updateScript } from '@zhiyu/contract/modules/aihelper/script';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { scriptBody, scriptKeys } from './script.api.ts';
import { scriptColumns } from './script.columns.tsx';

/**
 * The script library tab: golden scripts by scene and intent, each with the customer
 * wordings that call for it. The desk recommends the best of the valid ones on each customer line
 * (docs/aihelper-desk.md, golden scripts).
 */
export function ScriptPanel() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listScripts,
    invalidate: [scriptKeys.all],
    create: { endpoint: createScript, body: scriptBody },
    update: { endpoint: updateScript, body: withId(scriptBody) },
    remove: { endpoint: deleteScripts, body: idsOf },
  });
  const columns = useMemo(() => scriptColumns(t), [t]);
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={scriptKeys.list()}
      list={listScripts}
      codes={crudCodes('aihelper.script')}
      texts={{
        add: t('script.add'),
        edit: t('script.edit'),
        actions: t('actions'),
        editAction: t('editAction'),
        deleteConfirm: (row) => t('script.deleteConfirm', { intent: row.intent }),
        batchDelete: t('batchDelete'),
        batchDeleteConfirm: (rows) => t('script.batchDeleteConfirm', { count: rows.length }),
      }}
      addTestId="script-add"
      actionsTestId={() => 'script-actions'}
      rowActions={(_row, { edit, remove }) => [
        edit && { ...edit, testId: 'script-edit' },
        remove && { ...remove, testId: 'script-delete' },
      ]}
    />
  );
}
