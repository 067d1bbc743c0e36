import { ITEM_STATES, type MarkItemRow } from '@zhiyu/contract/modules/learnself/marking';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { ItemAgreementTag, itemAgreement } from './agreement.tsx';
import type { TaskDetail } from './marking.api.ts';
import { labelName, percent } from './workbench.options.ts';

const STATE_COLORS = { pending: 'default', conflict: 'error', done: 'success' } as const;

/**
 * A task's utterances (requirements R4 §3 "who labelled what"): the state filter, then each
 * utterance with the model's top label, every labeller's label with who gave it, for a two-person
 * task whether they agree, the final label and the reviewer who decided it.
 */
export function itemColumns(t: TFunction, task: TaskDetail): SchemaColumn<MarkItemRow>[] {
  const name = (label: string) => labelName(t, task.datasetType, label);
  const states = Object.fromEntries(ITEM_STATES.map((s) => [s, { text: t(`state.${s}`), color: STATE_COLORS[s] }]));
  return [
    {
      dataIndex: 'state',
      title: t('item.state'),
      valueType: 'select',
      valueEnum: states,
      in: ['search', 'table'],
      initialValue: task.twoPerson ? 'conflict' : undefined,
      width: 100,
    },
    {
      dataIndex: 'text',
      title: t('item.text'),
      in: ['table'],
      width: 260,
      render: (_v, r) => (
        <Typography.Text ellipsis={{ tooltip: r.text }} style={{ width: 244 }}>
          {r.text}
        </Typography.Text>
      ),
    },
    {
      dataIndex: 'predictions',
      title: t('item.predicted'),
      in: ['table'],
      width: 160,
      render: (_v, r) => {
        const top = r.predictions[0];
        return top ? `${name(top.label)} ${percent(top.probability)}` : '-';
      },
    },
    {
      dataIndex: 'marks',
      title: t('item.marks'),
      in: ['table'],
      width: 240,
      render: (_v, r) =>
        r.marks.length ? (
          <Space size={4} wrap data-testid="item-marks">
            {r.marks.map((m) => (
              <Tag key={m.user} style={{ margin: 0 }}>{`${m.user}: ${name(m.label)}`}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    ...(task.twoPerson
      ? [
          {
            dataIndex: 'id' as const,
            title: t('item.agreement'),
            in: ['table'] as const,
            render: (_v: unknown, r: MarkItemRow) => <ItemAgreementTag value={itemAgreement(r, task)} />,
          },
        ]
      : []),
    {
      dataIndex: 'label',
      title: t('item.label'),
      in: ['table'],
      width: 140,
      render: (_v, r) => (r.label ? <span data-testid="item-label">{name(r.label)}</span> : '-'),
    },
    { dataIndex: 'reviewer', title: t('item.reviewer'), in: ['table'], render: (_v, r) => r.reviewer || '-' },
    {
      dataIndex: 'committed',
      title: t('item.committed'),
      in: ['table'],
      render: (_v, r) => t(r.committed ? 'table:yes' : 'table:no'),
    },
  ];
}
