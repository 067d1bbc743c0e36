import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createLine,
  deleteLine,
  type LineRow,
  type LineSimulation,
  listLines,
  updateLine,
} from '@zhiyu/contract/modules/aicall/line';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { lineColumns } from './line.columns.tsx';
import { editLine, settingKeys } from './settings.api.ts';
import { SimulationEditor } from './simulation.editor.tsx';

type Values = Record<string, unknown>;

/** The wire body of a line: the form's fields, and the profile it keeps (or gets) when simulated. */
function bodyOf(v: Values, simulation: LineSimulation | null | undefined): BodyOf<typeof createLine> {
  return {
    number: String(v.number ?? ''),
    name: String(v.name ?? ''),
    kind: v.kind as LineRow['kind'],
    concurrency: v.concurrency as number,
    status: (v.status ?? 1) as 0 | 1,
    inboundBotId: (v.inboundBotId as string | undefined) ?? null,
    ...(v.kind === 'simulated' && simulation ? { simulation } : {}),
  };
}

/**
 * /aicall/callConfig: the app's numbers. A simulated line is built in and has a
 * behaviour profile; a SIP number goes through the tenant's SIP trunk (/index/tenant/sip).
 */
export default function LinePage() {
  const { t } = useTranslation('callset');
  const columns = useMemo(() => lineColumns(t), [t]);
  const [simOf, setSimOf] = useState<LineRow | undefined>();
  const crud = useCrud({
    list: listLines,
    invalidate: [settingKeys.lines],
    create: { endpoint: createLine, body: (v) => bodyOf(v, undefined) },
    update: { endpoint: updateLine, body: ({ row, values }) => ({ id: row.id, ...bodyOf(values, row.simulation) }) },
    remove: { endpoint: deleteLine, body: idOf },
  });
  const saveSim = useMutation({
    mutationFn: (s: LineSimulation) => {
      const row = simOf as LineRow;
      return editLine({ id: row.id, ...bodyOf(row as unknown as Values, s) });
    },
    onSuccess: async () => {
      setSimOf(undefined);
      notifySuccess();
      await crud.refresh();
    },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={settingKeys.lines}
        list={listLines}
        codes={crudCodes('aicall.line')}
        texts={{
          add: t('line.add'),
          edit: t('line.edit'),
          actions: t('actions'),
          editAction: t('edit'),
          deleteAction: t('delete'),
          deleteConfirm: (row) =>
            row.activeTasks
              ? t('line.deleteInUse', { number: row.number, n: row.activeTasks })
              : t('line.deleteConfirm', { number: row.number }),
        }}
        actionsWidth={220}
        rowActions={(row, { edit, remove }) => [
          edit,
          row.kind === 'simulated' && {
            key: 'simulation',
            label: t('line.simulation'),
            code: 'aicall.line.edit-button',
            onClick: () => setSimOf(row),
          },
          remove,
        ]}
      />
      <SimulationEditor
        open={!!simOf}
        number={simOf?.number ?? ''}
        value={simOf?.simulation ?? null}
        saving={saveSim.isPending}
        onSave={(s) => saveSim.mutate(s)}
        onClose={() => setSimOf(undefined)}
      />
    </PageContainer>
  );
}
