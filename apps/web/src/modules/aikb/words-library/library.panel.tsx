import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryRow } from '@zhiyu/contract/modules/aikb/library';
import { listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { Button, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can, useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addLibrary, editLibrary, fetchLibraries, libraryKeys, removeLibraries, switchLibraries } from './kb.api.ts';
import { libraryColumns } from './library.columns.tsx';

const pick = (v: Record<string, unknown>) => ({
  name: String(v.name ?? ''),
  description: String(v.description ?? ''),
  status: (v.status === 0 ? 0 : 1) as 0 | 1,
});

/** The libraries of the app: search, create/edit dialog, status switch, delete; a name opens the library. */
export function LibraryPanel({ onOpen }: { onOpen: (row: LibraryRow) => void }) {
  const { t } = useTranslation('aikb');
  const editDelete = useEditDelete();
  const qc = useQueryClient();
  const canSwitch = useCan('aikb.library.status-button');
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<LibraryRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: libraryKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing ? editLibrary({ id: editing.id, ...pick(v) }) : addLibrary(pick(v)),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const status = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => switchLibraries([id], on ? 1 : 0),
    onSuccess: done,
  });
  const columns = useMemo(
    () =>
      libraryColumns(t, {
        name: (row) => (
          <Button type="link" size="small" onClick={() => onOpen(row)} data-testid="kb-open-library">
            {row.name}
          </Button>
        ),
        status: (row) => (
          <Switch
            size="small"
            checked={row.status === 1}
            disabled={!canSwitch}
            aria-label={t('library.status')}
            onChange={(on) => status.mutate({ id: row.id, on })}
          />
        ),
      }),
    [t, onOpen, canSwitch, status.mutate],
  );
  const openForm = (row?: LibraryRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={libraryKeys.list()}
        list={listLibraries}
        request={fetchLibraries}
        toolbar={() => (
          <Can code="aikb.library.add-button">
            <Button type="primary" onClick={() => openForm()}>
              {t('library.add')}
            </Button>
          </Can>
        )}
        actions={{
          title: t('actions'),
          width: 200,
          render: (row) => (
            <Space>
              <Button type="link" size="small" onClick={() => onOpen(row)}>
                {t('library.open')}
              </Button>
              <Can code="aikb.library.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <RowActions
                actions={editDelete({
                  remove: {
                    code: 'aikb.library.delete-button',
                    confirm: t('library.deleteConfirm', { name: row.name, count: row.itemCount }),
                    onClick: () => removeLibraries([row.id]).then(done),
                  },
                })}
              />
            </Space>
          ),
        }}
      />
      <FormModal<LibraryRow>
        open={open}
        title={editing ? t('library.edit') : t('library.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </>
  );
}
