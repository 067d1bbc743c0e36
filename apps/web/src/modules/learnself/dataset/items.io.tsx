import { useQueryClient } from '@tanstack/react-query';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import {
  DATASET_IMPORT_MAX_MB,
  exportDatasetItems,
  exportDatasetItemsStatus,
  importDatasetItems,
  importDatasetItemsErrors,
  importDatasetItemsStatus,
  importDatasetItemsTemplate,
} from '@zhiyu/contract/modules/learnself/dataset-io';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { datasetKeys } from './dataset.api.ts';

/**
 * Import into this dataset's working copy (the shared dialog, with the template of the dataset's
 * type) and export of the whole working copy, each behind its button code. After an import the
 * items, the labels and the list's counts reload.
 */
export function DatasetIoButtons({ dataset }: { dataset: DatasetRow }) {
  const { t } = useTranslation('learnself-data');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Can code="learnself.dataset.import-button">
        <Button onClick={() => setOpen(true)} data-testid="dataset-import">
          {t('datasetIo.import')}
        </Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('datasetIo.importTitle', { name: dataset.name })}
          action={`${importDatasetItems.path}?datasetId=${encodeURIComponent(dataset.id)}`}
          statusPath={importDatasetItemsStatus.path}
          errorsPath={importDatasetItemsErrors.path}
          maxMB={DATASET_IMPORT_MAX_MB}
          onSuccess={() => void qc.invalidateQueries({ queryKey: datasetKeys.all })}
          templatePath={importDatasetItemsTemplate.path}
          templateQuery={{ type: dataset.type }}
          templateName={`${dataset.type}-dataset-import-template.xlsx`}
          extra={
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t(dataset.type === 'sentiment' ? 'datasetIo.hintSentiment' : 'datasetIo.hint')}
            </Typography.Paragraph>
          }
        />
      </Can>
      <Can code="learnself.dataset.export-button">
        <ExportButton
          action={exportDatasetItems.path}
          statusPath={exportDatasetItemsStatus.path}
          body={() => ({ datasetId: dataset.id })}
          data-testid="dataset-export"
        >
          {t('datasetIo.export')}
        </ExportButton>
      </Can>
    </>
  );
}
