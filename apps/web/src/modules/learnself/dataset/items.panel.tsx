import {
  addDatasetEntities,
  addDatasetItems,
  type DatasetItemRow,
  type DatasetRow,
  deleteDatasetItems,
  listDatasetItems,
  updateDatasetEntity,
  updateDatasetItem,
} from '@zhiyu/contract/modules/learnself/dataset';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { type Crud, idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys } from './dataset.api.ts';
import { useMarkedText } from './entity-text.tsx';
import { type AddItemsForm, itemAddColumns, itemColumns, itemEditColumns } from './items.columns.tsx';
import { DatasetIoButtons } from './items.io.tsx';
import { parseUtterances } from './utterances.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const ITEMS_CODE = 'learnself.dataset.items-button';

/**
 * A dataset's working copy (requirements R4 datasets): its utterances filtered by label and text,
 * utterances added under a label (one a line; the answer says how many were added and skipped),
 * edited, and deleted one by one or checked together; imported from and exported to Excel
 * (items.io.tsx). The list keeps its state in the component: the page's address holds the dataset
 * list.
 */
export function ItemsPanel({ dataset }: { dataset: DatasetRow }) {
  return dataset.type === 'ner' ? <NerItemsPanel dataset={dataset} /> : <LabelledItemsPanel dataset={dataset} />;
}

const lines = (v: unknown) => parseUtterances(typeof v === 'string' ? v : '').texts;

function LabelledItemsPanel({ dataset }: { dataset: DatasetRow }) {
  const { t } = useTranslation('learnself');
  const crud = useCrud({
    list: listDatasetItems,
    invalidate: [datasetKeys.all],
    create: {
      endpoint: addDatasetItems,
      body: (v) => ({ datasetId: dataset.id, label: text(v.label), texts: lines(v.texts), source: 'manual' as const }),
    },
    update: { endpoint: updateDatasetItem, body: withId((v) => ({ label: text(v.label), text: text(v.text) })) },
    remove: { endpoint: deleteDatasetItems, body: idsOf },
    onCreated: (r) =>
      notifySuccess(r.skipped ? t('item.addedSkipped', { added: r.added, skipped: r.skipped }) : t('item.added', r)),
  });
  return <ItemsTable dataset={dataset} crud={crud} />;
}

/** An ner dataset's utterances: added and edited as marked text, `[text](type)`. */
function NerItemsPanel({ dataset }: { dataset: DatasetRow }) {
  const { t } = useTranslation('learnself');
  const crud = useCrud({
    list: listDatasetItems,
    invalidate: [datasetKeys.all],
    create: {
      endpoint: addDatasetEntities,
      body: (v) => ({ datasetId: dataset.id, texts: lines(v.texts), source: 'manual' as const }),
    },
    update: { endpoint: updateDatasetEntity, body: withId((v) => ({ text: text(v.text) })) },
    remove: { endpoint: deleteDatasetItems, body: idsOf },
    onCreated: (r) =>
      notifySuccess(r.skipped ? t('item.addedSkipped', { added: r.added, skipped: r.skipped }) : t('item.added', r)),
  });
  return <ItemsTable dataset={dataset} crud={crud} />;
}

function ItemsTable({ dataset, crud }: { dataset: DatasetRow; crud: Crud<DatasetItemRow> }) {
  const { t } = useTranslation('learnself');
  const marked = useMarkedText();
  const columns = useMemo(() => itemColumns(t, dataset), [t, dataset]);
  const addColumns = useMemo(() => itemAddColumns(t, dataset), [t, dataset]);
  const editColumns = useMemo(() => itemEditColumns(t, dataset), [t, dataset]);
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={datasetKeys.items(dataset.id)}
      list={listDatasetItems}
      extra={{ datasetId: dataset.id }}
      listState="local"
      codes={{ add: ITEMS_CODE, edit: ITEMS_CODE, delete: ITEMS_CODE }}
      texts={{
        add: t('item.add'),
        edit: t('item.edit'),
        actions: t('actions'),
        deleteConfirm: () => t('item.deleteConfirm'),
        batchDelete: t('item.batchDelete'),
        batchDeleteConfirm: (rows) => t('item.batchDeleteConfirm', { count: rows.length }),
      }}
      addTestId="item-add"
      toolbarExtra={() => <DatasetIoButtons dataset={dataset} />}
      form={({ open, editing, title, saving, onSubmit, onClose }) => (
        <>
          <FormModal<AddItemsForm>
            open={open && !editing}
            title={title}
            columns={addColumns}
            saving={saving}
            onSubmit={onSubmit}
            onClose={onClose}
          />
          <FormModal<DatasetItemRow>
            open={open && !!editing}
            title={title}
            columns={editColumns}
            // An ner utterance is edited as it is typed: with its entities marked.
            row={
              editing && dataset.type === 'ner' ? { ...editing, text: marked(editing.text, editing.spans) } : editing
            }
            saving={saving}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        </>
      )}
    />
  );
}
