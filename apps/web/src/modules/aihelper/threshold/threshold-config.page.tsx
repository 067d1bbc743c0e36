import {
  createThreshold,
  deleteThresholds,
  listThresholds,
  updateThreshold,
} from '@zhiyu/contract/modules/aihelper/threshold';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { thresholdBody, thresholdKeys } from './threshold.api.ts';
import { thresholdColumns } from './threshold.columns.tsx';

/**
 * /aihelper/thresholdConfig: the thresholds of the real-time detections per skill group
 * (docs/aihelper-desk.md, Thresholds): the silence, speech rate and overlap a QC rule without its
 * own threshold uses, and how long one rule waits before warning the agent again.
 */
export default function ThresholdConfigPage() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listThresholds,
    invalidate: [thresholdKeys.all],
    create: { endpoint: createThreshold, body: thresholdBody },
    update: { endpoint: updateThreshold, body: withId(thresholdBody) },
    remove: { endpoint: deleteThresholds, body: idsOf },
  });
  const columns = useMemo(() => thresholdColumns(t), [t]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={thresholdKeys.list()}
        list={listThresholds}
        codes={crudCodes('aihelper.threshold')}
        texts={{
          add: t('threshold.add'),
          edit: t('threshold.edit'),
          actions: t('actions'),
          editAction: t('editAction'),
          deleteConfirm: (row) => t('threshold.deleteConfirm', { name: row.skillGroup || t('threshold.default') }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('threshold.batchDeleteConfirm', { count: rows.length }),
        }}
        addTestId="threshold-add"
        actionsTestId={() => 'threshold-actions'}
        rowActions={(_row, { edit, remove }) => [
          edit && { ...edit, testId: 'threshold-edit' },
          remove && { ...remove, testId: 'threshold-delete' },
        ]}
      />
    </PageContainer>
  );
}
