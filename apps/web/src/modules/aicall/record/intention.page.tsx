import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntentionLevelRow } from '@zhiyu/contract/modules/aicall/intention';
import { isHitFact, OPERATOR_SIGNS } from '@zhiyu/contract/rules/intention';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { LevelForm, type LevelValues } from './level-form.tsx';
import { addLevel, editLevel, fetchLevels, recordKeys, removeLevel, reorderLevels } from './record.api.ts';

type Rule = IntentionLevelRow['rules'][number];

/**
 * /aicall/call-manage/intention-degree: the app's intention levels in grading order. A finished
 * call takes the first valid level whose rules all hold; the arrows move a level up or down.
 */
export default function IntentionPage() {
  const { t } = useTranslation('record');
  const qc = useQueryClient();
  const levels = useQuery({ queryKey: recordKeys.levels(), queryFn: fetchLevels });
  const [editing, setEditing] = useState<IntentionLevelRow | undefined>();
  const [open, setOpen] = useState(false);
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: recordKeys.levels() });
  };
  const save = useMutation({
    mutationFn: (v: LevelValues) => (editing ? editLevel({ id: editing.id, ...v }) : addLevel(v)),
    onSuccess: async () => {
      setOpen(false);
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeLevel, onSuccess: done });
  const reorder = useMutation({ mutationFn: reorderLevels, onSuccess: done });
  const rows = levels.data ?? [];
  const move = (i: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    reorder.mutate(ids);
  };
  const ruleText = (r: Rule) => {
    const fact = t(`rule.facts.${r.fact}`);
    if (!isHitFact(r.fact))
      return `${fact} ${OPERATOR_SIGNS[r.op]} ${r.value}${r.fact === 'duration' ? t('rule.seconds') : ''}`;
    if (r.op === 1) return `${fact} ${t('rule.contains')} ${r.value}`;
    return `${fact} ${r.value} ${OPERATOR_SIGNS[r.op]} ${r.count}${t('rule.times')}`;
  };
  const openForm = (row?: IntentionLevelRow) => {
    setEditing(row);
    setOpen(true);
  };
  return (
    <PageContainer>
      <Space style={{ marginBottom: 12 }}>
        <Can code="aicall.intention.add-button">
          <Button type="primary" onClick={() => openForm()}>
            {t('level.add')}
          </Button>
        </Can>
      </Space>
      <Table<IntentionLevelRow>
        rowKey="id"
        loading={levels.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="level-table"
        columns={[
          { key: 'priority', dataIndex: 'priority', title: t('level.priority'), width: 80 },
          {
            key: 'name',
            dataIndex: 'name',
            title: t('level.name'),
            width: 90,
            render: (v) => <Tag color="blue">{v}</Tag>,
          },
          { key: 'description', dataIndex: 'description', title: t('level.description') },
          {
            key: 'rules',
            dataIndex: 'rules',
            title: t('level.rules'),
            render: (rules: Rule[]) =>
              rules.length
                ? rules.map((r) => <Tag key={`${r.fact}${r.op}${r.value}`}>{ruleText(r)}</Tag>)
                : t('level.anyCall'),
          },
          {
            key: 'validity',
            dataIndex: 'validity',
            title: t('level.validity'),
            width: 90,
            render: (v: 0 | 1) => <Tag color={v === 0 ? 'green' : 'default'}>{t(`level.validityValue.${v}`)}</Tag>,
          },
          {
            key: 'actions',
            title: t('actions'),
            width: 220,
            render: (_: unknown, row, i) => (
              <Space size={0}>
                <Can code="aicall.intention.edit-button">
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('level.up')}
                  />
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('level.down')}
                  />
                  <Button type="link" size="small" onClick={() => openForm(row)}>
                    {t('level.editAction')}
                  </Button>
                </Can>
                <Can code="aicall.intention.delete-button">
                  <Popconfirm
                    title={t('level.deleteConfirm', { name: row.name })}
                    okText={t('level.ok')}
                    cancelText={t('level.cancel')}
                    onConfirm={() => remove.mutateAsync(row.id)}
                  >
                    <Button type="link" size="small" danger>
                      {t('level.delete')}
                    </Button>
                  </Popconfirm>
                </Can>
              </Space>
            ),
          },
        ]}
      />
      <LevelForm
        open={open}
        row={editing}
        nextPriority={rows.length ? Math.max(...rows.map((r) => r.priority)) + 1 : 0}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={() => setOpen(false)}
      />
    </PageContainer>
  );
}
