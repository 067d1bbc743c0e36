import { createQcRule, deleteQcRules, listQcRules, updateQcRule } from '@zhiyu/contract/modules/aihelper/qc';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { qcRuleBody, qcRuleKeys } from './qc-rule.api.ts';
import { qcRuleColumns } from './qc-rule.columns.tsx';
import { QcRuleModal } from './qc-rule.modal.tsx';

/**
 * /aihelper/qulityPoint: the real-time quality rules, a first version of the QC points
 * (docs/aihelper-desk.md). Each rule warns the agent the moment a line breaks it: forbidden words,
 * required phrases of a phase, speaking too fast, long silences, interruptions, a negative customer.
 */
export default function QualityPointPage() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listQcRules,
    invalidate: [qcRuleKeys.all],
    create: { endpoint: createQcRule, body: qcRuleBody },
    update: { endpoint: updateQcRule, body: withId(qcRuleBody) },
    remove: { endpoint: deleteQcRules, body: idsOf },
  });
  const columns = useMemo(() => qcRuleColumns(t), [t]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={qcRuleKeys.list()}
        list={listQcRules}
        codes={crudCodes('aihelper.qcRule')}
        texts={{
          add: t('qc.add'),
          edit: t('qc.edit'),
          actions: t('actions'),
          editAction: t('editAction'),
          deleteConfirm: (row) => t('qc.deleteConfirm', { name: row.name }),
        }}
        addTestId="qc-add"
        actionsTestId={() => 'qc-actions'}
        rowActions={(_row, { edit, remove }) => [
          edit && { ...edit, testId: 'qc-edit' },
          remove && { ...remove, testId: 'qc-delete' },
        ]}
        form={(ctx) => <QcRuleModal {...ctx} columns={columns} />}
      />
    </PageContainer>
  );
}
