import {
  listQaCandidates,
  type QaCandidateRow,
  rejectQaCandidates,
  updateQaCandidate,
} from '@zhiyu/contract/modules/learnself/qa';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { AcceptModal } from './accept.modal.tsx';
import { CandidateModal } from './candidate.modal.tsx';
import { editBody } from './candidate.values.ts';
import { candidateColumns } from './candidates.columns.tsx';
import { qaKeys } from './qa.api.ts';

const ACCEPT = 'learnself.qa.accept-button';

/**
 * The candidates found (filtered by run, text, source and state; pending first by default), most
 * confident first: edit in a dialog, reject one or the checked ones, accept one or the checked ones
 * into a library. An accepted candidate links to its library and can no longer change.
 */
export function CandidatesPanel() {
  const { t } = useTranslation('learnself-qa');
  const columns = useMemo(() => candidateColumns(t), [t]);
  const [accepting, setAccepting] = useState<{ rows: QaCandidateRow[]; clear?: () => void } | null>(null);
  const crud = useCrud({
    list: listQaCandidates,
    invalidate: [qaKeys.all],
    update: { endpoint: updateQaCandidate, body: ({ row, values }) => editBody(row, values) },
    remove: { endpoint: rejectQaCandidates, body: idsOf },
  });
  return (
    <Section title={t('list.title')}>
      <CrudTable<QaCandidateRow, typeof listQaCandidates>
        crud={crud}
        columns={columns}
        queryKey={qaKeys.candidates()}
        list={listQaCandidates}
        codes={{ edit: 'learnself.qa.edit-button', delete: 'learnself.qa.reject-button' }}
        actionsTestId={(r) => `qa-actions-${r.id}`}
        toolbarTestId="qa-toolbar"
        texts={{
          edit: t('edit.title'),
          actions: t('list.actions'),
          editAction: t('list.edit'),
          deleteAction: t('list.reject'),
          deleteConfirm: (r) => t('list.rejectConfirm', { question: r.question }),
          batchDelete: t('list.batchReject'),
          batchDeleteConfirm: (rows) => t('list.batchRejectConfirm', { count: rows.length }),
        }}
        toolbarExtra={({ selected, clear }) => (
          <Can code={ACCEPT}>
            <Button
              type="primary"
              disabled={!selected.length || selected.some((r) => r.state === 'accepted')}
              onClick={() => setAccepting({ rows: selected, clear })}
              data-testid="qa-batch-accept"
            >
              {t('list.batchAccept', { count: selected.length })}
            </Button>
          </Can>
        )}
        rowActions={(row, { edit, remove }) => {
          const open = row.state !== 'accepted';
          return [
            open && {
              key: 'accept',
              label: t('list.accept'),
              code: ACCEPT,
              testId: 'qa-accept',
              onClick: () => setAccepting({ rows: [row] }),
            },
            open && edit,
            row.state === 'pending' && remove,
          ];
        }}
        form={({ open, editing, title, saving, onSubmit, onClose }) => (
          <CandidateModal
            open={open}
            editing={editing}
            title={title}
            saving={saving}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        )}
      />
      <AcceptModal
        rows={accepting?.rows ?? null}
        onClose={() => setAccepting(null)}
        onAccepted={() => accepting?.clear?.()}
      />
    </Section>
  );
}
