import { useMutation } from '@tanstack/react-query';
import {
  createDataset,
  DATASET_TYPES,
  type DatasetRow,
  deleteDatasets,
  listDatasets,
  updateDataset,
} from '@zhiyu/contract/modules/learnself/dataset';
import { Button, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { datasetKeys, toBot } from './dataset.api.ts';
import { datasetColumns } from './dataset.columns.tsx';
import { FromBotModal } from './from-bot.modal.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The fields a dataset is saved with (the type only when it is created). */
const pick = (v: Record<string, unknown>) => ({
  name: text(v.name),
  botId: text(v.botId) || null,
  description: text(v.description),
});

/**
 * The datasets of the app (requirements R4 datasets): search, create/edit dialog, delete, a dataset
 * made from a bot's intents, a dataset's utterances written back into its bot; a name opens it.
 */
export function DatasetPanel({ onOpen }: { onOpen: (row: DatasetRow) => void }) {
  const { t } = useTranslation('learnself');
  const [modal, holder] = Modal.useModal();
  const [fromBotOpen, setFromBotOpen] = useState(false);
  const crud = useCrud({
    list: listDatasets,
    invalidate: [datasetKeys.all],
    create: {
      endpoint: createDataset,
      body: (v) => ({ ...pick(v), type: DATASET_TYPES.find((k) => k === v.type) ?? 'nlu' }),
    },
    update: { endpoint: updateDataset, body: withId(pick) },
    remove: { endpoint: deleteDatasets, body: idsOf },
  });
  const writeBack = useMutation({
    mutationFn: (row: DatasetRow) => toBot(row.id),
    onSuccess: (r, row) => {
      const done = r.added
        ? t('dataset.toBotDone', { bot: row.botName, added: r.added, updated: r.updated })
        : t('dataset.toBotNothing', { bot: row.botName });
      if (!r.missing.length) {
        notifySuccess(done);
        return;
      }
      modal.warning({
        title: done,
        width: DIALOG_WIDTH,
        okText: t('common:ok'),
        content: (
          <div data-testid="to-bot-missing">
            <Typography.Paragraph>{t('dataset.toBotMissing', { count: r.missing.length })}</Typography.Paragraph>
            <Typography.Paragraph>
              <ul style={{ maxHeight: 240, overflow: 'auto', margin: 0 }}>
                {r.missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </Typography.Paragraph>
          </div>
        ),
      });
    },
  });
  const columns = useMemo(
    () =>
      datasetColumns(t, {
        editing: !!crud.editing,
        name: (row) => (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => onOpen(row)}
            data-testid="dataset-open"
          >
            {row.name}
          </Button>
        ),
      }),
    [t, crud.editing, onOpen],
  );
  return (
    <>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={datasetKeys.list()}
        list={listDatasets}
        codes={crudCodes('learnself.dataset')}
        texts={{
          add: t('dataset.add'),
          edit: t('dataset.edit'),
          actions: t('actions'),
          deleteConfirm: (row) => t('dataset.deleteConfirm', { name: row.name }),
        }}
        addTestId="dataset-add"
        toolbarLead={
          <Can code="learnself.dataset.add-button">
            <Button onClick={() => setFromBotOpen(true)} data-testid="dataset-from-bot">
              {t('dataset.fromBot')}
            </Button>
          </Can>
        }
        actionsTestId={(row) => `dataset-actions-${row.name}`}
        rowActions={(row, { edit, remove }) => [
          { key: 'open', label: t('dataset.open'), onClick: () => onOpen(row), testId: 'dataset-open-action' },
          edit,
          {
            key: 'toBot',
            label: t('dataset.toBot'),
            code: 'learnself.dataset.toBot-button',
            hidden: row.type !== 'nlu' || !row.botId,
            confirm: t('dataset.toBotConfirm', { bot: row.botName }),
            onClick: () => writeBack.mutateAsync(row),
          },
          remove,
        ]}
      />
      <FromBotModal open={fromBotOpen} onClose={() => setFromBotOpen(false)} onCreated={onOpen} />
      {holder}
    </>
  );
}
