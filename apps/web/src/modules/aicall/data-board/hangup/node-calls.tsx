import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordRow } from '@zhiyu/contract/modules/aicall/record';
import { Button, Drawer, Segmented, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../../components/crud/paged-table.tsx';
import { durationText } from '../../../../components/duration.tsx';
import { DRAWER_WIDTH } from '../../../../components/schema/overlay.ts';
import { boardKeys } from '../shared/board.api.ts';
import { fetchNodeCalls, fetchNodeNames } from './hangup.api.ts';
import type { Side } from './node-chart.ts';

/** The node whose calls are shown: a bot's node ('' bot: calls without one), one side or both. */
export interface NodePick {
  botId: string;
  nodeId: string;
  nodeName: string;
  side?: Side;
}

export interface NodeCallsProps {
  pick: NodePick | null;
  /** The board's query (range and filters) the list keeps to. */
  query: Record<string, unknown>;
  onPick: (p: NodePick | null) => void;
  /** Opens the same calls in the records list. */
  onDrill: (p: NodePick) => void;
}

const ALL = 'all';

/**
 * The calls that hung up at a node (nodeHangUpList, paged on the server, numbers masked as the
 * records list masks them), with the bot's nodes to switch to and the side to keep.
 */
export function NodeCalls({ pick, query, onPick, onDrill }: NodeCallsProps) {
  const { t } = useTranslation(['board-hangup', 'record', 'inputs']);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const botId = pick?.botId || undefined;
  const names = useQuery({
    queryKey: [...boardKeys.all, 'hangup', 'nodes', botId],
    queryFn: () => fetchNodeNames(botId as string),
    enabled: !!botId,
  });
  const q = pick && { ...query, botId, nodeId: pick.nodeId, hangupBy: pick.side, ...page };
  const list = useQuery({
    queryKey: boardKeys.board('hangup-calls', q ?? {}),
    queryFn: () => fetchNodeCalls(q ?? {}),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
  const choose = (patch: Partial<NodePick>) => {
    if (!pick) return;
    setPage((p) => ({ ...p, pageNum: 1 }));
    onPick({ ...pick, ...patch });
  };
  const nodeOptions = [
    ...(names.data?.nodes ?? []).map((n) => ({ value: n.id, label: n.name })),
    ...(pick && !names.data?.nodes.some((n) => n.id === pick.nodeId)
      ? [{ value: pick.nodeId, label: pick.nodeName }]
      : []),
  ];
  const columns: ColumnsType<RecordRow> = [
    {
      title: t('record:col.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('record:col.phone'), dataIndex: 'phone', width: 130 },
    { title: t('record:col.task'), dataIndex: 'taskName', ellipsis: true },
    {
      title: t('record:col.duration'),
      dataIndex: 'durationSec',
      width: 110,
      render: (v: number) => durationText(t, v),
    },
    { title: t('record:col.rounds'), dataIndex: 'rounds', width: 90 },
    {
      title: t('calls.side'),
      dataIndex: 'hangupBy',
      width: 100,
      render: (v: Side | null) => (v ? t(`side.${v}`) : '-'),
    },
  ];
  return (
    <Drawer
      open={!!pick}
      width={DRAWER_WIDTH}
      title={pick && t('calls.drawerTitle', { node: pick.nodeName })}
      onClose={() => onPick(null)}
      destroyOnHidden
      data-testid="node-calls-drawer"
      extra={
        pick && (
          <Button onClick={() => onDrill(pick)} data-testid="node-calls-records">
            {t('calls.inRecords')}
          </Button>
        )
      }
    >
      {pick && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            data-testid="node-calls-node"
            style={{ width: 200 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={pick.nodeId}
            options={nodeOptions}
            onChange={(id: string) =>
              choose({ nodeId: id, nodeName: nodeOptions.find((o) => o.value === id)?.label ?? id })
            }
          />
          <Segmented
            data-testid="node-calls-side"
            value={pick.side ?? ALL}
            onChange={(v) => choose({ side: v === ALL ? undefined : (v as Side) })}
            options={[
              { value: ALL, label: t('side.all') },
              { value: 'user', label: t('side.user') },
              { value: 'system', label: t('side.system') },
            ]}
          />
        </Space>
      )}
      <PagedTable<RecordRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        paging={{
          pageNum: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          testId: 'node-calls-pagination',
          totalLabel: (n) => (
            <Typography.Text data-testid="node-calls-total">{t('calls.total', { n })}</Typography.Text>
          ),
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </Drawer>
  );
}
