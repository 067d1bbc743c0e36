import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { createLine, LineRow, LineSimulation } from '@zhiyu/contract/modules/aicall/line';
import { listLines } from '@zhiyu/contract/modules/aicall/line';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { lineColumns } from './line.columns.tsx';
import { addLine, editLine, fetchLines, removeLine, settingKeys } from './settings.api.ts';
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
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<LineRow | undefined>();
  const [simOf, setSimOf] = useState<LineRow | undefined>();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: settingKeys.lines });
  };
  const save = useMutation({
    mutationFn: (v: Values) =>
      editing ? editLine({ id: editing.id, ...bodyOf(v, editing.simulation) }) : addLine(bodyOf(v, undefined)),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const saveSim = useMutation({
    mutationFn: (s: LineSimulation) => {
      const row = simOf as LineRow;
      return editLine({ id: row.id, ...bodyOf(row as unknown as Values, s) });
    },
    onSuccess: async () => {
      setSimOf(undefined);
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeLine, onSuccess: done });
  const openForm = (row?: LineRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={settingKeys.lines}
        list={listLines}
        request={fetchLines}
        toolbar={() => (
          <Can code="aicall.line.add-button">
            <Button type="primary" onClick={() => openForm()}>
              {t('line.add')}
            </Button>
          </Can>
        )}
        actions={{
          title: t('actions'),
          width: 220,
          render: (row) => (
            <Space size={0}>
              <Can code="aicall.line.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
                {row.kind === 'simulated' ? (
                  <Button type="link" size="small" onClick={() => setSimOf(row)}>
                    {t('line.simulation')}
                  </Button>
                ) : null}
              </Can>
              <Can code="aicall.line.delete-button">
                <Popconfirm
                  title={
                    row.activeTasks
                      ? t('line.deleteInUse', { number: row.number, n: row.activeTasks })
                      : t('line.deleteConfirm', { number: row.number })
                  }
                  okText={t('confirm')}
                  cancelText={t('common:cancel')}
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Can>
            </Space>
          ),
        }}
      />
      <FormModal<LineRow>
        open={open}
        title={editing ? t('line.edit') : t('line.add')}
        columns={columns}
        row={editing ? { ...editing, inboundBotId: editing.inboundBotId ?? undefined } : undefined}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
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
