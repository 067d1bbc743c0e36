import { useMutation } from '@tanstack/react-query';
import {
  createLibrary,
  deleteLibraries,
  type LibraryRow,
  listLibraries,
  updateLibrary,
} from '@zhiyu/contract/modules/aikb/library';
import { Button, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { libraryKeys, switchLibraries } from './kb.api.ts';
import { libraryColumns } from './library.columns.tsx';
import { SynonymsButton } from './synonyms.drawer.tsx';

const pick = (v: Record<string, unknown>) => ({
  name: String(v.name ?? ''),
  description: String(v.description ?? ''),
  status: (v.status === 0 ? 0 : 1) as 0 | 1,
});

/**
 * The libraries of the app: search, create/edit dialog, status switch, delete; a name opens the
 * library. The toolbar opens the tenant's synonyms (shared by every library).
 */
export function LibraryPanel({ onOpen }: { onOpen: (row: LibraryRow) => void }) {
  const { t } = useTranslation('aikb');
  const canSwitch = useCan('aikb.library.status-button');
  const crud = useCrud({
    list: listLibraries,
    invalidate: [libraryKeys.all],
    create: { endpoint: createLibrary, body: pick },
    update: { endpoint: updateLibrary, body: withId(pick) },
    remove: { endpoint: deleteLibraries, body: idsOf },
  });
  const status = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => switchLibraries([id], on ? 1 : 0),
    onSuccess: () => {
      notifySuccess();
      return crud.refresh();
    },
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
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={libraryKeys.list()}
      list={listLibraries}
      codes={crudCodes('aikb.library')}
      texts={{
        add: t('library.add'),
        edit: t('library.edit'),
        actions: t('actions'),
        editAction: t('edit'),
        deleteConfirm: (row) => t('library.deleteConfirm', { name: row.name, count: row.itemCount }),
      }}
      toolbarLead={<SynonymsButton />}
      actionsWidth={200}
      rowActions={(row, { edit, remove }) => [
        { key: 'open', label: t('library.open'), onClick: () => onOpen(row) },
        edit,
        remove,
      ]}
    />
  );
}
