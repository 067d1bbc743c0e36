import { type DocumentRow, deleteDocuments, listDocuments } from '@zhiyu/contract/modules/aikb/document';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { documentKeys, sendDocument } from './document.api.ts';
import { documentColumns } from './document.columns.tsx';
import { DocumentUpload } from './document.upload.tsx';
import { SegmentsDrawer } from './segments.drawer.tsx';

/**
 * The documents of one library (a tab of the library screen): upload, search by name, list, delete,
 * and each document's segments in a drawer. The screen's address holds the knowledge list's state,
 * so this list keeps its page and filter in the component (`listState="local"`).
 */
export function DocumentsPanel({ libraryId }: { libraryId: string }) {
  const { t } = useTranslation('aikb-document');
  const columns = useMemo(() => documentColumns(t), [t]);
  const [open, setOpen] = useState<DocumentRow | undefined>();
  const crud = useCrud({
    list: listDocuments,
    invalidate: [documentKeys.all],
    remove: { endpoint: deleteDocuments, body: idsOf },
  });
  const upload = (file: File, onProgress: (p: number) => void) =>
    sendDocument(libraryId, file, onProgress).then(async (doc) => {
      notifySuccess(t('uploaded', { name: doc.name, n: doc.segmentCount }));
      await crud.refresh();
    });
  return (
    <div data-testid="documents-panel">
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={documentKeys.list(libraryId)}
        list={listDocuments}
        extra={{ libraryId }}
        listState="local"
        codes={{ delete: 'aikb.document.delete-button' }}
        texts={{ actions: t('actions'), deleteConfirm: (row) => t('deleteConfirm', { name: row.name }) }}
        toolbarLead={
          <>
            <Can code="aikb.document.upload-button">
              <DocumentUpload upload={upload} />
            </Can>
            <Typography.Text type="secondary">{t('hint')}</Typography.Text>
          </>
        }
        rowActions={(row, { remove }) => [
          {
            key: 'segments',
            label: t('segments'),
            code: 'aikb.document.segments-button',
            onClick: () => setOpen(row),
          },
          remove,
        ]}
      />
      <SegmentsDrawer document={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
