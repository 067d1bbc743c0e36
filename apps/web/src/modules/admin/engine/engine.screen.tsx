import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngineRow, EngineScreen } from '@zhiyu/contract/modules/admin/engine';
import type { ButtonCode } from '@zhiyu/contract/registry';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
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
export function EngineScreenPage({ screen }: { screen: EngineScreen }) {
  const { t } = useTranslation('engine');
  const api = useMemo(() => engineApi(screen), [screen]);
  const keys = engineKeys(screen);
  const columns = useMemo(() => engineColumns(t, screen), [t, screen]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<EngineRow | undefined>();
  const [assigning, setAssigning] = useState<EngineRow | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const code = (b: 'add' | 'edit' | 'delete' | 'test' | 'assign'): ButtonCode => `admin.${screen}.${b}-button`;
  const save = useMutation({
    mutationFn: (body: never) =>
      editing ? api.update({ ...(body as object), id: editing.id } as never) : api.create(body),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: (r: EngineRow) => api.remove(r.id, r.tenants.length > 0), onSuccess: done });
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
  const openForm = (row?: EngineRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={keys.list()}
        list={api.listEndpoint}
        request={api.list}
        toolbar={() => (
          <>
            <Can code={code('add')}>
              <Button type="primary" onClick={() => openForm()}>
                {t('engine.add')}
              </Button>
            </Can>
            <AuditLink entity="engine" />
          </>
        )}
        actions={{
          title: t('engine.actions'),
          render: (row) => (
            <RowActions
              actions={[
                { key: 'edit', label: t('engine.editAction'), code: code('edit'), onClick: () => openForm(row) },
                {
                  key: 'test',
                  label: t('engine.test'),
                  code: code('test'),
                  loading: test.isPending && test.variables?.id === row.id,
                  onClick: () => test.mutate(row),
                },
                { key: 'assign', label: t('engine.assign'), code: code('assign'), onClick: () => setAssigning(row) },
                {
                  key: 'delete',
                  label: t('engine.delete'),
                  code: code('delete'),
                  danger: true,
                  confirm: row.tenants.length
                    ? t('engine.deleteCascadeConfirm', { name: row.name, count: row.tenants.length })
                    : t('engine.deleteConfirm', { name: row.name }),
                  onClick: () => remove.mutateAsync(row),
                },
              ]}
            />
          ),
        }}
      />
      <EngineFormModal
        open={open}
        screen={screen}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(b) => save.mutate(b)}
        onClose={toggle}
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
