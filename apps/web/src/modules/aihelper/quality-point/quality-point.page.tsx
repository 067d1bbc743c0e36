import type { QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { createQcRule, deleteQcRules, listQcRules, updateQcRule } from '@zhiyu/contract/modules/aihelper/qc';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { qcRuleBody, qcRuleKeys } from './qc-rule.api.ts';
import { qcRuleColumns } from './qc-rule.columns.tsx';
import { QcRuleModal } from './qc-rule.modal.tsx';

// The hits drawer draws a chart: ECharts loads when a drawer is first opened, not with the list.
const QcHitsDrawer = lazy(() => import('./qc-hits.drawer.tsx'));

/**
 * /aihelper/qulityPoint (and bare at /iframe/aihelper/qulityPoint): the QC points (requirements §3
 * strategy types). A realtime point warns the agent the moment a line breaks it; every valid point
 * scores the finished conversations (QC records): forbidden words, keyword expressions, intents,
 * required phrases of a phase, speaking too fast, long silences, interruptions, a negative
 * customer. A row's hits over a range open in a drawer.
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
  // The point whose hits are shown; kept after closing so the drawer can animate out.
  const [hits, setHits] = useState<{ point: QcRuleRow; open: boolean } | null>(null);
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
        rowActions={(row, { edit, remove }) => [
          { key: 'hits', label: t('qc.hits'), testId: 'qc-hits', onClick: () => setHits({ point: row, open: true }) },
          edit && { ...edit, testId: 'qc-edit' },
          remove && { ...remove, testId: 'qc-delete' },
        ]}
        form={(ctx) => <QcRuleModal {...ctx} columns={columns} />}
      />
      {hits && (
        <Suspense fallback={null}>
          <QcHitsDrawer point={hits.point} open={hits.open} onClose={() => setHits({ ...hits, open: false })} />
        </Suspense>
      )}
    </PageContainer>
  );
}
