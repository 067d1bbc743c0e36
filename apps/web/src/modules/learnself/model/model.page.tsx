import { useMutation } from '@tanstack/react-query';
import { createModel, deleteModels, listModels, type ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { Button, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OpenedFrom } from '../../../app/route-names.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { useLiveRows } from '../../../components/crud/use-live-rows.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { CompareModal } from './compare.modal.tsx';
import { fetchModelRow, modelBody, modelKeys, retrain } from './model.api.ts';
import { modelColumns } from './model.columns.tsx';
import { ModelDrawer } from './model.drawer.tsx';
import { canPublish, isBusy, isCallable, isFailed } from './model.state.tsx';
import { ModelCreateModal } from './model-create.modal.tsx';
import { PublishModal, RollbackModal } from './publish.modal.tsx';

const LIST_PATH = '/learnself/model/modelmanager';
const INSPECT_PATH = `${LIST_PATH}/inspect`;

/**
 * /learnself/model/modelmanager (requirements R4 models): the models of the app with their state
 * and figures, read again every 2 s while one trains or evaluates. A model is created from a dataset
 * version, trained again after a failure, published to a bot or rolled back, compared with
 * another, inspected, deleted; its name opens its evaluation.
 */
export default function ModelPage() {
  const { t } = useTranslation('learnself');
  const navigate = useNavigate();
  const [detail, setDetail] = useState<{ id: string; name: string } | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [publishing, setPublishing] = useState<ModelRow | null>(null);
  const [rolling, setRolling] = useState<ModelRow | null>(null);
  const [comparing, setComparing] = useState<[ModelRow, ModelRow] | null>(null);
  const crud = useCrud({
    list: listModels,
    invalidate: [modelKeys.all],
    create: { endpoint: createModel, body: modelBody },
    remove: { endpoint: deleteModels, body: idsOf },
    onCreated: (row) => notifySuccess(t('model.created', { name: row.name })),
  });
  useLiveRows<ModelRow>({ queryKey: modelKeys.list(), busy: (r) => isBusy(r.state), read: fetchModelRow });
  const again = useMutation({
    mutationFn: (row: ModelRow) => retrain(row.id),
    onSuccess: (row) => {
      notifySuccess(t('model.retrained', { name: row.name }));
      return crud.refresh();
    },
  });
  const open = useCallback((row: ModelRow) => {
    setDetail({ id: row.id, name: row.name });
    setDetailOpen(true);
  }, []);
  const columns = useMemo(
    () =>
      modelColumns(t, {
        name: (row) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row)} data-testid="model-open">
            {row.name}
          </Button>
        ),
      }),
    [t, open],
  );
  const inspect = (row: ModelRow) =>
    navigate(`${INSPECT_PATH}?model=${encodeURIComponent(row.id)}`, {
      state: { from: LIST_PATH } satisfies OpenedFrom,
    });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={modelKeys.list()}
        list={listModels}
        codes={{ add: 'learnself.model.add-button', delete: 'learnself.model.delete-button' }}
        texts={{
          add: t('model.add'),
          actions: t('actions'),
          deleteConfirm: (row) => t('model.deleteConfirm', { name: row.name }),
          batchDelete: t('model.batchDelete'),
          batchDeleteConfirm: (rows) => t('model.batchDeleteConfirm', { count: rows.length }),
        }}
        addTestId="model-add"
        actionsTestId={(row) => `model-actions-${row.name}`}
        toolbarExtra={({ selected }) => {
          const pair = selected.length === 2 && selected.every((r) => isCallable(r.state));
          return (
            <Can code="learnself.model.compare-button">
              <Tooltip title={pair ? undefined : t('compare.pick')}>
                <Button
                  disabled={!pair}
                  onClick={() => setComparing([selected[0], selected[1]] as [ModelRow, ModelRow])}
                  data-testid="model-compare"
                >
                  {t('compare.action')}
                </Button>
              </Tooltip>
            </Can>
          );
        }}
        rowActions={(row, { remove }) => [
          { key: 'detail', label: t('model.detail'), onClick: () => open(row), testId: 'model-detail' },
          {
            key: 'inspect',
            label: t('model.inspect'),
            code: 'learnself.model.inspect-button',
            hidden: !isCallable(row.state),
            onClick: () => inspect(row),
          },
          {
            key: 'publish',
            label: t('model.publish'),
            code: 'learnself.model.publish-button',
            hidden: !canPublish(row),
            onClick: () => setPublishing(row),
            testId: 'model-publish',
          },
          {
            key: 'retrain',
            label: t('model.retrain'),
            code: 'learnself.model.train-button',
            hidden: !isFailed(row.state),
            confirm: t('model.retrainConfirm', { name: row.name }),
            onClick: () => again.mutateAsync(row),
          },
          {
            key: 'rollback',
            label: t('model.rollback'),
            code: 'learnself.model.rollback-button',
            hidden: row.bots.length === 0,
            onClick: () => setRolling(row),
          },
          remove,
        ]}
        form={({ open: formOpen, saving, onSubmit, onClose }) => (
          <ModelCreateModal open={formOpen} saving={saving} onSubmit={onSubmit} onClose={onClose} />
        )}
      />
      <ModelDrawer
        id={detail?.id ?? null}
        name={detail?.name ?? ''}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
      />
      <PublishModal model={publishing} onClose={() => setPublishing(null)} />
      <RollbackModal model={rolling} onClose={() => setRolling(null)} />
      <CompareModal models={comparing} onClose={() => setComparing(null)} />
    </PageContainer>
  );
}
