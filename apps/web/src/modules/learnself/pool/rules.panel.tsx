import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFlowRule,
  deleteFlowRules,
  type FlowRuleRow,
  listFlowRules,
  updateFlowRule,
} from '@zhiyu/contract/modules/learnself/pool';
import { Button, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { TABLE_STICKY } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchRules, poolKeys, runRule, useTargets } from './pool.api.ts';
import { ruleFormColumns, ruleTableColumns } from './rule.columns.tsx';
import { finishedRules, type RuleForm, ruleBody, rulePollMs, type StartedRuns, toRuleForm } from './rule.values.ts';

const CODE = 'learnself.pool.rule-button';

/**
 * Flow-back rules (requirements R4 §1): what flows back from which bot or channel, daily or by hand. Run now
 * starts a run; while any rule runs, the list is read every 2 s until its job clears, and the end
 * of each run is told with what it pooled.
 */
export default function RulesPanel() {
  const { t } = useTranslation('learnself-data');
  const qc = useQueryClient();
  const targets = useTargets();
  // Runs asked for here, until the list shows them ended.
  const [started, setStarted] = useState<StartedRuns>(new Map());
  const rules = useQuery({
    queryKey: poolKeys.rules(),
    queryFn: fetchRules,
    refetchInterval: (q) => rulePollMs(q.state.data, started),
  });
  const crud = useCrud({
    list: listFlowRules,
    invalidate: [poolKeys.rules()],
    create: { endpoint: createFlowRule, body: ruleBody },
    update: { endpoint: updateFlowRule, body: withId(ruleBody) },
    remove: { endpoint: deleteFlowRules, body: idsOf },
  });
  const run = useMutation({
    mutationFn: (row: FlowRuleRow) => runRule(row.id),
    onSuccess: (_job, row) => {
      setStarted((m) => new Map(m).set(row.id, row.lastRunAt));
      notifySuccess(t('rule.started'));
      return qc.invalidateQueries({ queryKey: poolKeys.rules() });
    },
  });
  // The end of a run: say what it pooled and show the pool's new rows.
  const seen = useRef<FlowRuleRow[] | undefined>(undefined);
  useEffect(() => {
    if (!rules.data) return;
    const done = finishedRules(seen.current, rules.data, started);
    seen.current = rules.data;
    if (done.some((r) => started.has(r.id)))
      setStarted((m) => new Map([...m].filter(([id]) => !done.some((r) => r.id === id))));
    for (const r of done) notifySuccess(t('rule.finished', { name: r.name, count: r.lastPooled }));
    if (done.length) void qc.invalidateQueries({ queryKey: poolKeys.list() });
  }, [rules.data, started, qc, t]);
  const editDelete = useEditDelete();
  const columns = useMemo(
    () =>
      ruleTableColumns(t, targets, (row) => (
        <RowActions
          testId={`rule-actions-${row.name}`}
          actions={[
            {
              key: 'run',
              label: row.jobId ? t('rule.running') : t('rule.run'),
              code: 'learnself.pool.run-button',
              loading: !!row.jobId || (run.isPending && run.variables?.id === row.id),
              testId: 'rule-run',
              onClick: () => run.mutate(row),
            },
            ...editDelete({
              edit: { code: CODE, onClick: () => crud.openForm(row) },
              remove: {
                code: CODE,
                confirm: t('rule.deleteConfirm', { name: row.name }),
                onClick: () => crud.remove.mutateAsync([row]),
              },
            }),
          ]}
        />
      )),
    [t, targets, run, editDelete, crud],
  );
  const formColumns = useMemo(() => ruleFormColumns(t, targets), [t, targets]);
  // A new object per render would reset the form: the edited rule's values change with it only.
  const editing = crud.editing;
  const row = useMemo<RuleForm | undefined>(() => (editing ? toRuleForm(editing) : undefined), [editing]);
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Can code={CODE}>
          <Button type="primary" onClick={() => crud.openForm()} data-testid="rule-add">
            {t('rule.add')}
          </Button>
        </Can>
      </Space>
      <LocalPagedTable<FlowRuleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isLoading}
        locale={{ emptyText: rules.isError ? t('loadFailed') : t('rule.empty') }}
        scroll={{ x: 'max-content' }}
        sticky={TABLE_STICKY}
        data-testid="rule-table"
      />
      <FormModal<RuleForm>
        open={crud.open}
        title={editing ? t('rule.edit') : t('rule.add')}
        columns={formColumns}
        row={row}
        saving={crud.save.isPending}
        onSubmit={(v) => crud.save.mutate(v)}
        onClose={crud.toggle}
      />
    </div>
  );
}
