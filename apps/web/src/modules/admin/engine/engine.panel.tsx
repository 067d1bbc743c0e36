import { useMutation } from '@tanstack/react-query';
import type { EngineRow, EngineScreen } from '@zhiyu/contract/modules/admin/engine';
import type { ButtonCode } from '@zhiyu/contract/registry';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { engineApi, engineKeys } from './engine.api.ts';
import { EngineAssignModal } from './engine.assign.tsx';
import { engineColumns } from './engine.columns.tsx';
import { EngineFormModal } from './engine.form.tsx';

/**
 * /aiadmin/nlp and /aiadmin/speechengine: engine list with search, create/edit, test connection,
 * tenant assignment and delete (an engine in use is deleted only with the user's explicit
 * confirmation that its tenants lose it).
 */
export function EnginePanel({ screen }: { screen: EngineScreen }) {
  const { t } = useTranslation('engine');
  const api = useMemo(() => engineApi(screen), [screen]);
  const keys = engineKeys(screen);
  const columns = useMemo(() => engineColumns(t, screen), [t, screen]);
  const [assigning, setAssigning] = useState<EngineRow | undefined>();
  const ep = api.endpoints;
  const crud = useCrud({
    list: ep.list,
    invalidate: [keys.all],
    // The engine form builds the wire body itself (engineBody); the server checks it.
    create: { endpoint: ep.create, body: (v) => v as never },
    update: { endpoint: ep.update, body: ({ row, values }) => ({ ...values, id: row.id }) as never },
    remove: { endpoint: ep.remove, body: ([row]) => ({ id: row?.id ?? '', cascade: (row?.tenants.length ?? 0) > 0 }) },
  });
  const refresh = crud.refresh;
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const code = (b: 'add' | 'edit' | 'delete' | 'test' | 'assign'): ButtonCode => `admin.${screen}.${b}-button`;
  const test = useMutation({
    mutationFn: (r: EngineRow) => api.test(r.id),
    onSuccess: (r) => notifySuccess(t('engine.testOk', { ms: r.latencyMs })),
    onSettled: refresh,
  });
  const assign = useMutation({
    mutationFn: (ids: string[]) => api.assign(assigning?.id ?? '', ids),
    onSuccess: async () => {
      setAssigning(undefined);
      await done();
    },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={keys.list()}
        list={ep.list}
        codes={{ add: code('add'), edit: code('edit'), delete: code('delete') }}
        texts={{
          add: t('engine.add'),
          edit: t('engine.edit'),
          actions: t('engine.actions'),
          editAction: t('engine.editAction'),
          deleteAction: t('engine.delete'),
          deleteConfirm: (row) =>
            row.tenants.length
              ? t('engine.deleteCascadeConfirm', { name: row.name, count: row.tenants.length })
              : t('engine.deleteConfirm', { name: row.name }),
        }}
        toolbarLead={<AuditLink entity="engine" />}
        rowActions={(row, { edit, remove }) => [
          edit,
          {
            key: 'test',
            label: t('engine.test'),
            code: code('test'),
            loading: test.isPending && test.variables?.id === row.id,
            onClick: () => test.mutate(row),
          },
          { key: 'assign', label: t('engine.assign'), code: code('assign'), onClick: () => setAssigning(row) },
          remove,
        ]}
        form={(f) => (
          <EngineFormModal
            open={f.open}
            screen={screen}
            columns={columns}
            row={f.editing}
            saving={f.saving}
            onSubmit={f.onSubmit}
            onClose={f.onClose}
          />
        )}
      />
      <EngineAssignModal
        screen={screen}
        api={api}
        row={assigning}
        saving={assign.isPending}
        onSubmit={(ids) => assign.mutate(ids)}
        onClose={() => setAssigning(undefined)}
      />
    </PageContainer>
  );
}
