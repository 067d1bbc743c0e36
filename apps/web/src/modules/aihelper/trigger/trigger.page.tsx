import { createTrigger, deleteTriggers, listTriggers, updateTrigger } from '@zhiyu/contract/modules/aihelper/trigger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { triggerBody, triggerKeys } from './trigger.api.ts';
import { triggerColumns } from './trigger.columns.tsx';
import { TriggerModal } from './trigger.modal.tsx';

/**
 * /aihelper/trigger: what the desk does by itself on an event of a call (docs/aihelper-desk.md,
 * Triggers): on a customer or agent line, a silence, the call's start or end, when the line's
 * intent, words, emotion and count match, push a script, show a tip, fill a field, tag the
 * conversation or alert the supervisors.
 */
export default function TriggerPage() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listTriggers,
    invalidate: [triggerKeys.all],
    create: { endpoint: createTrigger, body: triggerBody },
    update: { endpoint: updateTrigger, body: withId(triggerBody) },
    remove: { endpoint: deleteTriggers, body: idsOf },
  });
  const columns = useMemo(() => triggerColumns(t), [t]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={triggerKeys.list()}
        list={listTriggers}
        codes={crudCodes('aihelper.trigger')}
        texts={{
          add: t('trigger.add'),
          edit: t('trigger.edit'),
          actions: t('actions'),
          editAction: t('editAction'),
          deleteConfirm: (row) => t('trigger.deleteConfirm', { name: row.name }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('trigger.batchDeleteConfirm', { count: rows.length }),
        }}
        addTestId="trigger-add"
        actionsTestId={() => 'trigger-row-actions'}
        rowActions={(_row, { edit, remove }) => [
          edit && { ...edit, testId: 'trigger-edit' },
          remove && { ...remove, testId: 'trigger-delete' },
        ]}
        form={(ctx) => <TriggerModal {...ctx} />}
      />
    </PageContainer>
  );
}
